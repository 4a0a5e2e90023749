import { and, asc, eq, sql } from "drizzle-orm";
import type { CommentItem, Page } from "@shared/questions";
import type { Db } from "../../db/client";
import { answers, comments } from "../../db/schema/content";
import { commentAbilities } from "../../policy/abilities";
import { visibleComments, type ContentState, type Viewer } from "../../policy/visibility";
import { afterDateCursor, dateKeyset, pageOf } from "../../lib/keyset";
import { loadAuthors, presentAuthor } from "../../content/authors";

type CommentRow = typeof comments.$inferSelect;

/** The answer comments are on, and that answer's question: what abilities on a comment depend on. */
export interface CommentParents {
  answer: ContentState;
  question: ContentState;
}

/** Comments of one answer with their authors and what the viewer may do with each. */
async function presentComments(db: Db, rows: CommentRow[], viewer: Viewer, parents: CommentParents): Promise<CommentItem[]> {
  const authors = await loadAuthors(db, rows.map((row) => row.authorId));
  return rows.map((row) => ({
    id: row.id,
    answerId: row.answerId,
    content: row.content,
    author: presentAuthor(row.authorId ? authors.get(row.authorId) : undefined),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    abilities: commentAbilities(viewer, { ...row, ...parents }),
    ...(row.status === "held" ? { held: true } : {}),
  }));
}

/** An answer's comments, oldest first (a conversation reads top-down). */
export async function listComments(
  db: Db,
  answer: ContentState & { id: number; question: ContentState },
  options: { cursor?: string; limit: number; viewer: Viewer },
): Promise<Page<CommentItem>> {
  const rows = await db
    .select()
    .from(comments)
    .where(
      and(
        eq(comments.answerId, answer.id),
        visibleComments(options.viewer),
        afterDateCursor(comments.createdAt, comments.id, options.cursor, "asc"),
      ),
    )
    .orderBy(asc(comments.createdAt), asc(comments.id))
    .limit(options.limit + 1);
  const page = pageOf(rows, options.limit, (last) => dateKeyset.encode(last.createdAt, last.id));
  return { items: await presentComments(db, page.items, options.viewer, { answer, question: answer.question }), nextCursor: page.nextCursor };
}

/** Adds a comment; the answer's comment counter moves in the same transaction (once published). */
export async function createComment(
  db: Db,
  answer: ContentState & { id: number; question: ContentState },
  author: NonNullable<Viewer>,
  content: string,
  status: CommentRow["status"] = "published",
): Promise<CommentItem> {
  const answerId = answer.id;
  const authorId = author.id;
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx.insert(comments).values({ answerId, authorId, content, status }).returning();
    if (status === "held") return inserted!;
    await tx
      .update(answers)
      .set({ commentCount: sql`${answers.commentCount} + 1` })
      .where(eq(answers.id, answerId));
    return inserted!;
  });
  return (await presentComments(db, [row], author, { answer, question: answer.question }))[0]!;
}

/** Changes a comment's text; answered as the editor sees it. */
export async function updateComment(db: Db, comment: CommentParents & { id: number }, content: string, editor: Viewer): Promise<CommentItem> {
  const [row] = await db.update(comments).set({ content, updatedAt: new Date() }).where(eq(comments.id, comment.id)).returning();
  return (await presentComments(db, [row!], editor, comment))[0]!;
}

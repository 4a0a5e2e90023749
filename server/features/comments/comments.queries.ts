import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { CommentItem, Page } from "@shared/questions";
import type { Db } from "../../db/client";
import { answers, comments } from "../../db/schema/content";
import { commentAbilities } from "../../policy/abilities";
import { visibleComments, type ContentState, type Viewer } from "../../policy/visibility";
import { afterDateCursor, dateKeyset, pageOf } from "../../lib/keyset";
import { loadAuthors, presentAuthor } from "../../content/authors";
import { adjustCommentCount } from "../../content/lifecycle";

type CommentRow = typeof comments.$inferSelect;

/**
 * What comments are on: a question, or one of its answers (answer null: the question
 * itself). Abilities on a comment depend on their states.
 */
export interface CommentParents {
  answer: (ContentState & { id: number }) | null;
  question: ContentState & { id: number };
}

/** Comments with their authors and what the viewer may do with each. */
async function presentComments(db: Db, rows: CommentRow[], viewer: Viewer, parents: CommentParents): Promise<CommentItem[]> {
  const authors = await loadAuthors(db, rows.map((row) => row.authorId));
  return rows.map((row) => ({
    id: row.id,
    questionId: row.questionId,
    answerId: row.answerId,
    content: row.content,
    author: presentAuthor(row.authorId ? authors.get(row.authorId) : undefined),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    abilities: commentAbilities(viewer, { ...row, ...parents }),
    ...(row.status === "held" ? { held: true } : {}),
  }));
}

/** The comments of a question itself or of one answer, oldest first (a conversation reads top-down). */
export async function listComments(db: Db, parents: CommentParents, options: { cursor?: string; limit: number; viewer: Viewer }): Promise<Page<CommentItem>> {
  const onParent = parents.answer
    ? eq(comments.answerId, parents.answer.id)
    : and(eq(comments.questionId, parents.question.id), isNull(comments.answerId));
  const rows = await db
    .select()
    .from(comments)
    .where(and(onParent, visibleComments(options.viewer), afterDateCursor(comments.createdAt, comments.id, options.cursor, "asc")))
    .orderBy(asc(comments.createdAt), asc(comments.id))
    .limit(options.limit + 1);
  const page = pageOf(rows, options.limit, (last) => dateKeyset.encode(last.createdAt, last.id));
  return { items: await presentComments(db, page.items, options.viewer, parents), nextCursor: page.nextCursor };
}

/** Adds a comment; its parent's comment counter moves in the same transaction (once published). */
export async function createComment(
  db: Db,
  parents: CommentParents,
  author: NonNullable<Viewer>,
  content: string,
  status: CommentRow["status"] = "published",
): Promise<CommentItem> {
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(comments)
      .values({ questionId: parents.question.id, answerId: parents.answer?.id ?? null, authorId: author.id, content, status })
      .returning();
    if (status === "published") await adjustCommentCount(tx, inserted!, 1);
    return inserted!;
  });
  return (await presentComments(db, [row], author, parents))[0]!;
}

/** Changes a comment's text; a published one on an answer makes the answer active now. Answered as the editor sees it. */
export async function updateComment(db: Db, comment: CommentParents & { id: number }, content: string, editor: Viewer): Promise<CommentItem> {
  const [row] = await db.update(comments).set({ content, updatedAt: new Date() }).where(eq(comments.id, comment.id)).returning();
  if (row!.answerId !== null && row!.status === "published") {
    await db.update(answers).set({ commentedAt: sql`now()` }).where(eq(answers.id, row!.answerId));
  }
  return (await presentComments(db, [row!], editor, comment))[0]!;
}

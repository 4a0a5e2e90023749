import { and, asc, eq, gt, or, sql } from "drizzle-orm";
import type { CommentItem, Page } from "@shared/questions";
import type { Db } from "../../db/client";
import { answers, comments } from "../../db/schema/content";
import { decodeCursor, encodeCursor } from "../questions/cursors";
import { loadAuthors, presentAuthor } from "../questions/questions.queries";

type CommentRow = typeof comments.$inferSelect;

async function presentComments(db: Db, rows: CommentRow[]): Promise<CommentItem[]> {
  const authors = await loadAuthors(db, rows.map((row) => row.authorId));
  return rows.map((row) => ({
    id: row.id,
    answerId: row.answerId,
    content: row.content,
    author: presentAuthor(row.authorId ? authors.get(row.authorId) : undefined),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/** An answer's comments, oldest first (a conversation reads top-down). */
export async function listComments(db: Db, answerId: number, options: { cursor?: string; limit: number }): Promise<Page<CommentItem>> {
  const after = options.cursor ? decodeCursor(options.cursor) : null;
  const rows = await db
    .select()
    .from(comments)
    .where(
      and(
        eq(comments.answerId, answerId),
        after ? or(gt(comments.createdAt, after.createdAt), and(eq(comments.createdAt, after.createdAt), gt(comments.id, after.id))) : undefined,
      ),
    )
    .orderBy(asc(comments.createdAt), asc(comments.id))
    .limit(options.limit + 1);
  const page = rows.slice(0, options.limit);
  const last = page.at(-1);
  return {
    items: await presentComments(db, page),
    nextCursor: rows.length > options.limit && last ? encodeCursor(last.createdAt, last.id) : null,
  };
}

export async function findCommentRow(db: Db, id: number): Promise<CommentRow | null> {
  const [row] = await db.select().from(comments).where(eq(comments.id, id)).limit(1);
  return row ?? null;
}

/** Adds a comment; the answer's comment counter moves in the same transaction. */
export async function createComment(db: Db, answerId: number, authorId: string, content: string): Promise<CommentItem> {
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx.insert(comments).values({ answerId, authorId, content }).returning();
    await tx
      .update(answers)
      .set({ commentCount: sql`${answers.commentCount} + 1` })
      .where(eq(answers.id, answerId));
    return inserted!;
  });
  return (await presentComments(db, [row]))[0]!;
}

export async function updateComment(db: Db, id: number, content: string): Promise<CommentItem> {
  const [row] = await db.update(comments).set({ content, updatedAt: new Date() }).where(eq(comments.id, id)).returning();
  return (await presentComments(db, [row!]))[0]!;
}

export async function deleteComment(db: Db, comment: CommentRow) {
  await db.transaction(async (tx) => {
    await tx.delete(comments).where(eq(comments.id, comment.id));
    await tx
      .update(answers)
      .set({ commentCount: sql`greatest(${answers.commentCount} - 1, 0)` })
      .where(eq(answers.id, comment.answerId));
  });
}

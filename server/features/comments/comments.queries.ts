import { and, asc, eq, or, sql } from "drizzle-orm";
import type { CommentItem, Page } from "@shared/questions";
import type { Db } from "../../db/client";
import { answers, comments } from "../../db/schema/content";
import { afterDateCursor, dateKeyset, pageOf } from "../../lib/keyset";
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
    ...(row.status === "held" ? { held: true } : {}),
  }));
}

/** An answer's comments, oldest first (a conversation reads top-down). */
export async function listComments(
  db: Db,
  answerId: number,
  options: { cursor?: string; limit: number; viewerId?: string | null; includeHeld?: boolean },
): Promise<Page<CommentItem>> {
  // Held comments show to their author, and to staff (includeHeld), nobody else.
  const visible = options.includeHeld
    ? undefined
    : or(eq(comments.status, "published"), options.viewerId ? eq(comments.authorId, options.viewerId) : undefined);
  const rows = await db
    .select()
    .from(comments)
    .where(
      and(
        eq(comments.answerId, answerId),
        visible,
        afterDateCursor(comments.createdAt, comments.id, options.cursor, "asc"),
      ),
    )
    .orderBy(asc(comments.createdAt), asc(comments.id))
    .limit(options.limit + 1);
  const page = pageOf(rows, options.limit, (last) => dateKeyset.encode(last.createdAt, last.id));
  return { items: await presentComments(db, page.items), nextCursor: page.nextCursor };
}

export async function findCommentRow(db: Db, id: number): Promise<CommentRow | null> {
  const [row] = await db.select().from(comments).where(eq(comments.id, id)).limit(1);
  return row ?? null;
}

/** Adds a comment; the answer's comment counter moves in the same transaction (once published). */
export async function createComment(
  db: Db,
  answerId: number,
  authorId: string,
  content: string,
  status: CommentRow["status"] = "published",
): Promise<CommentItem> {
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx.insert(comments).values({ answerId, authorId, content, status }).returning();
    if (status === "held") return inserted!;
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
    const [deleted] = await tx.delete(comments).where(eq(comments.id, comment.id)).returning({ status: comments.status });
    if (deleted?.status !== "published") return;
    await tx
      .update(answers)
      .set({ commentCount: sql`greatest(${answers.commentCount} - 1, 0)` })
      .where(eq(answers.id, comment.answerId));
  });
}

/** Publishes a held comment (a moderator approved it); the answer counts it from now on. */
export async function publishComment(db: Db, comment: CommentRow) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(comments)
      .set({ status: "published" })
      .where(and(eq(comments.id, comment.id), eq(comments.status, "held")))
      .returning({ id: comments.id });
    if (!row) return;
    await tx
      .update(answers)
      .set({ commentCount: sql`${answers.commentCount} + 1` })
      .where(eq(answers.id, comment.answerId));
  });
}

import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { CommentItem, Page } from "@shared/questions";
import type { Db } from "../../db/client";
import { answers, comments, commentVotes } from "../../db/schema/content";
import { EVERYONE, visibleComments, type Viewer } from "../../policy/visibility";
import { readFirstPages } from "../../db/read-together";
import { afterDateCursor, dateKeyset, pageOf } from "../../lib/keyset";
import { loadAuthors } from "../../content/authors";
import { presentComment, type CommentData, type CommentParents } from "../../content/comment.presenter";
import { adjustCommentCount } from "../../content/lifecycle";
import { notFound } from "../../errors";

type CommentRow = typeof comments.$inferSelect;

/** What comments show beyond their rows: their authors (one query) and which the viewer upvoted (one query). */
async function loadCommentData(db: Db, rows: CommentRow[], viewer: Viewer): Promise<CommentData> {
  const ids = rows.map((row) => row.id);
  const [authors, upvoted] = await Promise.all([
    loadAuthors(db, rows.map((row) => row.authorId)),
    viewer && ids.length
      ? db
          .select({ commentId: commentVotes.commentId })
          .from(commentVotes)
          .where(and(eq(commentVotes.userId, viewer.id), inArray(commentVotes.commentId, ids)))
      : [],
  ]);
  return { authors, upvoted: new Set(upvoted.map((row) => row.commentId)) };
}

/** One comment row as the viewer sees it: loaded, then presented. */
async function commentItem(db: Db, row: CommentRow, viewer: Viewer, parents: CommentParents): Promise<CommentItem> {
  return presentComment(row, parents, await loadCommentData(db, [row], viewer), viewer);
}

/**
 * The first page of questions' own comments as everyone sees them, oldest first, read with the
 * other pages' of the moment (db/read-together.ts, issue 22: a question page not in the cache).
 */
const readFirstQuestionComments = readFirstPages({
  table: comments,
  where: (question) => and(sql`${comments.questionId} = ${question}`, isNull(comments.answerId), visibleComments(EVERYONE)),
  orderBy: [asc(comments.createdAt), asc(comments.id)],
  compare: (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id,
});

/** The comments of a question itself or of one answer, oldest first (a conversation reads top-down). */
export async function listComments(db: Db, parents: CommentParents, options: { cursor?: string; limit: number; viewer: Viewer }): Promise<Page<CommentItem>> {
  const onParent = parents.answer
    ? eq(comments.answerId, parents.answer.id)
    : and(eq(comments.questionId, parents.question.id), isNull(comments.answerId));
  const rows: CommentRow[] =
    !parents.answer && !options.cursor && options.viewer === EVERYONE
      ? await readFirstQuestionComments(db, { parent: parents.question.id, limit: options.limit })
      : await db
          .select()
          .from(comments)
          .where(and(onParent, visibleComments(options.viewer), afterDateCursor(comments.createdAt, comments.id, options.cursor, "asc")))
          .orderBy(asc(comments.createdAt), asc(comments.id))
          .limit(options.limit + 1);
  const page = pageOf(rows, options.limit, (last) => dateKeyset.encode(last.createdAt, last.id));
  const data = await loadCommentData(db, page.items, options.viewer);
  return { items: page.items.map((row) => presentComment(row, parents, data, options.viewer)), nextCursor: page.nextCursor };
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
  return commentItem(db, row, author, parents);
}

/**
 * Changes a comment's text, screened like a new comment: a published comment that auto-moderation
 * holds leaves its parent's comment count until a moderator publishes it again (an edit of a
 * held one keeps it held). A published one on an answer makes the answer active now. The row
 * is locked, so an approval or another edit at the same moment is ordered with this one.
 * Answered as the editor sees it, with `held` true when this edit held it.
 */
export async function updateComment(
  db: Db,
  comment: CommentParents & { id: number },
  content: string,
  editor: Viewer,
  screening: CommentRow["status"],
): Promise<{ item: CommentItem; held: boolean }> {
  const [before] = await db.select().from(comments).where(eq(comments.id, comment.id)).for("update");
  if (!before) throw notFound("Comment not found");
  if (before.content === content) return { item: await commentItem(db, before, editor, comment), held: false };
  const held = before.status === "published" && screening === "held";
  const [row] = await db
    .update(comments)
    .set({ content, updatedAt: new Date(), ...(held ? { status: "held" as const } : {}) })
    .where(eq(comments.id, comment.id))
    .returning();
  if (held) await adjustCommentCount(db, row!, -1);
  else if (row!.answerId !== null && row!.status === "published") {
    await db.update(answers).set({ commentedAt: sql`now()` }).where(eq(answers.id, row!.answerId));
  }
  return { item: await commentItem(db, row!, editor, comment), held };
}

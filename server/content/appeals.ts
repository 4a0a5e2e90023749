import { and, asc, desc, eq, ne, sql } from "drizzle-orm";
import type { Appeal, AppealDecision, AppealKind, CreateAppealInput } from "@shared/appeals";
import type { Page } from "@shared/questions";
import { displayName } from "@shared/users";
import type { Db } from "../db/client";
import { appeals } from "../db/schema/appeals";
import { answers, comments, questions } from "../db/schema/content";
import { users } from "../db/schema/users";
import { conflict, notFound } from "../errors";
import { afterDateCursor, dateKeyset, pageOf } from "../lib/keyset";
import { findAnswerRow, findCommentRow, findQuestionRow } from "./lifecycle";
import { findRemovedPost } from "./removed-posts";

// Appeals (issue 25, point 6): this module owns what may be appealed (the author's own held post,
// or their closed question), the once-only rule, and the list staff work through.

type AppealRow = typeof appeals.$inferSelect;

const NOTHING_TO_APPEAL = "There is no decision to appeal on this post: it is neither held nor closed";

/** The post the member wrote, with the decision on it they may appeal; 404 for another's post. */
async function appealable(db: Db, authorId: string, kind: AppealKind, id: number): Promise<{ questionId: number; decision: AppealDecision; closedReason: string | null }> {
  // Another member's post, or none, is the same 404: an appeal reveals nothing of others' posts.
  const missing = () => notFound("Post not found");
  // A post staff removed is gone; its kept copy is the author's to appeal.
  const removed = await findRemovedPost(db, kind, id, authorId);
  if (removed) return { questionId: removed.questionId, decision: "removed", closedReason: null };
  if (kind === "question") {
    const row = await findQuestionRow(db, id);
    if (!row || row.authorId !== authorId) throw missing();
    if (row.status === "held") return { questionId: row.id, decision: "held", closedReason: null };
    if (row.closedReason) return { questionId: row.id, decision: "closed", closedReason: row.closedReason };
    throw conflict(NOTHING_TO_APPEAL);
  }
  const row = kind === "answer" ? await findAnswerRow(db, id) : await findCommentRow(db, id);
  if (!row || row.authorId !== authorId) throw missing();
  if (row.status !== "held") throw conflict(NOTHING_TO_APPEAL);
  return { questionId: row.questionId, decision: "held", closedReason: null };
}

/** Files the author's appeal (POST /api/appeals); 409 when this decision was appealed already. */
export async function createAppeal(db: Db, authorId: string, input: CreateAppealInput & { id: number }): Promise<AppealRow> {
  const post = await appealable(db, authorId, input.kind, input.id);
  // The unique index decides between two appeals sent at once: one row, one 409.
  const [row] = await db
    .insert(appeals)
    .values({ kind: input.kind, postId: input.id, questionId: post.questionId, authorId, decision: post.decision, closedReason: post.closedReason, message: input.message })
    .onConflictDoNothing()
    .returning();
  if (!row) throw conflict("You have already appealed this decision");
  return row;
}

/** One appeal, locked for the deciding transaction; null when there is none. */
export async function lockAppeal(tx: Db, id: number): Promise<AppealRow | null> {
  const [row] = await tx.select().from(appeals).where(eq(appeals.id, id)).for("update");
  return row ?? null;
}

/** Records staff's outcome; null when someone decided it first. */
export async function recordAppealOutcome(tx: Db, id: number, outcome: "upheld" | "overturned", note: string, staffId: string): Promise<AppealRow | null> {
  const [row] = await tx
    .update(appeals)
    .set({ status: outcome, note, decidedById: staffId, decidedAt: new Date() })
    .where(and(eq(appeals.id, id), eq(appeals.status, "pending")))
    .returning();
  return row ?? null;
}

/** A removed post's kept copy, for what staff read of it. */
const removedCopy = (column: "title" | "content") =>
  sql.raw(`(select ${column === "title" ? "title" : "left(regexp_replace(content, '<[^>]*>', ' ', 'g'), 200)"} from removed_posts r where r.kind = "appeals"."kind" and r.post_id = "appeals"."post_id")`);

/** The post's text as it is now (a title for a question), or as it was when staff removed it, cut for the list; null once it is gone. */
const excerptOf = sql<string | null>`coalesce(case ${appeals.kind}
  when 'question' then (select left(${questions.title}, 200) from ${questions} where ${questions.id} = ${appeals.postId})
  when 'answer' then (select left(regexp_replace(${answers.content}, '<[^>]*>', ' ', 'g'), 200) from ${answers} where ${answers.id} = ${appeals.postId})
  else (select left(regexp_replace(${comments.content}, '<[^>]*>', ' ', 'g'), 200) from ${comments} where ${comments.id} = ${appeals.postId}) end,
  case ${appeals.kind} when 'question' then ${removedCopy("title")} else ${removedCopy("content")} end)`;

/** Appeals with what staff read beside each: the question's title, the post's start, the author. */
const appealRows = (db: Db) =>
  db
    .select({
      appeal: appeals,
      questionTitle: sql<string | null>`coalesce((select ${questions.title} from ${questions} where ${questions.id} = ${appeals.questionId}), (select r.title from removed_posts r where r.kind = 'question' and r.post_id = ${appeals.questionId}))`,
      excerpt: excerptOf,
      author: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
    })
    .from(appeals)
    .innerJoin(users, eq(users.id, appeals.authorId));

/** Appeals for staff (GET /api/admin/appeals): pending oldest first (first come, first served), decided newest first. */
export async function listAppeals(db: Db, options: { status: "pending" | "decided"; cursor?: string; limit: number }): Promise<Page<Appeal>> {
  const pending = options.status === "pending";
  const rows = await appealRows(db)
    .where(and(pending ? eq(appeals.status, "pending") : ne(appeals.status, "pending"), afterDateCursor(appeals.createdAt, appeals.id, options.cursor, pending ? "asc" : "desc")))
    .orderBy(...(pending ? [asc(appeals.createdAt), asc(appeals.id)] : [desc(appeals.createdAt), desc(appeals.id)]))
    .limit(options.limit + 1);
  const page = pageOf(rows, options.limit, (last) => dateKeyset.encode(last.appeal.createdAt, last.appeal.id));
  return { ...page, items: page.items.map((row) => presentAppeal(row.appeal, row)) };
}

/** One appeal as staff see it; null when there is none. */
export async function findAppeal(db: Db, id: number): Promise<Appeal | null> {
  const [row] = await appealRows(db).where(eq(appeals.id, id)).limit(1);
  return row ? presentAppeal(row.appeal, row) : null;
}

/** An appeal as the API sends it. */
export function presentAppeal(
  row: AppealRow,
  extra: { questionTitle: string | null; excerpt: string | null; author: { id: string; firstName: string | null; lastName: string | null; email: string | null } },
): Appeal {
  return {
    id: row.id,
    kind: row.kind,
    postId: row.postId,
    questionId: row.questionId,
    questionTitle: extra.questionTitle,
    excerpt: extra.excerpt?.replace(/\s+/g, " ").trim() ?? null,
    decision: row.decision,
    closedReason: row.closedReason,
    message: row.message,
    status: row.status,
    note: row.note,
    author: { id: extra.author.id, name: displayName(extra.author) },
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

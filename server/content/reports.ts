import { and, asc, count, desc, eq, inArray, lt, or, sql } from "drizzle-orm";
import type { AdminReport } from "@shared/admin";
import type { Page } from "@shared/questions";
import type { ReportReason, ReportTargetType } from "@shared/reports";
import { displayName } from "@shared/users";
import type { Db } from "../db/client";
import { reports } from "../db/schema/admin";
import { answers, comments, questions } from "../db/schema/content";
import { users } from "../db/schema/users";
import { htmlToPlainText } from "../html";
import { dateKeyset, key, keyAfter, keyset, pageOf } from "../lib/keyset";
import { presentReport, type ReportData } from "./report.presenter";

// Reports are filed by members (reports/), by auto-moderation holding a post (moderation/),
// and worked through in admin's queue (admin/): this module owns the reports table for all three.

/** Open reports page by (priority desc, createdAt asc, id asc); priorities are 1..3. */
const openKeyset = keyset(key.int(1, 3), key.date, key.id);

/** A stored report. */
export type ReportRow = typeof reports.$inferSelect;

/**
 * How serious each reason is: harassment hurts people (high); spam, misinformation and
 * inappropriate posts harm the site (medium); a post held by auto-moderation waits for a
 * look (medium); anything else starts low.
 */
const REASON_WEIGHT: Record<ReportReason, 1 | 2 | 3> = {
  harassment: 3,
  spam: 2,
  misinformation: 2,
  inappropriate: 2,
  blocked_words: 2,
  other: 1,
};

/**
 * A target's priority from its open reports: the weight of the most serious reason, raised
 * one step by a second report and to high by a third (several people saw the same problem).
 */
export function reportPriority(reasons: ReportReason[], reportCount: number): 1 | 2 | 3 {
  const weight = Math.max(1, ...reasons.map((reason) => REASON_WEIGHT[reason]));
  if (reportCount >= 3) return 3;
  return Math.min(3, weight + (reportCount >= 2 ? 1 : 0)) as 1 | 2 | 3;
}

const onTarget = (targetType: ReportTargetType, targetId: string) =>
  and(eq(reports.targetType, targetType), eq(reports.targetId, targetId), eq(reports.status, "open"));

/**
 * Files a report and, in the same transaction, sets the priority of every open report on
 * the target from their reasons and number. Returns null when the member already has an
 * open report there (the unique index decides under concurrency too).
 */
export async function createReport(
  db: Db,
  input: { targetType: ReportTargetType; targetId: string; reporterId: string | null; reason: ReportReason; details?: string | null },
): Promise<ReportRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(reports)
      .values({ ...input, details: input.details || null })
      .onConflictDoNothing()
      .returning();
    if (!row) return null;
    const open = await tx.select({ reason: reports.reason }).from(reports).where(onTarget(input.targetType, input.targetId));
    const priority = reportPriority(
      open.map((report) => report.reason),
      open.length,
    );
    await tx.update(reports).set({ priority }).where(onTarget(input.targetType, input.targetId));
    return { ...row, priority };
  });
}

/** One report, or null. */
export async function findReport(db: Db, id: number): Promise<ReportRow | null> {
  const [row] = await db.select().from(reports).where(eq(reports.id, id)).limit(1);
  return row ?? null;
}

/** How many reports are open (the reports queue's count on the review page). */
export async function countOpenReports(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(reports).where(eq(reports.status, "open"));
  return Number(row?.n ?? 0);
}

/** Resolves every open report on the target with the action taken; returns how many. */
export async function resolveOpenReports(
  db: Db,
  targetType: ReportTargetType,
  targetId: string,
  resolution: "approve" | "remove",
  resolvedById: string,
): Promise<number> {
  const rows = await db
    .update(reports)
    .set({ status: "resolved", resolution, resolvedById, resolvedAt: new Date() })
    .where(onTarget(targetType, targetId))
    .returning({ id: reports.id });
  return rows.length;
}

/** Where a comment shows: under its answer, or under the question for the question's own. */
export const commentUrl = (comment: { questionId: number; answerId: number | null }) =>
  `/questions/${comment.questionId}#${comment.answerId === null ? "question-comments" : `answer-${comment.answerId}`}`;

/** The excerpt, author and place of each reported target, in one query per kind. */
async function describeTargets(db: Db, rows: ReportRow[]): Promise<Map<string, AdminReport["content"]>> {
  const idsOf = (type: ReportTargetType) => [...new Set(rows.filter((row) => row.targetType === type).map((row) => row.targetId))];
  const numeric = (ids: string[]) => ids.map(Number).filter((id) => Number.isInteger(id) && id > 0 && id <= 2_147_483_647);
  const uuids = (ids: string[]) => ids.filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  const authorName = { firstName: users.firstName, lastName: users.lastName, email: users.email, status: users.status };
  const [questionRows, answerRows, commentRows, userRows] = await Promise.all([
    numeric(idsOf("question")).length
      ? db
          .select({ id: questions.id, title: questions.title, status: questions.status, author: authorName })
          .from(questions)
          .leftJoin(users, eq(users.id, questions.authorId))
          .where(inArray(questions.id, numeric(idsOf("question"))))
      : [],
    numeric(idsOf("answer")).length
      ? db
          .select({ id: answers.id, content: answers.content, questionId: answers.questionId, status: answers.status, author: authorName })
          .from(answers)
          .leftJoin(users, eq(users.id, answers.authorId))
          .where(inArray(answers.id, numeric(idsOf("answer"))))
      : [],
    numeric(idsOf("comment")).length
      ? db
          .select({
            id: comments.id,
            content: comments.content,
            answerId: comments.answerId,
            questionId: comments.questionId,
            status: comments.status,
            author: authorName,
          })
          .from(comments)
          .leftJoin(users, eq(users.id, comments.authorId))
          .where(inArray(comments.id, numeric(idsOf("comment"))))
      : [],
    uuids(idsOf("user")).length
      ? db
          .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, status: users.status })
          .from(users)
          .where(inArray(users.id, uuids(idsOf("user"))))
      : [],
  ]);
  type Author = { firstName: string | null; lastName: string | null; email: string | null; status: string } | null;
  const nameOf = (author: Author) => (author && author.status !== "deleted" ? displayName(author) : null);
  const excerpt = (html: string) => {
    const text = htmlToPlainText(html);
    return text.length > 200 ? `${text.slice(0, 200).trimEnd()}...` : text;
  };
  const described = new Map<string, AdminReport["content"]>();
  for (const row of questionRows) {
    described.set(`question:${row.id}`, { excerpt: row.title, author: nameOf(row.author), url: `/questions/${row.id}`, held: row.status === "held" });
  }
  for (const row of answerRows) {
    described.set(`answer:${row.id}`, {
      excerpt: excerpt(row.content),
      author: nameOf(row.author),
      url: `/questions/${row.questionId}#answer-${row.id}`,
      held: row.status === "held",
    });
  }
  for (const row of commentRows) {
    described.set(`comment:${row.id}`, {
      excerpt: excerpt(row.content),
      author: nameOf(row.author),
      url: commentUrl(row),
      held: row.status === "held",
    });
  }
  for (const row of userRows) {
    if (row.status === "deleted") continue;
    described.set(`user:${row.id}`, { excerpt: displayName(row), author: null, url: `/profile/${row.id}`, held: false });
  }
  return described;
}

/**
 * The moderation queue: open reports by priority (high first), oldest first within a
 * priority; or resolved ones, most recently resolved first. Keyset pages either way.
 */
export async function listReports(
  db: Db,
  options: { status: "open" | "resolved"; cursor?: string; limit: number },
): Promise<Page<AdminReport>> {
  let rows: ReportRow[];
  if (options.status === "open") {
    let after;
    if (options.cursor) {
      const [priority, at, id] = openKeyset.decode(options.cursor);
      after = or(lt(reports.priority, priority), and(eq(reports.priority, priority), keyAfter([reports.createdAt, reports.id], [at, id], "asc")));
    }
    rows = await db
      .select()
      .from(reports)
      .where(and(eq(reports.status, "open"), after))
      .orderBy(desc(reports.priority), asc(reports.createdAt), asc(reports.id))
      .limit(options.limit + 1);
  } else {
    let after;
    if (options.cursor) {
      after = keyAfter([reports.resolvedAt, reports.id], dateKeyset.decode(options.cursor));
    }
    rows = await db
      .select()
      .from(reports)
      .where(and(eq(reports.status, "resolved"), after))
      .orderBy(desc(reports.resolvedAt), desc(reports.id))
      .limit(options.limit + 1);
  }
  const page = pageOf(rows, options.limit, (last) =>
    options.status === "open" ? openKeyset.encode(last.priority, last.createdAt, last.id) : dateKeyset.encode(last.resolvedAt!, last.id),
  );
  const data = await loadReportData(db, page.items);
  return { items: page.items.map((row) => presentReport(row, data)), nextCursor: page.nextCursor };
}

/** What reports show beyond their rows: their targets, reporters, resolvers and open-report counts, in a fixed few queries. */
export async function loadReportData(db: Db, rows: ReportRow[]): Promise<ReportData> {
  if (!rows.length) return { targets: new Map(), people: new Map(), openCounts: new Map() };
  const people = [...new Set(rows.flatMap((row) => [row.reporterId, row.resolvedById]).filter((id): id is string => id !== null))];
  const targets = [...new Set(rows.map((row) => `${row.targetType}:${row.targetId}`))];
  const [described, names, counts] = await Promise.all([
    describeTargets(db, rows),
    people.length
      ? db
          .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, username: users.username })
          .from(users)
          .where(inArray(users.id, people))
      : [],
    db
      .select({ key: sql<string>`${reports.targetType} || ':' || ${reports.targetId}`, n: count() })
      .from(reports)
      .where(and(eq(reports.status, "open"), inArray(sql`${reports.targetType} || ':' || ${reports.targetId}`, targets)))
      .groupBy(reports.targetType, reports.targetId),
  ]);
  return {
    targets: described,
    people: new Map(names.map((row) => [row.id, row])),
    openCounts: new Map(counts.map((row) => [row.key, Number(row.n)])),
  };
}

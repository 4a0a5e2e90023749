import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { and, desc, eq, gte, inArray, isNotNull, lt, ne, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { questionTopics, questions, topicFollows } from "../db/schema/content";
import { conversationMembers, messages, notifications } from "../db/schema/messaging";
import { serverSecrets } from "../db/schema/jobs";
import { users } from "../db/schema/users";
import { EVERYONE, isPublicNow, visibleQuestions } from "../policy/visibility";
import type { JobQueue } from "../jobs/queue";
import type { Mailer } from "./mail";
import { composeMail } from "./templates";
import { mailLocale, mailText, type MailMessageId } from "../i18n/mail";
import { closeReasons, type CloseReason } from "@shared/close-reasons";
import type { Locale } from "@shared/locales";

// Mail members asked for in their settings: notification mail (emailNotifications), batched so
// one burst gives one mail, and the weekly digest (weeklyDigest). Each carries a one-click
// unsubscribe (RFC 8058) for its own kind. Links are built from the configured origin.

export type MailKind = "notifications" | "digest";
const KIND_CODES: Record<MailKind, string> = { notifications: "n", digest: "d" };
const KIND_COLUMNS = { notifications: "emailNotifications", digest: "weeklyDigest" } as const;

export const NOTIFICATION_MAIL_JOB = "mail.notifications";
export const DIGEST_JOB = "mail.digest";
export const DIGEST_MEMBER_JOB = "mail.digest-member";
/** Questions in one digest at most. */
export const DIGEST_SIZE = 5;
const WEEK_MS = 7 * 86_400_000;
/** The digest goes out on Mondays at this hour (UTC). */
const DIGEST_HOUR_UTC = 8;

/** The first digest time (Monday 08:00 UTC) strictly after `now`; each covers the 7 days before it. */
export function nextDigestRun(now: Date): Date {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), DIGEST_HOUR_UTC));
  const untilMonday = (8 - day.getUTCDay()) % 7;
  day.setUTCDate(day.getUTCDate() + untilMonday);
  if (day.getTime() <= now.getTime()) day.setUTCDate(day.getUTCDate() + 7);
  return day;
}

/** The week a digest sent at `runAt` covers: [runAt - 7 days, runAt). */
export function digestWeek(runAt: Date): { from: Date; to: Date } {
  return { from: new Date(runAt.getTime() - WEEK_MS), to: runAt };
}

const isCloseReason = (value: string | null): value is CloseReason => (closeReasons as readonly string[]).includes(value ?? "");
/** How a close reason reads in a mail. */
const CLOSE_REASON_MAIL: Record<CloseReason, MailMessageId> = {
  duplicate: "notify.closeReason.duplicate",
  "off-topic": "notify.closeReason.off-topic",
  "needs-details": "notify.closeReason.needs-details",
  "opinion-based": "notify.closeReason.opinion-based",
};

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export interface MemberMail {
  /** New notifications for these members (answers to their questions, comments on their posts): a batch mail is scheduled. */
  notified(userIds: string[]): Promise<void>;
  /** A message reached this member: mailed (batched) when they are not online. */
  messageReceived(userId: string): Promise<void>;
  /** Makes sure the next weekly digest job exists (at start; idempotent across processes). */
  scheduleDigest(now?: Date): Promise<void>;
  unsubscribeToken(userId: string, kind: MailKind): Promise<string>;
  /** The member and kind a token is for, or null when it is not one of ours. */
  readToken(token: string): Promise<{ userId: string; kind: MailKind } | null>;
  unsubscribe(userId: string, kind: MailKind): Promise<void>;
}

export function createMemberMail({
  db,
  jobs,
  mailer,
  events,
  siteName,
  origin,
  batchSeconds,
}: {
  db: Db;
  jobs: JobQueue;
  mailer: Mailer;
  /** Who has a live stream open (the event bus): they see notifications arrive, so no mail. */
  events: { isOnline(userId: string): boolean };
  siteName: () => Promise<string>;
  origin: string;
  batchSeconds: number;
}): MemberMail {
  let key: Buffer | null = null;
  const secret = async () => {
    if (key) return key;
    await db.insert(serverSecrets).values({ name: "unsubscribe", value: randomBytes(32).toString("base64url") }).onConflictDoNothing();
    const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, "unsubscribe")).limit(1);
    key = Buffer.from(row!.value);
    return key;
  };
  const sign = async (body: string) => createHmac("sha256", await secret()).update(body).digest("base64url");

  const unsubscribeToken = async (userId: string, kind: MailKind) => {
    const body = `${userId}.${KIND_CODES[kind]}`;
    return `${body}.${await sign(body)}`;
  };

  /** The List-Unsubscribe headers and the footer link of a mail of this kind. */
  const unsubscribeParts = async (userId: string, kind: MailKind, locale: Locale) => {
    const url = `${origin}/api/unsubscribe?token=${await unsubscribeToken(userId, kind)}`;
    return {
      headers: { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
      unsubscribe: { label: mailText(locale, kind === "digest" ? "digest.unsubscribe" : "notify.unsubscribe"), url },
    };
  };

  /** A batch job per member who wants notification mail, at the first notification plus the batch window. */
  const scheduleBatch = async (userIds: string[]) => {
    const ids = [...new Set(userIds)];
    if (!ids.length) return;
    const wanting = await db
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, ids), eq(users.emailNotifications, true), eq(users.status, "active"), isNotNull(users.email)));
    const since = new Date().toISOString();
    const runAt = new Date(Date.now() + batchSeconds * 1000);
    // A pending batch already covers a member: one burst, one mail.
    await jobs.enqueueMany(
      NOTIFICATION_MAIL_JOB,
      wanting.map(({ id }) => ({ payload: { userId: id, since }, options: { runAt, singletonKey: `notify:${id}`, maxAttempts: 5 } })),
    );
  };

  jobs.register(NOTIFICATION_MAIL_JOB, async (payload) => {
    const userId = String(payload.userId);
    // A moment of slack: the notification that scheduled the job was written just before it.
    const since = new Date(new Date(String(payload.since)).getTime() - 5_000);
    const [member] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!member?.email || !member.emailNotifications || member.status !== "active") return;
    const locale = mailLocale(member.locale);
    // Only what the member has not seen on the site meanwhile.
    const unread = await db
      .select({ type: notifications.type, questionId: notifications.questionId, answerId: notifications.answerId, commentId: notifications.commentId, subject: notifications.subject, actorFirst: users.firstName, actorLast: users.lastName, title: questions.title })
      .from(notifications)
      .leftJoin(users, eq(users.id, notifications.actorId))
      .leftJoin(questions, eq(questions.id, notifications.questionId))
      .where(and(eq(notifications.userId, userId), inArray(notifications.type, ["answer", "comment", "question_closed"]), sql`${notifications.readAt} is null`, gte(notifications.createdAt, since)))
      .orderBy(notifications.id)
      .limit(50);
    const items: { title: string; url: string }[] = [];
    for (const row of unread) {
      // Members voted the member's question closed (issue 25): why, and how it can reopen.
      if (row.type === "question_closed") {
        if (!row.questionId || !isCloseReason(row.subject) || !(await isPublicNow(db, { kind: "question", id: row.questionId }))) continue;
        const reason = mailText(locale, CLOSE_REASON_MAIL[row.subject]);
        items.push({ title: mailText(locale, "notify.closed", { title: row.title ?? "", reason }), url: `${origin}/questions/${row.questionId}` });
        continue;
      }
      const about = row.type === "comment" && row.commentId ? { kind: "comment" as const, id: row.commentId } : row.answerId ? { kind: "answer" as const, id: row.answerId } : null;
      if (!about || !row.questionId || !(await isPublicNow(db, about))) continue;
      const actor = [row.actorFirst, row.actorLast].filter(Boolean).join(" ") || mailText(locale, "notify.someone");
      // A comment without an answer is on the question itself (decision 025).
      const what = row.type === "answer" ? "notify.answered" : row.answerId === null ? "notify.commentedQuestion" : "notify.commentedAnswer";
      const anchor = row.type === "comment" && row.answerId === null ? "#question-comments" : "";
      items.push({ title: mailText(locale, what, { actor, title: row.title ?? "" }), url: `${origin}/questions/${row.questionId}${anchor}` });
    }
    const [messageCount] = rowsOf<{ count: number }>(
      await db.execute(sql`
        select count(*)::int as count from ${messages} m
        join ${conversationMembers} cm on cm.conversation_id = m.conversation_id and cm.user_id = ${userId}
        where m.sender_id is distinct from ${userId}::uuid and m.id > cm.last_read_message_id and m.created_at >= ${since.toISOString()}::timestamptz`),
    );
    const unreadMessages = Number(messageCount?.count ?? 0);
    if (unreadMessages > 0) items.push({ title: mailText(locale, "notify.messages", { count: unreadMessages }), url: `${origin}/messages` });
    if (!items.length) return;
    const name = await siteName();
    const parts = await unsubscribeParts(userId, "notifications", locale);
    await mailer.send(
      composeMail({
        to: member.email,
        locale,
        subject: items.length === 1 ? mailText(locale, "notify.subjectOne", { site: name, item: items[0]!.title }) : mailText(locale, "notify.subjectMany", { site: name, count: items.length }),
        siteName: name,
        greeting: mailText(locale, "greeting", { name: member.firstName ?? "" }),
        paragraphs: [mailText(locale, "notify.intro")],
        items,
        footer: [mailText(locale, "notify.footer", { site: name })],
        ...parts,
      }),
    );
  });

  jobs.register(DIGEST_JOB, async (payload) => {
    const runAt = new Date(String(payload.runAt));
    // One job per member, each tried on its own; the key keeps a retried fan-out from doubling them.
    await db.execute(sql`
      insert into jobs (name, payload, run_at, singleton_key, max_attempts)
      select ${DIGEST_MEMBER_JOB}, jsonb_build_object('userId', u.id, 'runAt', ${runAt.toISOString()}::text), now(), 'digest:' || ${runAt.toISOString()}::text || ':' || u.id, 5
      from ${users} u
      where u.weekly_digest and u.status = 'active' and u.email is not null
        and exists (select 1 from ${topicFollows} tf where tf.user_id = u.id)
      on conflict (singleton_key) where status = 'pending' do nothing`);
    await jobs.enqueue(DIGEST_JOB, { runAt: nextDigestRun(runAt).toISOString() }, { runAt: nextDigestRun(runAt), singletonKey: `digest:${nextDigestRun(runAt).toISOString()}` });
  });

  jobs.register(DIGEST_MEMBER_JOB, async (payload) => {
    const userId = String(payload.userId);
    const { from, to } = digestWeek(new Date(String(payload.runAt)));
    const [member] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!member?.email || !member.weeklyDigest || member.status !== "active") return;
    const locale = mailLocale(member.locale);
    const best = await db
      .select({ id: questions.id, title: questions.title, upvotes: questions.upvoteCount, downvotes: questions.downvoteCount, answers: questions.answerCount })
      .from(questions)
      .where(
        and(
          visibleQuestions(EVERYONE),
          gte(questions.createdAt, from),
          lt(questions.createdAt, to),
          sql`${questions.authorId} is distinct from ${userId}::uuid`,
          sql`exists (select 1 from ${questionTopics} qt join ${topicFollows} tf on tf.topic_id = qt.topic_id where qt.question_id = ${questions.id} and tf.user_id = ${userId}::uuid)`,
        ),
      )
      .orderBy(desc(sql`${questions.upvoteCount} - ${questions.downvoteCount}`), desc(questions.answerCount), desc(questions.id))
      .limit(DIGEST_SIZE);
    if (!best.length) return;
    const name = await siteName();
    const parts = await unsubscribeParts(userId, "digest", locale);
    await mailer.send(
      composeMail({
        to: member.email,
        locale,
        subject: mailText(locale, "digest.subject", { site: name }),
        siteName: name,
        greeting: mailText(locale, "greeting", { name: member.firstName ?? "" }),
        paragraphs: [mailText(locale, "digest.intro")],
        items: best.map((question) => ({
          title: question.title,
          detail: mailText(locale, "digest.detail", { votes: question.upvotes - question.downvotes, answers: question.answers }),
          url: `${origin}/questions/${question.id}`,
        })),
        footer: [mailText(locale, "digest.footer", { site: name })],
        ...parts,
      }),
    );
  });

  return {
    notified: scheduleBatch,
    async messageReceived(userId) {
      if (!events.isOnline(userId)) await scheduleBatch([userId]);
    },
    async scheduleDigest(now = new Date()) {
      const runAt = nextDigestRun(now);
      await jobs.enqueue(DIGEST_JOB, { runAt: runAt.toISOString() }, { runAt, singletonKey: `digest:${runAt.toISOString()}` });
    },
    unsubscribeToken,
    async readToken(token) {
      const match = /^([0-9a-f-]{36})\.([nd])\.([\w-]{43})$/.exec(token);
      if (!match) return null;
      const expected = Buffer.from(await sign(`${match[1]}.${match[2]}`));
      const given = Buffer.from(match[3]!);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      return { userId: match[1]!, kind: match[2] === "n" ? "notifications" : "digest" };
    },
    async unsubscribe(userId, kind) {
      await db
        .update(users)
        .set({ [KIND_COLUMNS[kind]]: false, updatedAt: new Date() })
        .where(and(eq(users.id, userId), ne(users.status, "deleted")));
    },
  };
}

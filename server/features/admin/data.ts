import { stagedQuestions, stagingEvents } from "../../db/schema/staging";
import { appeals, removedPosts } from "../../db/schema/appeals";
import { topicRedirects, topicSynonyms } from "../../db/schema/topic-names";
import { Readable } from "node:stream";
import { count, getTableColumns, ne, notInArray, sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { reputationEvents, userBadges } from "../../db/schema/reputation";
import { questionCloseVotes } from "../../db/schema/close-votes";
import { suggestedEditReviews, suggestedEdits } from "../../db/schema/suggested-edits";
import { reviewTaskReviews, reviewTasks } from "../../db/schema/review";
import { auditLog, contactMessages, emailVerifications, feedback, mailOutbox, reports, siteSettings } from "../../db/schema/admin";
import {
  answers,
  answerVotes,
  comments,
  commentVotes,
  hiddenQuestions,
  questionFollows,
  questions,
  questionClosures,
  questionTopics,
  questionVotes,
  topicFollows,
  topics,
  uploads,
  userFollows,
} from "../../db/schema/content";
import { adCampaigns, languagePreferences, monetizationEnrollments, questionViewDays } from "../../db/schema/creators";
import { bookmarks, drafts } from "../../db/schema/library";
import { answerRevisions, questionRevisions } from "../../db/schema/revisions";
import { conversationMembers, conversations, messages, notifications } from "../../db/schema/messaging";
import { spaceMembers, spaces } from "../../db/schema/spaces";
import { subscriptions } from "../../db/schema/subscriptions";
import { sessions, users } from "../../db/schema/users";

const BATCH = 500;

interface ExportedTable {
  name: string;
  table: PgTable;
  /** The primary key's properties, in order: pages continue after the last row's key. */
  key: string[];
  /** Columns never exported (secrets). */
  omit?: string[];
}

/**
 * What Export Data writes, table by table. Left out on purpose: sessions and email
 * verification tokens (live secrets), the mail outbox (it holds verification links) and
 * the job queue, password reset and email change tokens and the server's own keys, the view and ad-impression de-duplication tables (hashed visitor addresses and click tokens;
 * the counts are on the questions and campaigns), and the sign-in failure and rate-limit
 * counters (addresses, and gone within a window anyway), and the sign-in secrets of
 * features/auth (authenticator secrets, recovery code hashes, passkeys, challenges), and search's
 * vocabulary (derived from titles and topic names).
 * Password hashes and OpenID subjects are omitted from users. NOT_EXPORTED names what is left
 * out, so a test can check that every table of the schema is one or the other.
 */
export const NOT_EXPORTED = ["sessions", "search_terms", "email_verifications", "mail_outbox", "jobs", "password_resets", "email_changes", "server_secrets", "question_views", "ad_impressions", "login_failures", "rate_limit_hits", "totp_secrets", "recovery_codes", "passkeys", "auth_challenges"];

const EXPORTED: ExportedTable[] = [
  { name: "siteSettings", table: siteSettings, key: ["id"] },
  { name: "users", table: users, key: ["id"], omit: ["passwordHash", "oidcSubject"] },
  { name: "topics", table: topics, key: ["id"] },
  // `folded` is generated from the name: the database writes it again on restore.
  { name: "topicSynonyms", table: topicSynonyms, key: ["id"], omit: ["folded"] },
  { name: "topicRedirects", table: topicRedirects, key: ["fromId"] },
  { name: "topicFollows", table: topicFollows, key: ["userId", "topicId"] },
  { name: "questions", table: questions, key: ["id"] },
  { name: "questionTopics", table: questionTopics, key: ["questionId", "topicId"] },
  { name: "questionClosures", table: questionClosures, key: ["id"] },
  { name: "answers", table: answers, key: ["id"] },
  { name: "questionRevisions", table: questionRevisions, key: ["id"] },
  { name: "answerRevisions", table: answerRevisions, key: ["id"] },
  { name: "comments", table: comments, key: ["id"] },
  { name: "questionVotes", table: questionVotes, key: ["userId", "questionId"] },
  { name: "answerVotes", table: answerVotes, key: ["userId", "answerId"] },
  { name: "commentVotes", table: commentVotes, key: ["userId", "commentId"] },
  { name: "userFollows", table: userFollows, key: ["followerId", "followeeId"] },
  { name: "questionFollows", table: questionFollows, key: ["userId", "questionId"] },
  { name: "hiddenQuestions", table: hiddenQuestions, key: ["userId", "questionId"] },
  { name: "reports", table: reports, key: ["id"] },
  { name: "auditLog", table: auditLog, key: ["id"] },
  { name: "appeals", table: appeals, key: ["id"] },
  { name: "removedPosts", table: removedPosts, key: ["id"] },
  { name: "contactMessages", table: contactMessages, key: ["id"] },
  { name: "feedback", table: feedback, key: ["id"] },
  { name: "uploads", table: uploads, key: ["id"] },
  { name: "spaces", table: spaces, key: ["id"] },
  { name: "spaceMembers", table: spaceMembers, key: ["userId", "spaceId"] },
  { name: "subscriptions", table: subscriptions, key: ["userId"] },
  { name: "bookmarks", table: bookmarks, key: ["id"] },
  { name: "drafts", table: drafts, key: ["id"] },
  { name: "conversations", table: conversations, key: ["id"] },
  { name: "conversationMembers", table: conversationMembers, key: ["conversationId", "userId"] },
  { name: "messages", table: messages, key: ["id"] },
  { name: "notifications", table: notifications, key: ["id"] },
  { name: "questionViewDays", table: questionViewDays, key: ["questionId", "day"] },
  { name: "adCampaigns", table: adCampaigns, key: ["id"] },
  { name: "monetizationEnrollments", table: monetizationEnrollments, key: ["userId", "stream"] },
  { name: "languagePreferences", table: languagePreferences, key: ["userId"] },
  { name: "reputationEvents", table: reputationEvents, key: ["id"] },
  { name: "userBadges", table: userBadges, key: ["id"] },
  { name: "questionCloseVotes", table: questionCloseVotes, key: ["id"] },
  { name: "suggestedEdits", table: suggestedEdits, key: ["id"] },
  { name: "suggestedEditReviews", table: suggestedEditReviews, key: ["suggestedEditId", "reviewerId"] },
  { name: "reviewTasks", table: reviewTasks, key: ["id"] },
  { name: "reviewTaskReviews", table: reviewTaskReviews, key: ["taskId", "reviewerId"] },
  { name: "stagedQuestions", table: stagedQuestions, key: ["questionId"] },
  { name: "stagingEvents", table: stagingEvents, key: ["id"] },
];

/** The database names of the exported tables (for the completeness test). */
export const EXPORTED_TABLES = EXPORTED.map((spec) => spec.table);

/** One page of a table in primary-key order, after the given key (keyset, never OFFSET). */
async function readPage(db: Db, spec: ExportedTable, after: unknown[] | null) {
  const columns = getTableColumns(spec.table);
  const keyColumns = spec.key.map((name) => columns[name]!);
  const keyList = sql.join(keyColumns.map((column) => sql`${column}`), sql`, `);
  const where: SQL | undefined = after ? sql`(${keyList}) > (${sql.join(after.map((value) => sql`${value}`), sql`, `)})` : undefined;
  return (await db
    .select()
    .from(spec.table)
    .where(where)
    .orderBy(...keyColumns)
    .limit(BATCH)) as Record<string, unknown>[];
}

const exportValue = (value: unknown) => (Buffer.isBuffer(value) ? value.toString("base64") : value);

/**
 * Export Data: every table above as one JSON document, streamed a page at a time so memory
 * stays flat however big the site is.
 */
export function exportData(db: Db, note?: string): Readable {
  async function* generate() {
    yield `{"format":"ponder-export","version":1,"exportedAt":${JSON.stringify(new Date().toISOString())}`;
    if (note) yield `,"note":${JSON.stringify(note)}`;
    yield `,"tables":{`;
    for (const [index, spec] of EXPORTED.entries()) {
      yield `${index ? "," : ""}${JSON.stringify(spec.name)}:[`;
      let after: unknown[] | null = null;
      let first = true;
      for (;;) {
        const rows = await readPage(db, spec, after);
        for (const row of rows) {
          const out: Record<string, unknown> = {};
          for (const [column, value] of Object.entries(row)) if (!spec.omit?.includes(column)) out[column] = exportValue(value);
          yield `${first ? "" : ","}${JSON.stringify(out)}`;
          first = false;
        }
        if (rows.length < BATCH) break;
        const last = rows.at(-1)!;
        after = spec.key.map((name) => last[name]);
      }
      yield "]";
    }
    yield "}}";
  }
  return Readable.from(generate());
}

/**
 * Reset Site: deletes all content and every member but the admin who asked, in one
 * transaction. Topics stay (with their counters set to what is left), as do the settings,
 * the branding images and the audit log, so the site keeps working and the reset itself
 * stays on record. Returns what was deleted.
 */
export async function resetSite(db: Db, keepUserId: string): Promise<Record<string, number>> {
  return db.transaction(async (tx) => {
    const [settings] = await tx.select({ logo: siteSettings.logoUploadId, favicon: siteSettings.faviconUploadId }).from(siteSettings);
    const keepUploads = [settings?.logo, settings?.favicon].filter((id): id is string => Boolean(id));
    const number = async (table: PgTable, where?: SQL) => Number((await tx.select({ n: count() }).from(table).where(where))[0]!.n);
    const deleted = {
      users: await number(users, ne(users.id, keepUserId)),
      questions: await number(questions),
      answers: await number(answers),
      comments: await number(comments),
      reports: await number(reports),
      contactMessages: await number(contactMessages),
      feedback: await number(feedback),
      uploads: await number(uploads, keepUploads.length ? notInArray(uploads.id, keepUploads) : undefined),
      spaces: await number(spaces),
      messages: await number(messages),
      adCampaigns: await number(adCampaigns),
    };
    // Questions take their answers, comments, votes, topics links and follows with them.
    await tx.delete(comments);
    await tx.delete(answers);
    await tx.delete(questions);
    // Spaces take their memberships; members take their subscriptions (on delete cascade).
    await tx.delete(spaces);
    // Everyone's messages, notifications, drafts, bookmarks and ads go, the admin's included:
    // they would point at people and content that no longer exist.
    await tx.delete(conversations);
    await tx.delete(notifications);
    await tx.delete(drafts);
    await tx.delete(bookmarks);
    await tx.delete(adCampaigns);
    await tx.delete(reports);
    await tx.delete(contactMessages);
    await tx.delete(feedback);
    await tx.delete(mailOutbox);
    await tx.delete(emailVerifications);
    await tx.delete(uploads).where(keepUploads.length ? notInArray(uploads.id, keepUploads) : undefined);
    // Members take their sessions, follows and votes with them.
    await tx.delete(sessions).where(ne(sessions.userId, keepUserId));
    await tx.delete(users).where(ne(users.id, keepUserId));
    await tx.update(topics).set({
      questionCount: 0,
      followerCount: sql`(select count(*) from ${topicFollows} where ${topicFollows.topicId} = ${topics.id})::int`,
    });
    return deleted;
  });
}

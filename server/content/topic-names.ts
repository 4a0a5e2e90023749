import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import { MAX_DB_ID } from "@shared/ids";
import { LIMITS } from "@shared/limits";
import type { Db } from "../db/client";
import { drafts } from "../db/schema/library";
import { questionRevisions } from "../db/schema/revisions";
import { questionTopics, topicFollows, topics } from "../db/schema/content";
import { suggestedEdits } from "../db/schema/suggested-edits";
import { topicRedirects, topicSynonyms } from "../db/schema/topic-names";
import { badRequest, conflict, notFound } from "../errors";
import { findTopic, topicColumns } from "./topics";

// Topic names (issue 25, point 5): a topic's name and its synonyms are one namespace, compared
// folded (case and accents away: "Café" is "cafe"); a merged topic's id answers with the topic
// it became. This module owns those rules; the routes, search and the suggestions read them here.

/** Every name and synonym change takes this lock first, so two writers never both find a name free. */
const NAMES_LOCK = sql`select pg_advisory_xact_lock(hashtext('ponder:topic-names'))`;

/** A topic's synonyms as written, alphabetically. */
export async function listTopicSynonyms(db: Db, topicId: number): Promise<string[]> {
  const rows = await db.select({ name: topicSynonyms.name }).from(topicSynonyms).where(eq(topicSynonyms.topicId, topicId)).orderBy(asc(topicSynonyms.folded));
  return rows.map((row) => row.name);
}

/** Every topic with its synonyms (GET /api/topics: the composer's topic search reads both), most followed first. */
export function listTopicsWithSynonyms(db: Db, limit = 500) {
  return db
    .select({
      ...topicColumns,
      // Written out with its table's name: in a one-table select, drizzle leaves columns unqualified.
      synonyms: sql<string[]>`coalesce((select array_agg(s.name order by s.folded) from topic_synonyms s where s.topic_id = "topics"."id"), '{}')`,
    })
    .from(topics)
    .orderBy(desc(topics.followerCount), asc(topics.name))
    .limit(limit);
}

/** One topic with its synonyms, or null. */
export async function findTopicDetail(db: Db, id: number) {
  const topic = await findTopic(db, id);
  return topic ? { ...topic, synonyms: await listTopicSynonyms(db, id) } : null;
}

/** The topic a merged topic's id became, or null when the id was never merged. */
export async function topicRedirect(db: Db, fromId: number): Promise<number | null> {
  const [row] = await db.select({ toId: topicRedirects.toId }).from(topicRedirects).where(eq(topicRedirects.fromId, fromId)).limit(1);
  return row?.toId ?? null;
}

/** The page a merged topic's page moved to (`/topics/{id}` answers 301 there), or null. */
export async function topicPageMovedTo(db: Db, pathname: string): Promise<string | null> {
  const match = /^\/topics\/([1-9]\d{0,9})\/?$/.exec(pathname);
  if (!match || Number(match[1]) > MAX_DB_ID) return null;
  // The database down: the page is answered as if nothing moved (the cache may still have it).
  const into = await topicRedirect(db, Number(match[1])).catch(() => null);
  return into === null ? null : `/topics/${into}`;
}

/**
 * SQL true for the topic ids named `name`, by name or synonym, folded: search's `[name]`.
 * `topicId` is the column to test (a question_topics row's topic).
 */
export function topicNamed(topicId: SQL | typeof questionTopics.topicId, name: string): SQL {
  return sql`${topicId} in (select t.id from topics t where ponder_fold(t.name) = ponder_fold(${name})
    union all select s.topic_id from topic_synonyms s where s.folded = ponder_fold(${name}))`;
}

/** Which topic (by name or synonym) a name already folds like, under the names lock. */
async function nameTaken(tx: Db, name: string): Promise<{ topicId: number; topicName: string; asSynonym: boolean } | null> {
  const [byName] = await tx.select({ id: topics.id, name: topics.name }).from(topics).where(sql`ponder_fold(${topics.name}) = ponder_fold(${name})`).limit(1);
  if (byName) return { topicId: byName.id, topicName: byName.name, asSynonym: false };
  const [bySynonym] = await tx
    .select({ id: topics.id, name: topics.name })
    .from(topicSynonyms)
    .innerJoin(topics, eq(topics.id, topicSynonyms.topicId))
    .where(sql`${topicSynonyms.folded} = ponder_fold(${name})`)
    .limit(1);
  return bySynonym ? { topicId: bySynonym.id, topicName: bySynonym.name, asSynonym: true } : null;
}

function takenMessage(name: string, taken: { topicName: string; asSynonym: boolean }): string {
  return taken.asSynonym ? `"${name}" is already a synonym of the topic ${taken.topicName}` : `A topic named ${taken.topicName} already exists`;
}

/** A new topic (POST /api/topics): 409 when its name folds like a topic's name or synonym. */
export function createTopic(db: Db, input: { name: string; description: string }) {
  return db.transaction(async (tx) => {
    await tx.execute(NAMES_LOCK);
    const taken = await nameTaken(tx, input.name);
    if (taken) throw conflict(takenMessage(input.name, taken), "name");
    const [row] = await tx
      .insert(topics)
      .values({ name: input.name, description: input.description || null })
      .returning(topicColumns);
    return { ...row!, synonyms: [] as string[] };
  });
}

/** Adds a synonym (POST /api/topics/{id}/synonyms): 409 when the name is taken, 400 past the limit. */
export function addTopicSynonym(db: Db, topicId: number, name: string, createdBy: string | null) {
  return db.transaction(async (tx) => {
    await tx.execute(NAMES_LOCK);
    if (!(await findTopic(tx, topicId))) throw notFound("Topic not found");
    const taken = await nameTaken(tx, name);
    if (taken) throw conflict(taken.topicId === topicId && !taken.asSynonym ? `"${name}" is this topic's own name` : takenMessage(name, taken), "name");
    const [{ n }] = (await tx.select({ n: sql<number>`count(*)::int` }).from(topicSynonyms).where(eq(topicSynonyms.topicId, topicId))) as [{ n: number }];
    if (n >= LIMITS.topicSynonyms) throw badRequest(`A topic has at most ${LIMITS.topicSynonyms} synonyms`, "name");
    await tx.insert(topicSynonyms).values({ topicId, name, createdBy });
    return (await findTopicDetail(tx, topicId))!;
  });
}

/** Removes a synonym, named any way that folds like it (DELETE /api/topics/{id}/synonyms/{name}). */
export async function removeTopicSynonym(db: Db, topicId: number, name: string) {
  if (!(await findTopic(db, topicId))) throw notFound("Topic not found");
  // A path that names no synonym is a 404, as with ids; PostgreSQL text holds no NUL at all.
  if (name.includes("\u0000")) throw notFound(`The topic has no synonym "${name.replaceAll("\u0000", "")}"`);
  const removed = await db
    .delete(topicSynonyms)
    .where(and(eq(topicSynonyms.topicId, topicId), sql`${topicSynonyms.folded} = ponder_fold(${name.normalize("NFC").trim()})`))
    .returning({ id: topicSynonyms.id });
  if (!removed.length) throw notFound(`The topic has no synonym "${name}"`);
  return (await findTopicDetail(db, topicId))!;
}

/** A list of topic ids with one replaced by another, each once, in their order (drafts, suggested edits). */
const replacedIds = (column: typeof drafts.topicIds | typeof suggestedEdits.topicIds | typeof questionRevisions.topicIds, fromId: number, intoId: number) =>
  sql`array(select x from unnest(array_replace(${column}, ${fromId}::int, ${intoId}::int)) with ordinality as u(x, n) group by x order by min(n))`;

/**
 * Merges a topic into another (POST /api/admin/topics/{id}/merge), in one transaction: its
 * questions (and their revisions), followers, synonyms, drafts and pending suggested edits move over, its name stays
 * as a synonym, its id redirects (and whatever redirected to it now redirects further), then it
 * is deleted and the kept topic's counters are counted again.
 */
export function mergeTopics(db: Db, fromId: number, intoId: number) {
  if (fromId === intoId) throw badRequest("A topic cannot be merged into itself", "intoId");
  return db.transaction(async (tx) => {
    await tx.execute(NAMES_LOCK);
    const from = await findTopic(tx, fromId);
    if (!from) throw notFound("Topic not found");
    if (!(await findTopic(tx, intoId))) throw badRequest(`There is no topic #${intoId}`, "intoId");
    const [{ moved }] = (await tx.select({ moved: sql<number>`count(*)::int` }).from(questionTopics).where(eq(questionTopics.topicId, fromId))) as [{ moved: number }];
    await tx.execute(sql`insert into ${questionTopics} (question_id, topic_id)
      select question_id, ${intoId}::int from ${questionTopics} where topic_id = ${fromId} order by question_id on conflict do nothing`);
    await tx.delete(questionTopics).where(eq(questionTopics.topicId, fromId));
    await tx.execute(sql`insert into ${topicFollows} (user_id, topic_id, created_at)
      select user_id, ${intoId}::int, created_at from ${topicFollows} where topic_id = ${fromId} order by user_id on conflict do nothing`);
    await tx.delete(topicFollows).where(eq(topicFollows.topicId, fromId));
    await tx.update(drafts).set({ topicIds: replacedIds(drafts.topicIds, fromId, intoId) }).where(sql`${fromId}::int = any(${drafts.topicIds})`);
    await tx
      .update(suggestedEdits)
      .set({ topicIds: replacedIds(suggestedEdits.topicIds, fromId, intoId) })
      .where(sql`${fromId}::int = any(${suggestedEdits.topicIds})`);
    // A question's history names the topic it became, as its page does (not "a topic deleted since").
    await tx
      .update(questionRevisions)
      .set({ topicIds: replacedIds(questionRevisions.topicIds, fromId, intoId) })
      .where(sql`${fromId}::int = any(${questionRevisions.topicIds})`);
    await tx.update(topicSynonyms).set({ topicId: intoId }).where(eq(topicSynonyms.topicId, fromId));
    await tx.update(topicRedirects).set({ toId: intoId }).where(eq(topicRedirects.toId, fromId));
    await tx.delete(topics).where(eq(topics.id, fromId));
    // The old name now finds the kept topic (it was free of synonyms: names are one namespace).
    await tx.insert(topicSynonyms).values({ topicId: intoId, name: from.name, createdBy: null }).onConflictDoNothing();
    await tx.insert(topicRedirects).values({ fromId, toId: intoId });
    await tx.execute(sql`update ${topics} set
      question_count = (select count(*) from ${questionTopics} where topic_id = ${intoId}),
      follower_count = (select count(*) from ${topicFollows} where topic_id = ${intoId})
      where id = ${intoId}`);
    return { from, into: (await findTopicDetail(tx, intoId))!, questionsMoved: moved };
  });
}

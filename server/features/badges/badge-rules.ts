import { sql, type SQL } from "drizzle-orm";
import {
  COMMENTATOR_COMMENTS,
  ENLIGHTENED_SCORE,
  NECROMANCER_DAYS,
  NECROMANCER_SCORE,
  POST_SCORE_BADGES,
  type BadgeId,
} from "@shared/badges";

// Each badge of shared/badges.ts as one query, as Discourse's badge queries are: it finds the
// (user_id, question_id, answer_id, post_key) rows that deserve the badge. Awarding inserts them
// into user_badges, whose unique (user_id, badge_id, post_key) makes an award that exists a no-op
// (badges.queries.ts). Each query reads either everything (the backfill: a full pass, once) or
// only the candidates a sweep's window names (what happened since the last sweep), through
// indexes: reputation_events' primary key for votes and acceptances (every vote on another's post
// writes one), the primary keys of comments, revisions and reports, users_created_at_idx.

/** The ids of the tables a sweep reads by range: the newest of each at one moment. */
export interface Mark {
  /** The database's clock then, in ms since the epoch. */
  at: number;
  events: number;
  comments: number;
  questionRevisions: number;
  answerRevisions: number;
  reports: number;
}
export const MARK_TABLES = {
  events: "reputation_events",
  comments: "comments",
  questionRevisions: "question_revisions",
  answerRevisions: "answer_revisions",
  reports: "reports",
} as const satisfies Record<Exclude<keyof Mark, "at">, string>;

/** What one sweep looks at: the rows after `from` up to `to` (null: everything, the backfill). */
export type Window = { from: Mark; to: Mark } | null;

/** `id` of a table's rows inside the window (a primary-key range). */
const inRange = (window: NonNullable<Window>, table: keyof typeof MARK_TABLES, column: SQL) =>
  sql`${column} > ${window.from[table]} and ${column} <= ${window.to[table]}`;

/** Votes and acceptances in the window: the reputation changes they wrote. */
const changes = (window: NonNullable<Window>, column: string) =>
  sql`select ${sql.raw(column)} from reputation_events e where ${inRange(window, "events", sql`e.id`)} and ${sql.raw(column)} is not null`;

/** A condition that is true for everything in a full pass, and for the window's candidates in a sweep. */
const candidates = (window: Window, column: SQL, among: (window: NonNullable<Window>) => SQL) => (window ? sql`${column} in (${among(window)})` : sql`true`);

const score = (alias: string) => sql.raw(`(${alias}.upvote_count - ${alias}.downvote_count)`);
/** The member exists and is not deleted (suspended members keep what they earn). */
const liveMember = (column: string) => sql.raw(`join users u on u.id = ${column} and u.status <> 'deleted'`);
/** Questions and answers everyone may see: published, and an answer's question too. */
const PUBLISHED_ANSWER = sql.raw(`a.status = 'published' and q.status = 'published'`);

const NO_POST = sql.raw(`null::int as question_id, null::int as answer_id, '' as post_key`);

/** Questions scored at least `min`, one badge each. */
const questionsScored = (min: number) => (window: Window) => sql`
  select q.author_id as user_id, q.id as question_id, null::int as answer_id, 'q:' || q.id as post_key
  from questions q ${liveMember("q.author_id")}
  where q.status = 'published' and ${score("q")} >= ${min} and ${candidates(window, sql`q.id`, (w) => changes(w, "question_id"))}`;

/** Answers scored at least `min` (and meeting `also`), one badge each. */
const answersScored = (min: number, also: SQL = sql`true`) => (window: Window) => sql`
  select a.author_id as user_id, a.question_id, a.id as answer_id, 'a:' || a.id as post_key
  from answers a join questions q on q.id = a.question_id ${liveMember("a.author_id")}
  where ${PUBLISHED_ANSWER} and ${score("a")} >= ${min} and ${also} and ${candidates(window, sql`a.id`, (w) => changes(w, "answer_id"))}`;

/** Members who voted `value` on a question or an answer; the post is never named (votes are private). */
const voted = (value: 1 | -1) => (window: Window) => {
  const voter = (table: string) => candidates(window, sql.raw(`${table}.user_id`), (w) => changes(w, "actor_id"));
  return sql`
    select distinct v.user_id, ${NO_POST} from (
      select qv.user_id from question_votes qv where qv.value = ${value} and ${voter("qv")}
      union all
      select av.user_id from answer_votes av where av.value = ${value} and ${voter("av")}
    ) v ${liveMember("v.user_id")}`;
};

/** The query of each badge: the rows that deserve it within the window (everything in a full pass). */
export const BADGE_QUERIES: Record<BadgeId, (window: Window) => SQL> = {
  // The member's first question to score 1 (in a sweep: the one that just did).
  student: (window) => sql`
    select distinct on (q.author_id) q.author_id as user_id, q.id as question_id, null::int as answer_id, '' as post_key
    from questions q ${liveMember("q.author_id")}
    where q.status = 'published' and ${score("q")} >= 1 and ${candidates(window, sql`q.id`, (w) => changes(w, "question_id"))}
    order by q.author_id, q.created_at, q.id`,
  teacher: (window) => sql`
    select distinct on (a.author_id) a.author_id as user_id, a.question_id, a.id as answer_id, '' as post_key
    from answers a join questions q on q.id = a.question_id ${liveMember("a.author_id")}
    where ${PUBLISHED_ANSWER} and ${score("a")} >= 1 and ${candidates(window, sql`a.id`, (w) => changes(w, "answer_id"))}
    order by a.author_id, a.created_at, a.id`,
  // Accepting writes the asker's accepted-answer change (not for their own answer), which names the question.
  scholar: (window) => sql`
    select distinct on (q.author_id) q.author_id as user_id, q.id as question_id, a.id as answer_id, '' as post_key
    from questions q join answers a on a.id = q.accepted_answer_id ${liveMember("q.author_id")}
    where ${PUBLISHED_ANSWER} and a.author_id is distinct from q.author_id and ${candidates(window, sql`q.id`, (w) => changes(w, "question_id"))}
    order by q.author_id, q.created_at, q.id`,
  supporter: voted(1),
  critic: voted(-1),
  // The first revision after the original (number 1) that the member wrote, on any post.
  editor: (window) => sql`
    select distinct on (r.editor_id) r.editor_id as user_id, r.question_id, r.answer_id, '' as post_key from (
      select qr.editor_id, qr.question_id, null::int as answer_id, qr.created_at, qr.id
      from question_revisions qr join questions q on q.id = qr.question_id
      where qr.number > 1 and qr.editor_id is not null and q.status = 'published' ${window ? sql`and ${inRange(window, "questionRevisions", sql`qr.id`)}` : sql``}
      union all
      select ar.editor_id, a.question_id, ar.answer_id, ar.created_at, ar.id
      from answer_revisions ar join answers a on a.id = ar.answer_id join questions q on q.id = a.question_id
      where ar.number > 1 and ar.editor_id is not null and ${PUBLISHED_ANSWER} ${window ? sql`and ${inRange(window, "answerRevisions", sql`ar.id`)}` : sql``}
    ) r ${liveMember("r.editor_id")}
    order by r.editor_id, r.created_at, r.id`,
  // Counted through comments_author_idx for the members who just commented.
  commentator: (window) => sql`
    select c.author_id as user_id, ${NO_POST}
    from comments c ${liveMember("c.author_id")}
    where c.status = 'published' and ${candidates(window, sql`c.author_id`, (w) => sql`select author_id from comments n where ${inRange(w, "comments", sql`n.id`)} and author_id is not null`)}
    group by c.author_id having count(*) >= ${COMMENTATOR_COMMENTS}`,
  // Name, picture, bio and location all filled in; a sweep reads the members who changed since its window began.
  autobiographer: (window) => sql`
    select u.id as user_id, ${NO_POST} from users u
    where u.status <> 'deleted'
      and length(trim(coalesce(u.first_name, ''))) > 0 and length(trim(coalesce(u.bio, ''))) > 0
      and length(trim(coalesce(u.location, ''))) > 0 and length(trim(coalesce(u.profile_image_url, ''))) > 0
      ${window ? sql`and u.updated_at >= to_timestamp(${window.from.at / 1000})` : sql``}`,
  "citizen-patrol": (window) => sql`
    select distinct r.reporter_id as user_id, ${NO_POST}
    from reports r ${liveMember("r.reporter_id")}
    where r.reporter_id is not null ${window ? sql`and ${inRange(window, "reports", sql`r.id`)}` : sql``}`,
  "nice-question": questionsScored(POST_SCORE_BADGES.nice),
  "good-question": questionsScored(POST_SCORE_BADGES.good),
  "great-question": questionsScored(POST_SCORE_BADGES.great),
  "nice-answer": answersScored(POST_SCORE_BADGES.nice),
  "good-answer": answersScored(POST_SCORE_BADGES.good),
  "great-answer": answersScored(POST_SCORE_BADGES.great),
  enlightened: answersScored(ENLIGHTENED_SCORE, sql`q.accepted_answer_id = a.id`),
  necromancer: answersScored(NECROMANCER_SCORE, sql`a.created_at >= q.created_at + make_interval(days => ${NECROMANCER_DAYS}::int)`),
  // Time alone earns it: a sweep reads the members whose first year ended in its window (users_created_at_idx).
  yearling: (window) => sql`
    select u.id as user_id, ${NO_POST} from users u
    where u.status <> 'deleted' and u.created_at <= now() - interval '1 year'
      ${window ? sql`and u.created_at > to_timestamp(${window.from.at / 1000}) - interval '1 year'` : sql``}`,
};

/**
 * The ranged tables whose new rows can earn each badge; a sweep skips a badge none of them moved
 * in (an idle site's sweep reads nothing but members). Badges not named read members by time.
 */
export const BADGE_SOURCES: Partial<Record<BadgeId, readonly (keyof typeof MARK_TABLES)[]>> = {
  student: ["events"],
  teacher: ["events"],
  scholar: ["events"],
  supporter: ["events"],
  critic: ["events"],
  editor: ["questionRevisions", "answerRevisions"],
  commentator: ["comments"],
  "citizen-patrol": ["reports"],
  "nice-question": ["events"],
  "good-question": ["events"],
  "great-question": ["events"],
  "nice-answer": ["events"],
  "good-answer": ["events"],
  "great-answer": ["events"],
  enlightened: ["events"],
  necromancer: ["events"],
};

/** Whether a sweep over the window may find anything for the badge (a full pass always may). */
export function mayEarn(badge: BadgeId, window: Window): boolean {
  const sources = BADGE_SOURCES[badge];
  return !window || !sources || sources.some((table) => window.to[table] > window.from[table]);
}

// Fills an empty database with a deterministic, realistic data set for `npm run bench`, in SQL
// (generate_series, insert ... select), then sets every counter from the rows it counts.
//
//   node --import tsx scripts/bench/generate.ts [--small] [--questions N] [--answers N]
//        [--votes N] [--members N] [--comments N] [--topics N] [--fresh]
//
// Without DATABASE_URL the data lives in PGlite under .tmp/bench-<parameters>/pgdata and is
// reused when a marker file says it was made with the same parameters within the last day.
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { openDatabase, type Db } from "../../server/db/client";
import { lockDataDir } from "../../server/db/data-dir-lock";
import { MIGRATIONS_DIR, ROOT_DIR } from "../../server/paths";
import { backfillReputation, needsReputationBackfill } from "../../server/content/reputation";

/** Bump when the generated data changes shape, so old data directories are regenerated. */
const GENERATOR_VERSION = 1;
/**
 * Data older than this is regenerated: createdAt spreads up to generation time, so as days pass
 * the "this week" window of trending and the feeds' recent content would thin out.
 */
const MAX_AGE_DAYS = 1;
const DAY_MS = 86_400_000;

/** What a data set is made of. */
export interface DatasetParams {
  members: number;
  questions: number;
  answers: number;
  /** Question and answer votes together (30% on questions). */
  votes: number;
  comments: number;
  topics: number;
  /** createdAt of questions spreads over this many days before generation. */
  days: number;
}

export const DEFAULT_PARAMS: DatasetParams = {
  members: 10_000,
  questions: 100_000,
  answers: 300_000,
  votes: 1_000_000,
  comments: 60_000,
  topics: 20,
  days: 60,
};

export const SMALL_PARAMS: DatasetParams = {
  members: 1_000,
  questions: 10_000,
  answers: 30_000,
  votes: 100_000,
  comments: 6_000,
  topics: 20,
  days: 60,
};

/**
 * The PostgreSQL scale sets (10k, 100k, 1M questions): lighter than the PGlite sets (one answer
 * and two votes per question instead of three and ten), the same proportions at every size so
 * only the size changes between them, and a million questions generated in minutes rather than
 * the ~25 the default proportions would take (answers, votes and their counter updates are most
 * of the time: 100k questions with the default proportions take 128 s on PostgreSQL).
 */
export function scaleParams(questions: number): DatasetParams {
  return {
    members: Math.max(1_000, Math.round(questions / 10)),
    questions,
    answers: questions,
    votes: questions * 2,
    comments: Math.round(questions / 10),
    topics: 20,
    days: 60,
  };
}

/** What the generator wrote, kept next to the data so a later run can reuse it. */
export interface DatasetMarker {
  version: number;
  params: DatasetParams;
  generatedAt: string;
  generationSeconds: number;
  counts: Record<string, number>;
  /** The questions with the most answers: the question-page benchmark reads these. */
  popularQuestionIds: number[];
  /** Topics by number of questions, largest first. */
  topicIds: number[];
  /** Members followed the most (experts), as ids. */
  expertIds: string[];
  /** Hash of the migration files applied to the data. */
  migrations?: string;
}

export interface Dataset {
  params: DatasetParams;
  /** PGlite data directory; null when DATABASE_URL is used. */
  dataDir: string | null;
  url: string | undefined;
  marker: DatasetMarker;
  /** True when the data was made by this call, false when an earlier run's was reused. */
  generated: boolean;
}

// ---------------------------------------------------------------------------------------
// Arguments

/** Reads --small and --<param> N from argv; unknown flags are left to the caller. */
export function paramsFromArgs(argv: string[]): { params: DatasetParams; custom: boolean; fresh: boolean } {
  const small = argv.includes("--small");
  const params: DatasetParams = { ...(small ? SMALL_PARAMS : DEFAULT_PARAMS) };
  let custom = false;
  for (const key of Object.keys(params) as (keyof DatasetParams)[]) {
    const index = argv.indexOf(`--${key}`);
    if (index === -1) continue;
    const value = Number(argv[index + 1]);
    if (!Number.isInteger(value) || value < 0) throw new Error(`--${key} needs a whole number, got ${argv[index + 1]}`);
    params[key] = value;
    custom = true;
  }
  if (params.members < 20) throw new Error("--members must be at least 20");
  if (params.questions < 10) throw new Error("--questions must be at least 10");
  if (params.topics < 3) throw new Error("--topics must be at least 3");
  if (params.days < 1) throw new Error("--days must be at least 1");
  return { params, custom, fresh: argv.includes("--fresh") };
}

/** A directory name that says what is inside. */
export function datasetLabel(p: DatasetParams): string {
  return `m${p.members}-q${p.questions}-a${p.answers}-v${p.votes}-c${p.comments}-t${p.topics}-d${p.days}`;
}

// ---------------------------------------------------------------------------------------
// SQL building blocks. Every "random" number is a hash of a row number and a salt, so the
// same parameters always give the same rows.

/** A uniform number in [0, 1) from an integer expression and a salt. */
const u = (expr: string, salt: number) => `((hashint8extended((${expr})::bigint, ${salt}) & 4294967295)::float8 / 4294967296.0)`;

/** The uuid of member number n (1-based): arithmetic, so votes and follows need no lookups. */
const uid = (expr: string) => `('00000000-0000-4000-8000-' || lpad(to_hex((${expr})::bigint), 12, '0'))::uuid`;

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** One element of a fixed list, chosen by a hash. */
const pick = (list: readonly string[], expr: string, salt: number) =>
  `(array[${list.map(literal).join(",")}])[1 + floor(${u(expr, salt)} * ${list.length})::int]`;

/** A number coprime with n, so (start + t * stride) mod n visits n distinct values. */
function strideFor(n: number, preferred: number): number {
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  let stride = preferred;
  while (gcd(stride, n) !== 1) stride++;
  return stride;
}

/**
 * A temporary table `name(k, n)`: `total` items shared among keys 1..count in proportion to
 * `weight(k)`, at most `cap` each, rounded by the largest-remainder method so the n add up to
 * `total` exactly (unless the caps make that impossible).
 */
function planSql(name: string, count: number, total: number, weight: (k: string) => string, cap: number): string {
  return `
    create temp table ${name} on commit drop as
    with w as (select k, ${weight("k")} as w from generate_series(1, ${count}) k),
    raw as (select k, ${total}::float8 * w / sum(w) over () as x from w),
    base as (select k, least(floor(x)::int, ${cap}) as n, x - floor(x) as frac from raw),
    need as (select ${total} - sum(n) as r from base)
    select k, n + (case when n < ${cap} and row_number() over (partition by n < ${cap} order by frac desc, k) <= (select r from need)
                   then 1 else 0 end) as n
    from base`;
}

const FIRST_NAMES = ["Ada", "Ben", "Chloe", "Dev", "Elena", "Femi", "Grace", "Hiro", "Ines", "Jonas", "Kira", "Luis", "Mina", "Nils", "Olga", "Priya", "Quinn", "Rosa", "Sami", "Tariq", "Uma", "Viktor", "Wen", "Yara", "Zoe"];
const LAST_NAMES = ["Adams", "Bauer", "Costa", "Dubois", "Eriksen", "Fischer", "Garcia", "Haddad", "Ito", "Jensen", "Kowalski", "Lopez", "Moreau", "Nakamura", "Okafor", "Petrov", "Rossi", "Sato", "Tanaka", "Usman", "Varga", "Weber", "Xu", "Young", "Zhang"];
const JOBS = ["Software Engineer", "Physician", "Teacher", "Data Scientist", "Historian", "Chef", "Product Designer", "Nurse", "Economist", "Student", "Pilot", "Architect", "Journalist", "Lawyer", "Researcher"];
const TOPICS: [string, string][] = [
  ["Technology", "Gadgets, software, the internet and where computing is heading."],
  ["Programming", "Writing, reading and shipping code in every language."],
  ["Science", "How the natural world works, from particles to planets."],
  ["Physics", "Matter, energy, space and time."],
  ["Health", "Bodies, minds, medicine and everyday well-being."],
  ["Business", "Starting, running and growing companies."],
  ["Personal Finance", "Saving, investing, budgeting and planning for later."],
  ["History", "What happened, why, and what we learned from it."],
  ["Travel", "Places to go and what to know before you do."],
  ["Books", "Reading recommendations, authors and ideas."],
  ["Cooking", "Recipes, techniques and the chemistry of food."],
  ["Psychology", "Why people think, feel and behave as they do."],
  ["Design", "Visual, product and interaction design."],
  ["Education", "Learning, teaching, schools and universities."],
  ["Mathematics", "Numbers, proofs and the patterns behind them."],
  ["Astronomy", "Stars, planets, galaxies and how we observe them."],
  ["Music", "Playing, writing and listening to music."],
  ["Philosophy", "Big questions about knowledge, mind and ethics."],
  ["Economics", "Markets, money, policy and incentives."],
  ["Languages", "Learning and using the world's languages."],
];
/** The name of generated topic number `id` (1-based), as the generator writes it. */
export const topicName = (id: number): string => TOPICS[id - 1]?.[0] ?? `Topic ${id}`;
const OPENERS = ["How does", "Why does", "What is the best way to understand", "Is it true that", "What should I know about", "How would you explain", "What are common mistakes with", "When did people first study"];
const SUBJECTS = ["compound interest", "quantum entanglement", "sourdough fermentation", "the Roman economy", "garbage collection", "sleep and memory", "index design in PostgreSQL", "jet lag", "the bystander effect", "typographic hierarchy", "black holes", "learning a second language", "index funds", "the printing press", "muscle recovery", "cache invalidation", "minimalist design", "plate tectonics", "inflation", "spaced repetition"];
const ENDINGS = ["work in practice", "matter for beginners", "change over time", "compare with the alternatives", "affect everyday life", "really work"];
const SENTENCES = [
  "The short answer is that it depends on the context, but a few principles hold almost everywhere.",
  "Most people underestimate how much the details matter here, and that is where the trouble starts.",
  "I have worked on this for several years, and the pattern I keep seeing is surprisingly consistent.",
  "A good way to think about it is to start from first principles and only then look at the exceptions.",
  "There is solid research on this, although the popular summaries tend to oversimplify it.",
  "In practice the biggest gains come from doing the simple things consistently, not from clever tricks.",
  "Historically this was understood very differently, and the modern view only took shape in the last century.",
  "If you measure before and after, you will usually find the bottleneck is not where you expected.",
  "The trade-off is between speed and accuracy, and which one you need depends on what you are optimising for.",
  "Beginners should start small, get feedback early, and resist the urge to learn everything at once.",
  "One common misconception is that more is always better; past a certain point it simply is not.",
  "The underlying mechanism is well understood, even if the everyday consequences are still debated.",
];

// ---------------------------------------------------------------------------------------
// Generation

type Step = { label: string; sql: string };

function generationSteps(p: DatasetParams, now: Date): Step[] {
  const end = `'${now.toISOString()}'::timestamptz`;
  const start = `(${end} - interval '${p.days} days')`;
  const step = (p.days * 86_400) / p.questions; // seconds between questions
  const M = p.members;
  const Q = p.questions;
  const A = p.answers;
  const T = Math.min(p.topics, 1_000);
  const questionVotes = Math.round(p.votes * 0.3);
  const answerVotes = p.votes - questionVotes;
  const experts = Math.max(10, Math.floor(M / 50));
  const stride = strideFor(M, 7919);
  const sentence = (expr: string, salt: number) => pick(SENTENCES, expr, salt);
  const topicRows = Array.from({ length: T }, (_, i) => {
    const name = topicName(i + 1);
    const description = TOPICS[i]?.[1] ?? `Questions about topic ${i + 1}.`;
    return `(${i + 1}, ${literal(name)}, ${literal(description)}, ${start} - interval '400 days')`;
  });

  return [
    {
      label: `${M} members`,
      sql: `
        insert into users (id, email, first_name, last_name, employment, bio, onboarding_completed, created_at, updated_at)
        select ${uid("m")}, 'member' || m || '@bench.ponder.example',
          ${pick(FIRST_NAMES, "m", 1)}, ${pick(LAST_NAMES, "m", 2)}, ${pick(JOBS, "m", 3)},
          'Generated member number ' || m || ' of the benchmark data set.', true, ts, ts
        from generate_series(1, ${M}) m,
          lateral (select ${start} - interval '365 days' + m * interval '1 second' * (${(365 * 86_400) / M}) as ts) t`,
    },
    {
      label: `${T} topics`,
      sql: `insert into topics (id, name, description, created_at) values ${topicRows.join(",")}`,
    },
    {
      label: `${Q} questions`,
      sql: `
        insert into questions (id, author_id, title, content, created_at, updated_at)
        select q, ${uid(`1 + floor(${u("q", 10)} * ${M})`)},
          ${pick(OPENERS, "q", 11)} || ' ' || ${pick(SUBJECTS, "q", 12)} || ' ' || ${pick(ENDINGS, "q", 13)} || '? (#' || q || ')',
          '<p>' || ${sentence("q", 14)} || ' ' || ${sentence("q", 15)} || '</p><p>' || ${sentence("q", 16)} || '</p>',
          ts, ts
        from generate_series(1, ${Q}) q,
          lateral (select ${start} + (q - 1 + ${u("q", 17)}) * interval '1 second' * ${step} as ts) t`,
    },
    {
      label: "question topics (1-3 per question)",
      sql: `
        insert into question_topics (question_id, topic_id)
        select q, 1 + ((floor(${T} * power(${u("q", 20)}, 1.7))::int + i * (1 + floor(${u("q", 21)} * ${T - 1})::int)) % ${T})
        from generate_series(1, ${Q}) q, generate_series(0, 2) i
        where i <= floor(${u("q", 22)} * 3)
        on conflict do nothing`,
    },
    {
      label: "topic follows (3-6 per member)",
      sql: `
        insert into topic_follows (user_id, topic_id, created_at)
        select ${uid("m")}, 1 + ((floor(${T} * power(${u("m", 30)}, 1.5))::int + i * (1 + floor(${u("m", 31)} * ${T - 1})::int)) % ${T}),
          ${start} - interval '200 days' + m * interval '1 second'
        from generate_series(1, ${M}) m, generate_series(0, 5) i
        where i < 3 + floor(${u("m", 32)} * 4)
        on conflict do nothing`,
    },
    {
      // Half of each member's follows go to the first `experts` members, so some are popular.
      label: "member follows (2-20 per member)",
      sql: `
        insert into user_follows (follower_id, followee_id, created_at)
        select ${uid("m")}, ${uid("f")}, ${start} - interval '100 days' + m * interval '1 second'
        from generate_series(1, ${M}) m, generate_series(0, 19) i,
          lateral (select case when i % 2 = 0 then 1 + ((m + i / 2) % ${experts})
                          else ${experts + 1} + ((floor(${u("m", 40)} * ${M - experts})::int + i / 2) % ${M - experts}) end as f) x
        where i < 2 + floor(${u("m", 41)} * 19) and f <> m
        on conflict do nothing`,
    },
    {
      // Popular questions (a small weight hash) get many answers and, below, many votes.
      label: `${A} answers`,
      sql: `${planSql("plan_answers", Q, A, (k) => `1.0 / (0.002 + ${u(k, 50)})`, 1_000_000)};
        insert into answers (id, question_id, author_id, content, created_at, updated_at)
        select id, question_id, ${uid(`1 + ((floor(${u("question_id", 51)} * ${M})::bigint + t * ${stride}) % ${M})`)},
          '<p>' || ${sentence("id", 52)} || ' ' || ${sentence("id", 53)} || '</p><p>' || ${sentence("id", 54)} || ' ' || ${sentence("id", 55)}
            || '</p><p>' || ${sentence("id", 56)} || '</p>',
          ts, ts
        from (
          select row_number() over (order by p.k, t) as id, p.k as question_id, t, q.created_at
          from plan_answers p join questions q on q.id = p.k, generate_series(0, p.n - 1) t
        ) a,
          lateral (select created_at + (${end} - created_at) * power(${u("id", 57)}, 3) as ts) x`,
    },
    {
      label: `${p.comments} comments`,
      sql: `${planSql("plan_comments", A, p.comments, (k) => `1.0 / (0.01 + ${u(k, 60)})`, 1_000_000)};
        insert into comments (id, question_id, answer_id, author_id, content, created_at, updated_at)
        select id, question_id, answer_id, ${uid(`1 + ((floor(${u("answer_id", 61)} * ${M})::bigint + t * ${stride}) % ${M})`)},
          '<p>' || ${sentence("id", 62)} || '</p>', ts, ts
        from (
          select row_number() over (order by p.k, t) as id, a.question_id, p.k as answer_id, t, a.created_at
          from plan_comments p join answers a on a.id = p.k, generate_series(0, p.n - 1) t
        ) c,
          lateral (select created_at + (${end} - created_at) * power(${u("id", 63)}, 2) as ts) x`,
    },
    {
      // Voters of one question are (start + t * stride) mod members: distinct for t < members.
      label: `${questionVotes} question votes`,
      sql: `${planSql("plan_question_votes", Q, questionVotes, (k) => `1.0 / (0.002 + ${u(k, 50)})`, M)};
        insert into question_votes (user_id, question_id, value, created_at)
        select ${uid(`1 + ((floor(${u("p.k", 70)} * ${M})::bigint + t * ${stride}) % ${M})`)}, p.k,
          case when ${u(`p.k::bigint * 100003 + t`, 71)} < 0.12 then -1 else 1 end,
          q.created_at + (${end} - q.created_at) * ${u(`p.k::bigint * 100003 + t`, 72)}
        from plan_question_votes p join questions q on q.id = p.k, generate_series(0, p.n - 1) t`,
    },
    {
      label: `${answerVotes} answer votes`,
      sql: `${planSql("plan_answer_votes", A, answerVotes, (k) => `1.0 / (0.002 + ${u(k, 80)})`, M)};
        insert into answer_votes (user_id, answer_id, value, created_at)
        select ${uid(`1 + ((floor(${u("p.k", 81)} * ${M})::bigint + t * ${stride}) % ${M})`)}, p.k,
          case when ${u(`p.k::bigint * 100003 + t`, 82)} < 0.08 then -1 else 1 end,
          a.created_at + (${end} - a.created_at) * ${u(`p.k::bigint * 100003 + t`, 83)}
        from plan_answer_votes p join answers a on a.id = p.k, generate_series(0, p.n - 1) t`,
    },
    {
      // The hot_score trigger fires here, on the counter columns (migration 0002).
      label: "question counters (answers, votes, views)",
      sql: `
        update questions q
        set answer_count = s.answers, upvote_count = s.up, downvote_count = s.down,
            view_count = s.answers * 20 + (s.up + s.down) * 8 + floor(${u("q.id", 90)} * 60)::int
        from (
          select q.id, coalesce(a.n, 0)::int as answers, coalesce(v.up, 0)::int as up, coalesce(v.down, 0)::int as down
          from questions q
          left join (select question_id, count(*) as n from answers group by question_id) a on a.question_id = q.id
          left join (select question_id, count(*) filter (where value = 1) as up, count(*) filter (where value = -1) as down
                     from question_votes group by question_id) v on v.question_id = q.id
        ) s
        where s.id = q.id`,
    },
    {
      label: "answer counters (votes, comments)",
      sql: `
        update answers a
        set upvote_count = s.up, downvote_count = s.down, comment_count = s.comments
        from (
          select coalesce(v.answer_id, c.answer_id) as id, coalesce(v.up, 0)::int as up, coalesce(v.down, 0)::int as down,
            coalesce(c.n, 0)::int as comments
          from (select answer_id, count(*) filter (where value = 1) as up, count(*) filter (where value = -1) as down
                from answer_votes group by answer_id) v
          full join (select answer_id, count(*) as n from comments group by answer_id) c on c.answer_id = v.answer_id
        ) s
        where s.id = a.id`,
    },
    {
      label: "topic counters (followers, questions)",
      sql: `
        update topics t
        set follower_count = coalesce((select count(*) from topic_follows f where f.topic_id = t.id), 0),
            question_count = coalesce((select count(*) from question_topics qt where qt.topic_id = t.id), 0)`,
    },
    {
      label: "id sequences",
      sql: ["topics", "questions", "answers", "comments"]
        .map((table) => `select setval(pg_get_serial_sequence('${table}', 'id'), greatest((select max(id) from ${table}), 1))`)
        .join(";\n"),
    },
  ];
}

/** Each check returns the number of rows that are wrong; all must be 0. */
const CHECKS: { label: string; sql: string }[] = [
  {
    label: "questions.answer_count / upvote_count / downvote_count",
    sql: `select count(*)::int as bad from questions q
      left join (select question_id, count(*) as n from answers group by question_id) a on a.question_id = q.id
      left join (select question_id, count(*) filter (where value = 1) as up, count(*) filter (where value = -1) as down
                 from question_votes group by question_id) v on v.question_id = q.id
      where q.answer_count <> coalesce(a.n, 0) or q.upvote_count <> coalesce(v.up, 0) or q.downvote_count <> coalesce(v.down, 0)`,
  },
  {
    label: "answers.upvote_count / downvote_count / comment_count",
    sql: `select count(*)::int as bad from answers a
      left join (select answer_id, count(*) filter (where value = 1) as up, count(*) filter (where value = -1) as down
                 from answer_votes group by answer_id) v on v.answer_id = a.id
      left join (select answer_id, count(*) as n from comments group by answer_id) c on c.answer_id = a.id
      where a.upvote_count <> coalesce(v.up, 0) or a.downvote_count <> coalesce(v.down, 0) or a.comment_count <> coalesce(c.n, 0)`,
  },
  {
    label: "topics.follower_count / question_count",
    sql: `select count(*)::int as bad from topics t
      where t.follower_count <> (select count(*) from topic_follows f where f.topic_id = t.id)
         or t.question_count <> (select count(*) from question_topics qt where qt.topic_id = t.id)`,
  },
  {
    // Same formula as the trigger (docs/decisions/008-hot-score.md), computed independently.
    label: "questions.hot_score",
    sql: `select count(*)::int as bad from (
        select hot_score, upvote_count - downvote_count + 2 * answer_count + view_count / 50.0 as e, created_at from questions
      ) s
      where abs(hot_score - (sign(e) * log(greatest(abs(e), 1)) + extract(epoch from created_at) / 45000.0)) > 1e-6`,
  },
  {
    label: "answers created after their question, votes after their target",
    sql: `select ((select count(*) from answers a join questions q on q.id = a.question_id where a.created_at < q.created_at)
      + (select count(*) from answer_votes v join answers a on a.id = v.answer_id where v.created_at < a.created_at))::int as bad`,
  },
];

/**
 * The indexes of the generated tables that no constraint needs (primary keys, unique and
 * foreign-key checks keep theirs), with their definitions to build them again.
 */
const SECONDARY_INDEXES = `
  select ic.relname as name, pg_get_indexdef(i.indexrelid) as def
  from pg_index i
  join pg_class ic on ic.oid = i.indexrelid
  join pg_class t on t.oid = i.indrelid
  where t.relnamespace = 'public'::regnamespace
    and t.relname in ('users', 'questions', 'question_topics', 'answers', 'comments', 'question_votes', 'answer_votes', 'topic_follows', 'user_follows')
    and not i.indisprimary and not i.indisunique
    and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)
  order by ic.relname`;

/** The triggers that announce changes to the servers' caches (their function is ponder_changed). */
const ANNOUNCING_TRIGGERS = `
  select t.tgrelid::regclass::text as tbl, t.tgname as name
  from pg_trigger t join pg_proc p on p.oid = t.tgfoid
  where p.proname = 'ponder_changed' and not t.tgisinternal`;

type Rows<T> = { rows: T[] };

async function query<T>(db: Db, text: string): Promise<T[]> {
  return ((await db.execute(sql.raw(text))) as unknown as Rows<T>).rows;
}

const seconds = (since: number) => (performance.now() - since) / 1000;

function migrationsHash(): string {
  const hash = createHash("sha256");
  for (const name of readdirSync(MIGRATIONS_DIR).filter((n) => n.endsWith(".sql")).sort()) {
    hash.update(name).update(readFileSync(path.join(MIGRATIONS_DIR, name)));
  }
  return hash.digest("hex").slice(0, 12);
}

/**
 * Builds the indexes dropped for the load, after the data is committed. On a PostgreSQL server
 * two at a time, the costliest (the full-text GIN indexes, one CPU each for minutes at 1M rows)
 * first, each with the memory to build in one pass; PGlite has one connection and its defaults.
 * A failure here leaves no marker, so the data is not reused.
 */
async function buildIndexes(db: Db, indexes: { name: string; def: string }[], server: boolean): Promise<void> {
  const queue = [...indexes].sort((a, b) => Number(b.def.includes("USING gin")) - Number(a.def.includes("USING gin")));
  const lane = async () => {
    for (let index = queue.shift(); index; index = queue.shift()) {
      const { def } = index;
      if (!server) {
        await db.execute(sql.raw(def));
        continue;
      }
      await db.transaction(async (tx) => {
        await tx.execute(sql.raw("set local maintenance_work_mem = '512MB'"));
        await tx.execute(sql.raw(def));
      });
    }
  };
  await Promise.all(Array.from({ length: server ? 2 : 1 }, lane));
}

/** Generates into an open, migrated, empty database and returns the marker to keep. */
async function fill(db: Db, params: DatasetParams, log: (line: string) => void, server: boolean): Promise<DatasetMarker> {
  const [{ n: existing } = { n: 0 }] = await query<{ n: number }>(db, "select (select count(*) from users) + (select count(*) from topics) as n");
  if (Number(existing) > 0) {
    throw new Error("The database is not empty (it has users or topics); the generator only fills an empty database.");
  }
  const started = performance.now();
  const now = new Date(Math.floor(Date.now() / 60_000) * 60_000);
  let indexes: { name: string; def: string }[] = [];
  await db.transaction(async (tx) => {
    // Secondary indexes are dropped during the load and built again at the end: building an
    // index once is far cheaper than updating it row by row (the full-text GIN indexes above
    // all), and the counter updates rewrite every row. The same definitions come back, so the
    // data ends up as if inserted with them.
    indexes = await query<{ name: string; def: string }>(tx, SECONDARY_INDEXES);
    for (const index of indexes) await tx.execute(sql.raw(`drop index "${index.name}"`));
    // The change announcements (migration 0012) tell running servers' caches what changed; no
    // server runs on a database being generated, and the users trigger compares each row of a
    // statement with every other (100k members in one insert did not finish in 9 minutes).
    const announcing = await query<{ tbl: string; name: string }>(tx, ANNOUNCING_TRIGGERS);
    for (const trigger of announcing) await tx.execute(sql.raw(`alter table ${trigger.tbl} disable trigger "${trigger.name}"`));
    for (const step of generationSteps(params, now)) {
      const stepStarted = performance.now();
      for (const statement of step.sql.split(/;\s*\n/).filter((s) => s.trim())) await tx.execute(sql.raw(statement));
      log(`  ${step.label.padEnd(44)} ${seconds(stepStarted).toFixed(1).padStart(6)} s`);
    }
    for (const trigger of announcing) await tx.execute(sql.raw(`alter table ${trigger.tbl} enable trigger "${trigger.name}"`));
    const checkStarted = performance.now();
    for (const check of CHECKS) {
      const [row] = await query<{ bad: number }>(tx, check.sql);
      if (Number(row?.bad) !== 0) throw new Error(`Generated data is inconsistent: ${row?.bad} rows wrong in ${check.label}`);
    }
    log(`  ${"consistency checks (counters, hot_score)".padEnd(44)} ${seconds(checkStarted).toFixed(1).padStart(6)} s`);
  });
  const indexStarted = performance.now();
  await buildIndexes(db, indexes, server);
  log(`  ${`${indexes.length} secondary indexes built`.padEnd(44)} ${seconds(indexStarted).toFixed(1).padStart(6)} s`);
  const analyzeStarted = performance.now();
  // Planner statistics and a clean visibility map, as a long-running database would have.
  await db.execute(sql.raw("vacuum analyze"));
  log(`  ${"vacuum analyze".padEnd(44)} ${seconds(analyzeStarted).toFixed(1).padStart(6)} s`);

  const counts: Record<string, number> = {};
  for (const table of ["users", "topics", "questions", "question_topics", "answers", "comments", "question_votes", "answer_votes", "topic_follows", "user_follows"]) {
    const [row] = await query<{ n: number }>(db, `select count(*)::int as n from ${table}`);
    counts[table] = Number(row?.n ?? 0);
  }
  const popular = await query<{ id: number }>(db, "select id from questions order by answer_count desc, id limit 10");
  const topics = await query<{ id: number }>(db, "select id from topics order by question_count desc, id");
  const experts = await query<{ id: string }>(
    db,
    "select followee_id as id from user_follows group by followee_id order by count(*) desc, followee_id limit 5",
  );
  return {
    version: GENERATOR_VERSION,
    params,
    generatedAt: now.toISOString(),
    generationSeconds: Math.round(seconds(started) * 10) / 10,
    counts,
    popularQuestionIds: popular.map((row) => Number(row.id)),
    topicIds: topics.map((row) => Number(row.id)),
    expertIds: experts.map((row) => row.id),
  };
}

function readMarker(file: string): DatasetMarker | null {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as DatasetMarker;
  } catch {
    return null;
  }
}

function isReusable(marker: DatasetMarker | null, params: DatasetParams): marker is DatasetMarker {
  return (
    marker !== null &&
    marker.version === GENERATOR_VERSION &&
    JSON.stringify(marker.params) === JSON.stringify(params) &&
    Date.now() - Date.parse(marker.generatedAt) < MAX_AGE_DAYS * DAY_MS
  );
}

/** A server database outlives its marker file: check the data is still there before reusing it. */
async function holdsQuestions(url: string, expected: number): Promise<boolean> {
  const database = await openDatabase({ url });
  try {
    const [row] = await query<{ n: number }>(database.db, "select count(*)::int as n from questions");
    return Number(row?.n ?? 0) >= expected;
  } catch {
    return false;
  } finally {
    await database.close();
  }
}

/**
 * The reputation the generated votes and acceptances earn (issue 24), written here: a server
 * started on a set without it backfills it at start, which at 1M questions (2M votes) took past
 * the bench's 180 s start limit.
 */
async function earnReputation(db: Db, log: (line: string) => void) {
  if (!(await needsReputationBackfill(db))) return;
  const started = performance.now();
  const changes = await backfillReputation(db);
  log(`  reputation of ${changes} votes and acceptances earned in ${seconds(started).toFixed(1)} s`);
}

/**
 * Returns a database holding the data set for `params`: reused when an earlier run made it,
 * otherwise generated (into a fresh PGlite directory, or into the empty DATABASE_URL database).
 */
export async function ensureDataset(
  params: DatasetParams,
  options: { url?: string; fresh?: boolean; log?: (line: string) => void } = {},
): Promise<Dataset> {
  const log = options.log ?? ((line: string) => console.info(line));
  const url = options.url || undefined;
  const baseDir = path.join(ROOT_DIR, ".tmp", url ? `bench-pg-${createHash("sha256").update(url).digest("hex").slice(0, 8)}` : `bench-${datasetLabel(params)}`);
  const markerFile = path.join(baseDir, "dataset.json");
  const dataDir = url ? null : path.join(baseDir, "pgdata");
  const previous = readMarker(markerFile);
  if (!options.fresh && isReusable(previous, params) && (!url || (await holdsQuestions(url, params.questions)))) {
    log(`Reusing the data set generated ${previous.generatedAt} in ${path.relative(ROOT_DIR, baseDir)} (${previous.generationSeconds} s to make).`);
    const migrations = migrationsHash();
    const started = performance.now();
    const release = dataDir ? lockDataDir(dataDir) : () => {};
    try {
      const database = await openDatabase({ url, dataDir });
      try {
        if (previous.migrations !== migrations) {
          // Migrations added since: apply them here rather than at server start, and refresh the
          // planner's statistics (a column type change drops them; PGlite has no autovacuum).
          await database.migrate();
          await database.db.execute(sql.raw("vacuum analyze"));
          previous.migrations = migrations;
          writeFileSync(markerFile, JSON.stringify(previous, null, 2) + "\n");
          log(`  applied new migrations and analyzed in ${seconds(started).toFixed(1)} s`);
        }
        // Earlier runs' posted answers left notification mail waiting (the generator makes no
        // jobs): a server started on the set would spend its first seconds sending that backlog,
        // under whatever is being measured then. Only jobs still to run; their record stays.
        await earnReputation(database.db, log);
        const cleared = await database.db.execute(sql.raw("delete from jobs where status in ('pending', 'running')"));
        const count = (cleared as unknown as { affectedRows?: number; rowCount?: number }).affectedRows ?? (cleared as unknown as { rowCount?: number }).rowCount ?? 0;
        if (count) log(`  cleared ${count} jobs left by earlier runs (their mail would have been sent during the measurements)`);
      } finally {
        await database.close();
      }
    } finally {
      release();
    }
    return { params, dataDir, url, marker: previous, generated: false };
  }
  if (!url) rmSync(baseDir, { recursive: true, force: true });
  mkdirSync(baseDir, { recursive: true });
  rmSync(markerFile, { force: true });

  const where = url ? "the DATABASE_URL database" : path.relative(ROOT_DIR, dataDir!);
  log(`Generating ${datasetLabel(params)} into ${where}...`);
  const release = dataDir ? lockDataDir(dataDir) : () => {};
  try {
    const database = await openDatabase({ url, dataDir });
    try {
      await database.migrate();
      const marker = await fill(database.db, params, log, Boolean(url));
      await earnReputation(database.db, log);
      marker.migrations = migrationsHash();
      writeFileSync(markerFile, JSON.stringify(marker, null, 2) + "\n");
      log(`Generated in ${marker.generationSeconds} s: ${Object.entries(marker.counts).map(([k, v]) => `${k} ${v}`).join(", ")}`);
      return { params, dataDir, url, marker, generated: true };
    } finally {
      await database.close();
    }
  } finally {
    release();
  }
}

// Run directly: generate (or reuse) one data set and say where it is.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const { params, fresh } = paramsFromArgs(process.argv.slice(2));
  const dataset = await ensureDataset(params, { url: process.env.DATABASE_URL, fresh });
  if (dataset.dataDir) console.info(`DATA_DIR=${path.relative(ROOT_DIR, dataset.dataDir)}`);
}

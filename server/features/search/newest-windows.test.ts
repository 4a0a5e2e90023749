import { afterAll, beforeAll, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { questions } from "../../db/schema/content";
import { describeApi, openTestDatabase } from "../../test/app";
import { newestIds, newestMatching } from "./search.queries";

// Issue 26, point 5: a search keeps the newest matches of each kind, read window by window
// (newestMatching). These check it keeps exactly what "order by id desc limit reach" keeps,
// wherever the matches fall between the windows, and that it stops at the first window that
// completes the reach. With a reach of 3, the windows are the newest 96 ids, the 288 before
// them, then everything older.
describeApi("search windows", () => {
  let database: Database;
  let highest = 0;
  const ROWS = 1200;
  // Each word and the questions (numbered 1 to ROWS in the order made) that hold it.
  const WORDS = {
    every: { word: "zyzzyva", holders: "true" },
    seventh: { word: "quokka", holders: "n % 7 = 0" },
    oldest: { word: "axolotl", holders: "n <= 10" },
    ends: { word: "pangolin", holders: `n = ${ROWS} or n <= 100` },
    middle: { word: "tuatara", holders: `n > ${ROWS - 300} and n <= ${ROWS - 200}` },
    none: { word: "okapi", holders: "false" },
  };

  beforeAll(async () => {
    database = await openTestDatabase();
    const words = Object.values(WORDS).map(({ word, holders }) => `case when ${holders} then '${word}' end`);
    await database.db.execute(sql.raw(`insert into questions (title) select concat_ws(' ', 'Window probe', n, ${words.join(", ")}) from generate_series(1, ${ROWS}) as n`));
    await database.db.execute(sql.raw("analyze questions"));
    highest = (await newestIds(database.db)).questions;
  });
  afterAll(() => database?.close());

  const vector = sql.raw(`"questions"."search_vector"`);
  const words = (word: string) => sql`phraseto_tsquery('public.ponder_search'::regconfig, ponder_search_text(${word}))`;
  const match = (word: string) => sql`${vector} @@ ${words(word)}`;
  const newest = (word: string, reach: number, highestId: number) => newestMatching(questions, sql`${questions.id} as id`, { vector, match: words(word) }, reach, highestId);
  const ids = async (query: ReturnType<typeof sql>) => rowsOf<{ id: number }>(await database.db.execute(query)).map((row) => row.id);

  it("keeps the newest matches, newest first, wherever they fall between the windows", async () => {
    for (const [name, { word }] of Object.entries(WORDS)) {
      for (const reach of [1, 3, 5, 50]) {
        const expected = await ids(sql`select id from questions where ${match(word)} order by id desc limit ${reach}`);
        if (name !== "none") expect(expected.length).toBeGreaterThan(0);
        // The highest id as it is, and as a process that has not seen the newest posts (or has seen more) would have it.
        for (const highestId of [highest, highest - 40, highest - 500, highest + 100]) {
          const found = await ids(sql`select id from ${newest(word, reach, highestId)} as found`);
          expect(found, `${name}, reach ${reach}, highest id ${highestId}`).toEqual(expected);
        }
      }
    }
  });

  it("stops at the first window that completes the reach", async () => {
    const windowsNotRun = async (word: string) => {
      const plan = rowsOf<Record<string, string>>(
        await database.db.execute(sql`explain (analyze, costs off, timing off, summary off) select id from ${newest(word, 3, highest)} as found`),
      ).map((row) => Object.values(row)[0]!);
      // Each window is a LIMIT under the APPEND of the union.
      expect(plan.filter((line) => /->\s+Limit\b/.test(line)).length, plan.join("\n")).toBe(3);
      return plan.filter((line) => /->\s+Limit \(never executed\)/.test(line)).length;
    };
    // Every question holds this word: the newest window holds three, so the two older ones never run.
    expect(await windowsNotRun(WORDS.every.word)).toBe(2);
    // Questions 901-1000 hold this one: the second window (ids 817-1104) completes the reach.
    expect(await windowsNotRun(WORDS.middle.word)).toBe(1);
    // A word no question holds: every window runs, and finds nothing.
    expect(await windowsNotRun(WORDS.none.word)).toBe(0);
  });
});

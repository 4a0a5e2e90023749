import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, expect, it } from "vitest";
import { MIGRATIONS_DIR } from "../paths";
import { PGLITE_EXTENSIONS } from "./pglite-extensions";

// The revisions migration (0015) gives every post already there its original as revision 1 (the only text
// known for it): run the migrations up to the one before, write posts, then run it.

/** Found by name: the number may change when migrations are chained anew. */
const isRevisions = (tag: string) => /^\d{4}_revisions$/.test(tag);
const folder = mkdtempSync(path.join(tmpdir(), "ponder-migrations-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

it("backfills revision 1 of every existing question (title, details, topics) and answer", async () => {
  cpSync(MIGRATIONS_DIR, folder, { recursive: true });
  const journalFile = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: { tag: string }[] };
  const index = journal.entries.findIndex((entry) => isRevisions(entry.tag));
  expect(index).toBeGreaterThan(0);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, index) }));

  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  try {
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: folder });
    await client.exec(`
      insert into users (id, email, first_name) values ('00000000-0000-4000-8000-000000000001', 'old@example.com', 'Old');
      insert into topics (id, name) values (901, 'Tides'), (902, 'Moons');
      insert into questions (id, author_id, title, content, created_at) values
        (501, '00000000-0000-4000-8000-000000000001', 'An old question?', '<p>old details</p>', '2025-01-02T03:04:05.678Z'),
        (502, null, 'An orphan question?', '', '2025-01-03T00:00:00Z');
      insert into question_topics (question_id, topic_id) values (501, 902), (501, 901);
      insert into answers (id, question_id, author_id, content, created_at) values (601, 501, '00000000-0000-4000-8000-000000000001', '<p>old answer</p>', '2025-01-04T00:00:00Z');
    `);

    writeFileSync(journalFile, JSON.stringify(journal));
    await migrate(db, { migrationsFolder: folder });

    const questionRevisions = await client.query<Record<string, unknown>>(
      "select question_id, number, editor_id, title, content, topic_ids, edit_summary, created_at = (select created_at from questions q where q.id = question_id) as dated from question_revisions order by question_id",
    );
    expect(questionRevisions.rows).toEqual([
      { question_id: 501, number: 1, editor_id: "00000000-0000-4000-8000-000000000001", title: "An old question?", content: "<p>old details</p>", topic_ids: [901, 902], edit_summary: null, dated: true },
      { question_id: 502, number: 1, editor_id: null, title: "An orphan question?", content: "", topic_ids: [], edit_summary: null, dated: true },
    ]);
    const answerRevisions = await client.query<Record<string, unknown>>("select answer_id, number, content from answer_revisions");
    expect(answerRevisions.rows).toEqual([{ answer_id: 601, number: 1, content: "<p>old answer</p>" }]);
    // Never edited as far as anyone knows.
    const edited = await client.query<{ n: number }>("select count(*)::int as n from questions where edited_at is not null or edited_by_id is not null");
    expect(edited.rows[0]!.n).toBe(0);
  } finally {
    await client.close();
  }
});

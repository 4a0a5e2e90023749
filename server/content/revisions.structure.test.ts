import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

// A post's text and topics change in one place, content/revisions.ts, which keeps the
// revision of every edit (docs/decisions/024-revisions.md). This test reads the server's
// source and fails when another module writes those columns, so a new edit path (an admin
// tool, a bulk fix) cannot forget the revision, the screening or the counters.

const SERVER = path.join(import.meta.dirname, "..");
const OWNER = "content/revisions.ts";

/**
 * Where a question's topics may also be written: asking (with its original revision), and merging
 * a topic into another (issue 25.5), which renames the topic on the question and in its revisions
 * alike rather than editing the question; and putting back a question staff removed (an overturned
 * appeal, issue 25.6), with its original revision; nowhere else.
 */
const TOPIC_WRITERS = new Set([OWNER, "content/ask.ts", "seed/demo.ts", "content/topic-names.ts", "content/removed-posts.ts"]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [full] : [];
  });
}

const files = sourceFiles(SERVER).map((file) => ({ name: path.relative(SERVER, file).split(path.sep).join("/"), text: readFileSync(file, "utf8") }));

/** Drizzle `.update(questions|answers)...set({...title|content...})`, and raw SQL `update questions set ... title|content`. */
const TEXT_UPDATES = [
  /\.update\((questions|answers)\)\s*\.set\(\{[^}]*\b(title|content)\b/,
  /update\s+(\$\{(questions|answers)\}|"?(questions|answers)"?)\s+set\b[^;`]*\b(title|content)\s*=/i,
];

it("finds the server's source (the check below reads something)", () => {
  expect(files.length).toBeGreaterThan(50);
  expect(files.some((file) => file.name === OWNER)).toBe(true);
  // The patterns match the owner's own writes: a pattern that matched nothing would pass anything.
  const owner = files.find((file) => file.name === OWNER)!.text;
  expect(TEXT_UPDATES[0]!.test(owner)).toBe(true);
});

it("lets only content/revisions.ts change a question's title or details or an answer's text", () => {
  const writers = files.filter((file) => file.name !== OWNER && TEXT_UPDATES.some((pattern) => pattern.test(file.text))).map((file) => file.name);
  expect(writers, "edit posts through content/revisions.ts (editQuestion, editAnswer) so the edit keeps its revision").toEqual([]);
});

it("lets only content/revisions.ts change the topics of an existing question", () => {
  const writers = files
    .filter((file) => !TOPIC_WRITERS.has(file.name) && /\.(insert|delete|update)\(questionTopics\)|(insert into|delete from|update)\s+(\$\{questionTopics\}|"?question_topics"?)/i.test(file.text))
    .map((file) => file.name);
  expect(writers, "change a question's topics through content/revisions.ts (editQuestion)").toEqual([]);
  // Asking writes topics only in createQuestion, with the original revision beside them.
  const asking = files.find((file) => file.name === "content/ask.ts")!.text;
  expect(asking.match(/\.insert\(questionTopics\)/g)).toHaveLength(1);
  expect(asking).toContain("recordOriginalQuestion(");
  expect(asking).not.toMatch(/\.delete\(questionTopics\)/);
});

it("gives every new post its original revision where it is created", () => {
  const creators = files.filter((file) => /\.insert\((questions|answers)\)/.test(file.text)).map((file) => file.name).sort();
  expect(creators).toEqual(["content/ask.ts", "content/removed-posts.ts", "features/answers/answers.queries.ts", "seed/demo.ts"]);
  expect(files.find((file) => file.name === "content/removed-posts.ts")!.text).toContain("recordOriginalQuestion(");
  expect(files.find((file) => file.name === "content/removed-posts.ts")!.text).toContain("recordOriginalAnswers(");
  expect(files.find((file) => file.name === "features/answers/answers.queries.ts")!.text).toContain("recordOriginalAnswers(");
  expect(files.find((file) => file.name === "seed/demo.ts")!.text).toContain("backfillOriginalRevisions(");
});

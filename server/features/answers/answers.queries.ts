import { sql } from "drizzle-orm";
import { recordOriginalAnswers } from "../../content/revisions";
import type { Db } from "../../db/client";
import { queueNewAnswers } from "../../content/review-tasks";
import { answers, questions } from "../../db/schema/content";

export type AnswerRow = typeof answers.$inferSelect;

export interface NewAnswer {
  questionId: number;
  authorId: string;
  content: string;
  status?: AnswerRow["status"];
}

/** Adds an answer; the question's answer counter moves in the same transaction (once published). */
export async function createAnswer(
  db: Db,
  questionId: number,
  authorId: string,
  content: string,
  status: AnswerRow["status"] = "published",
): Promise<AnswerRow> {
  return (await createAnswers(db, [{ questionId, authorId, content, status }]))[0]!;
}

/**
 * Adds answers in one transaction of three statements however many there are (the answers,
 * their revisions 1, the questions' counters), in the order given: the answer route's group
 * commit (docs/decisions/035-group-commit.md).
 */
export async function createAnswers(db: Db, items: NewAnswer[]): Promise<AnswerRow[]> {
  if (!items.length) return [];
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(answers)
      .values(items.map(({ questionId, authorId, content, status = "published" }) => ({ questionId, authorId, content, status })))
      .returning();
    // Ids come from the sequence row by row in VALUES order, so by id is the order given.
    const rows = inserted.sort((a, b) => a.id - b.id);
    await recordOriginalAnswers(tx, rows);
    await queueNewAnswers(tx, rows.map((row) => row.id));
    const added = new Map<number, number>();
    for (const row of rows) if (row.status !== "held") added.set(row.questionId, (added.get(row.questionId) ?? 0) + 1);
    if (added.size) {
      const counts = sql.join(
        [...added].sort(([a], [b]) => a - b).map(([id, n]) => sql`(${id}::int, ${n}::int)`),
        sql`, `,
      );
      await tx.execute(sql`
        update ${questions} set answer_count = ${questions.answerCount} + added.n
        from (values ${counts}) as added(id, n)
        where ${questions.id} = added.id`);
    }
    return rows;
  });
}

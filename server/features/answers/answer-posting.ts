import { cleanAnswerHtml } from "../../content/revisions";
import { notFound } from "../../errors";
import type { Db } from "../../db/client";
import { isConnectionError } from "../../db/errors";
import type { users } from "../../db/schema/users";
import { createBatcher, type Batcher, type Outcome } from "../../lib/batcher";
import { authorize } from "../../policy/abilities";
import { QUESTION_NOT_FOUND, findVisibleQuestions, type VisibleQuestion } from "../../policy/visibility";
import type { Moderation, Screening } from "../../content/moderation";
import type { Notifier } from "../../services/notifier";
import { createAnswers, type AnswerRow, type NewAnswer } from "./answers.queries";

export interface AnswerPost {
  user: typeof users.$inferSelect;
  questionId: number;
  /** As sent: sanitised here, after the question's checks, as one answer alone would be. */
  content: string;
}

export interface PostedAnswer {
  row: AnswerRow;
  question: VisibleQuestion;
  screening: Screening;
}

/**
 * Posting an answer, as a group commit (docs/decisions/035-group-commit.md): answers posted
 * while a group is being written wait and go together in the next one, so N answers cost one
 * group's statements (the questions read, one transaction of three writes, the notifications)
 * instead of N times them. Each answer is judged on its own, exactly as one alone would be:
 * its question as its author may see it (a 404 otherwise), the policy's "answer" ability
 * (closed, locked), its sanitised text (a 400 when nothing is left), auto-moderation's
 * screening. If the database refuses the group's transaction (a question deleted meanwhile),
 * each answer is written again on its own, so only the bad one fails; not when the connection
 * was lost, since the COMMIT may have happened.
 * The group ends with one write barrier for all (the route's own is skipped): one stage, so
 * the whole group moves together instead of half of it waiting at the barrier.
 */
export function answerPoster({
  db,
  moderation,
  notifier,
  flush,
}: {
  db: Db;
  moderation: Moderation;
  notifier: Notifier;
  /** The write barrier (server/db/notifications.ts), once for the whole group. */
  flush: () => Promise<void>;
}): Batcher<AnswerPost, PostedAnswer> {
  return createBatcher(async (posts) => {
    const outcomes: Outcome<PostedAnswer>[] = posts.map(() => ({ ok: false, error: new Error("not written") }));
    const questions = await findVisibleQuestions(
      db,
      posts.map((post) => ({ viewer: post.user, id: post.questionId })),
    );
    const ready: { index: number; question: VisibleQuestion; screening: Screening; answer: NewAnswer }[] = [];
    for (const [index, post] of posts.entries()) {
      try {
        const question = questions[index];
        if (!question) throw notFound(QUESTION_NOT_FOUND);
        authorize(post.user, "answer", "question", question);
        const content = cleanAnswerHtml(post.content);
        const screening = await moderation.screen(post.user, "", content);
        ready.push({ index, question, screening, answer: { questionId: question.id, authorId: post.user.id, content, status: screening.status } });
      } catch (error) {
        outcomes[index] = { ok: false, error };
      }
    }
    let rows: (AnswerRow | null)[];
    try {
      rows = await createAnswers(
        db,
        ready.map((item) => item.answer),
      );
    } catch (error) {
      // A lost connection may have lost the COMMIT's answer, not the COMMIT: writing the group
      // again could write it twice, so every answer of it fails (a 503 to try again).
      if (ready.length === 1 || isConnectionError(error)) {
        for (const item of ready) outcomes[item.index] = { ok: false, error };
        return outcomes;
      }
      rows = [];
      for (const item of ready) {
        try {
          rows.push((await createAnswers(db, [item.answer]))[0]!);
        } catch (alone) {
          outcomes[item.index] = { ok: false, error: alone };
          rows.push(null);
        }
      }
    }
    const written = [];
    for (const [i, item] of ready.entries()) {
      const row = rows[i];
      if (!row) continue;
      // A held answer's report: its failure fails that answer's request alone (as it did when
      // each answer was posted on its own), never the others of the group.
      try {
        await moderation.hold("answer", row.id, item.screening);
        written.push({ ...item, row });
      } catch (error) {
        outcomes[item.index] = { ok: false, error };
      }
    }
    // The notifier tells nobody of a held answer, or of one on a held question.
    await notifier.answeredAll(written.map(({ question, row }) => ({ question, answer: row })));
    // The group's announcements are in hand before any of its answers goes (the route skips its own barrier).
    if (written.length) await flush();
    for (const { index, row, question, screening } of written) outcomes[index] = { ok: true, value: { row, question, screening } };
    return outcomes;
  });
}

import { and, asc, eq } from "drizzle-orm";
import type { ClosedState, LinkedQuestion } from "@shared/questions";
import type { Db } from "../db/client";
import { questions } from "../db/schema/content";
import { EVERYONE, visibleQuestions } from "../policy/visibility";
import { loadAuthors, presentAuthor } from "./authors";

// A question's status on its page: the accepted answer, the closed state, the questions
// linked as duplicates (docs/decisions/023-accepted-answers-and-closing.md). The question
// page and its SEO page present it through presentQuestionDetail.

type QuestionRow = typeof questions.$inferSelect;

/** Linked questions listed on an original's page at most. */
export const LINKED_QUESTIONS_MAX = 50;

/**
 * What the question page adds to a question's summary for its status. Linked questions are
 * the public ones only (the same for every viewer, so the page can be cached for visitors):
 * the database trigger announces a change of either side of a link to the other.
 */
export async function presentQuestionStatus(
  db: Db,
  row: QuestionRow,
): Promise<{ acceptedAnswerId: number | null; closed: ClosedState | null; duplicates: LinkedQuestion[] }> {
  const [closer, original, duplicates] = await Promise.all([
    row.closedReason && row.closedById ? loadAuthors(db, [row.closedById]) : null,
    row.closedReason && row.duplicateOfId
      ? db
          .select({ id: questions.id, title: questions.title })
          .from(questions)
          .where(and(eq(questions.id, row.duplicateOfId), visibleQuestions(EVERYONE)))
          .limit(1)
      : [],
    db
      .select({ id: questions.id, title: questions.title })
      .from(questions)
      .where(and(eq(questions.duplicateOfId, row.id), visibleQuestions(EVERYONE)))
      .orderBy(asc(questions.closedAt), asc(questions.id))
      .limit(LINKED_QUESTIONS_MAX),
  ]);
  const closed: ClosedState | null =
    row.closedReason && row.closedAt
      ? {
          reason: row.closedReason,
          closedAt: row.closedAt.toISOString(),
          closedBy: presentAuthor(row.closedById ? closer?.get(row.closedById) : undefined),
          ...(original[0] ? { duplicateOf: original[0] } : {}),
        }
      : null;
  return { acceptedAnswerId: row.acceptedAnswerId, closed, duplicates };
}

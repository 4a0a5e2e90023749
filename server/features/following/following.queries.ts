import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { FollowingActivity, FollowingType, Page } from "@shared/questions";
import { MAX_DB_ID } from "@shared/ids";
import type { Db } from "../../db/client";
import { answers, questions, userFollows } from "../../db/schema/content";
import { EVERYONE, visibleAnswers, visibleQuestions, type Viewer } from "../../policy/visibility";
import { key, keyset, pageOf } from "../../lib/keyset";
import { loadAnswerData } from "../../content/answer-items";
import { presentAnswer } from "../../content/answer.presenter";
import { presentAuthorOf } from "../../content/author.presenter";
import { loadQuestionSummaryData } from "../../content/question-summaries";
import { presentQuestionSummary } from "../../content/question.presenter";

/** (createdAt, merged key); the merged key is a bigint in SQL, as twice an int4 id does not fit an int4. */
const activityKeyset = keyset(key.date, key.int(0, 2 * MAX_DB_ID + 1));

/**
 * /following: questions asked and answers written by the people the member follows,
 * newest first. Both kinds share one order by (createdAt, key) where key = id*2 for
 * questions and id*2+1 for answers, so one cursor pages through the merged list. Only what
 * everyone may see is listed: an answer shows once it and its question are published.
 */
export async function listFollowingActivity(
  db: Db,
  viewer: NonNullable<Viewer>,
  type: FollowingType,
  options: { cursor?: string; limit: number },
): Promise<Page<FollowingActivity>> {
  const followees = db.select({ id: userFollows.followeeId }).from(userFollows).where(eq(userFollows.followerId, viewer.id));
  const after = options.cursor ? activityKeyset.decode(options.cursor) : null;
  const before = (createdAt: typeof questions.createdAt | typeof answers.createdAt, rowKey: ReturnType<typeof sql>) => {
    if (!after) return undefined;
    const at = after[0].toISOString();
    return sql`(${createdAt} < ${at}::timestamptz or (${createdAt} = ${at}::timestamptz and ${rowKey} < ${after[1]}::bigint))`;
  };

  const [questionRows, answerRows] = await Promise.all([
    type === "answers"
      ? []
      : db
          .select()
          .from(questions)
          .where(and(inArray(questions.authorId, followees), visibleQuestions(EVERYONE), before(questions.createdAt, sql`${questions.id}::bigint * 2`)))
          .orderBy(desc(questions.createdAt), desc(questions.id))
          .limit(options.limit + 1),
    type === "questions"
      ? []
      : db
          .select()
          .from(answers)
          .where(and(inArray(answers.authorId, followees), visibleAnswers(EVERYONE), before(answers.createdAt, sql`${answers.id}::bigint * 2 + 1`)))
          .orderBy(desc(answers.createdAt), desc(answers.id))
          .limit(options.limit + 1),
  ]);
  const merged = [
    ...questionRows.map((row) => ({ kind: "question" as const, createdAt: row.createdAt, key: row.id * 2, question: row, answer: null })),
    ...answerRows.map((row) => ({ kind: "answer" as const, createdAt: row.createdAt, key: row.id * 2 + 1, question: null, answer: row })),
  ].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.key - a.key);
  const { items: page, nextCursor } = pageOf(merged, options.limit, (last) => activityKeyset.encode(last.createdAt, last.key));

  // The questions the answers belong to, then everything presented in a fixed few queries.
  const missingIds = page.filter((item) => item.answer).map((item) => item.answer!.questionId);
  const answeredQuestions = missingIds.length ? await db.select().from(questions).where(inArray(questions.id, missingIds)) : [];
  const questionRowsById = new Map([...questionRows, ...answeredQuestions].map((row) => [row.id, row]));
  const needed = [...new Set(page.map((item) => item.question?.id ?? item.answer!.questionId))].map((id) => questionRowsById.get(id)!);
  // The actors are the questions' and answers' authors: both loaders load them.
  const [questionData, answerData] = await Promise.all([
    loadQuestionSummaryData(db, needed, viewer),
    loadAnswerData(db, page.flatMap((item) => (item.answer ? [item.answer] : [])), viewer),
  ]);
  return {
    items: page.map((item) => {
      const row = (item.question ?? item.answer)!;
      return {
        type: item.kind,
        createdAt: item.createdAt.toISOString(),
        actor: presentAuthorOf(item.answer ? answerData.authors : questionData.authors, row.authorId),
        question: presentQuestionSummary(questionRowsById.get(item.question?.id ?? item.answer!.questionId)!, questionData, viewer),
        answer: item.answer ? presentAnswer(item.answer, answerData, viewer) : null,
      };
    }),
    nextCursor,
  };
}

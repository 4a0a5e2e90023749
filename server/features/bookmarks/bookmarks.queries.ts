import { and, desc, eq, isNotNull, sql } from "drizzle-orm";
import type { BookmarkCounts, BookmarkedAnswer, BookmarkedQuestion, BookmarkState } from "@shared/bookmarks";
import type { Page } from "@shared/questions";
import type { Db } from "../../db/client";
import { answers, questions } from "../../db/schema/content";
import { bookmarks } from "../../db/schema/library";
import { visibleAnswers, visibleQuestions, type Viewer } from "../../policy/visibility";
import { afterDateCursor, dateKeyset, pageOf } from "../../lib/keyset";
import { loadAnswerData } from "../../content/answer-items";
import { presentAnswer } from "../../content/answer.presenter";
import { loadQuestionSummaryData } from "../../content/question-summaries";
import { presentQuestionSummary } from "../../content/question.presenter";

/** The signed-in member reading their bookmarks: saved posts they can no longer see are left out. */
export type Reader = NonNullable<Viewer>;

/** Bookmarks newest saved first, keyset on (created_at, id): bookmarks_user_created_idx. */
const savedBefore = (cursor: string | undefined) => afterDateCursor(bookmarks.createdAt, bookmarks.id, cursor);
const savedCursor = (last: { savedAt: Date; id: number }) => dateKeyset.encode(last.savedAt, last.id);

interface PageOptions {
  cursor?: string;
  limit: number;
}

/** The member's saved questions, newest saved first, as the feed cards show them. */
export async function listBookmarkedQuestions(db: Db, reader: Reader, options: PageOptions): Promise<Page<BookmarkedQuestion>> {
  const rows = await db
    .select({ id: bookmarks.id, savedAt: bookmarks.createdAt, question: questions })
    .from(bookmarks)
    .innerJoin(questions, eq(questions.id, bookmarks.questionId))
    .where(and(eq(bookmarks.userId, reader.id), isNotNull(bookmarks.questionId), visibleQuestions(reader), savedBefore(options.cursor)))
    .orderBy(desc(bookmarks.createdAt), desc(bookmarks.id))
    .limit(options.limit + 1);
  const page = pageOf(rows, options.limit, savedCursor);
  const data = await loadQuestionSummaryData(db, page.items.map((row) => row.question), reader);
  return {
    items: page.items.map((row) => ({ id: row.id, savedAt: row.savedAt.toISOString(), question: presentQuestionSummary(row.question, data, reader) })),
    nextCursor: page.nextCursor,
  };
}

/** The member's saved answers, newest saved first, each with its question's title. */
export async function listBookmarkedAnswers(db: Db, reader: Reader, options: PageOptions): Promise<Page<BookmarkedAnswer>> {
  const rows = await db
    .select({ id: bookmarks.id, savedAt: bookmarks.createdAt, answer: answers, questionTitle: questions.title })
    .from(bookmarks)
    .innerJoin(answers, eq(answers.id, bookmarks.answerId))
    .innerJoin(questions, eq(questions.id, answers.questionId))
    .where(
      and(
        eq(bookmarks.userId, reader.id),
        isNotNull(bookmarks.answerId),
        visibleAnswers(reader),
        savedBefore(options.cursor),
      ),
    )
    .orderBy(desc(bookmarks.createdAt), desc(bookmarks.id))
    .limit(options.limit + 1);
  const page = pageOf(rows, options.limit, savedCursor);
  const data = await loadAnswerData(db, page.items.map((row) => row.answer), reader);
  return {
    items: page.items.map((row) => ({
      id: row.id,
      savedAt: row.savedAt.toISOString(),
      answer: presentAnswer(row.answer, data, reader),
      question: { id: row.answer.questionId, title: row.questionTitle },
    })),
    nextCursor: page.nextCursor,
  };
}

/** The tabs' counts in one query, counting exactly what the lists show. */
export async function countBookmarks(db: Db, reader: Reader): Promise<BookmarkCounts> {
  const savedQuestion = and(isNotNull(questions.id), visibleQuestions(reader));
  const savedAnswer = and(isNotNull(answers.id), visibleAnswers(reader));
  const [row] = await db
    .select({
      questions: sql<number>`count(*) filter (where ${savedQuestion})`.mapWith(Number),
      answers: sql<number>`count(*) filter (where ${savedAnswer})`.mapWith(Number),
    })
    .from(bookmarks)
    .leftJoin(questions, eq(questions.id, bookmarks.questionId))
    .leftJoin(answers, eq(answers.id, bookmarks.answerId))
    .where(eq(bookmarks.userId, reader.id));
  return { questions: row?.questions ?? 0, answers: row?.answers ?? 0 };
}

/** Saves or unsaves a question or an answer; idempotent (the unique indexes decide). */
export async function setBookmark(db: Db, userId: string, target: { questionId: number } | { answerId: number }, on: boolean): Promise<BookmarkState> {
  if (on) {
    await db
      .insert(bookmarks)
      .values({ userId, ...target })
      .onConflictDoNothing();
  } else {
    const matches = "questionId" in target ? eq(bookmarks.questionId, target.questionId) : eq(bookmarks.answerId, target.answerId);
    await db.delete(bookmarks).where(and(eq(bookmarks.userId, userId), matches));
  }
  return { bookmarked: on };
}

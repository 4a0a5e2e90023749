import { describe, expect, it } from "vitest";
import { QueryClient } from "@tanstack/react-query";
import type { AnswerItem, QuestionDetail } from "@shared/questions";
import { createIntl } from "react-intl";
import en from "@/i18n/messages/en.json";
import ja from "@/i18n/messages/ja.json";
import { applyQuestionEvent, NewAnswerTracker, type EventContext } from "./use-question-events";

describe("which answers are new to an open page", () => {
  it("offers answers the page neither lists nor knew of", () => {
    const tracker = new NewAnswerTracker();
    // A whole list (no further page): anything else the first state names arrived meanwhile.
    expect(tracker.seen([1, 2], new Set([1]), { state: true, allLoaded: true })).toEqual([2]);
    expect(tracker.seen([3], new Set([1]), { state: false, allLoaded: true })).toEqual([3]);
    // Named again (a reconnect's state): already offered.
    expect(tracker.seen([1, 2, 3, 4], new Set([1]), { state: true, allLoaded: true })).toEqual([4]);
  });

  it("takes the first state of a partly loaded list as what is known", () => {
    const tracker = new NewAnswerTracker();
    expect(tracker.seen([1, 2, 3], new Set([1]), { state: true, allLoaded: false })).toEqual([]);
    expect(tracker.seen([9], new Set([1]), { state: false, allLoaded: false })).toEqual([9]);
    expect(tracker.seen([1, 2, 3, 9, 10], new Set([1]), { state: true, allLoaded: false })).toEqual([10]);
  });

  it("says 1 new answer, 3 new answers (ICU plurals, in every language)", () => {
    const newAnswers = (messages: Record<string, string>, locale: string, count: number) => createIntl({ locale, messages }).formatMessage({ id: "question.newAnswers" }, { count });
    expect(newAnswers(en, "en", 1)).toBe("1 new answer");
    expect(newAnswers(en, "en", 3)).toBe("3 new answers");
    expect(newAnswers(ja, "ja", 3)).toBe("新しい回答 3 件");
  });
});

describe("applying the question's events to the page's caches", () => {
  const answer = (id: number, extra: Partial<AnswerItem> = {}) => ({ id, upvoteCount: 0, downvoteCount: 0, commentCount: 0, ...extra }) as AnswerItem;
  const setup = () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData<Partial<QuestionDetail>>(["/api/questions", 5], { id: 5, answerCount: 2, upvoteCount: 0, downvoteCount: 0, myVote: 1 });
    queryClient.setQueryData(["/api/questions", 5, "answers"], { pages: [{ items: [answer(1), answer(2)], nextCursor: null }], pageParams: [null] });
    const announced: number[] = [];
    const forgotten: number[] = [];
    let gone = false;
    const page: EventContext = {
      loaded: new Set([1, 2]),
      allLoaded: true,
      announce: (ids) => announced.push(...ids),
      forget: (ids) => forgotten.push(...ids),
      gone: () => (gone = true),
    };
    const question = () => queryClient.getQueryData<QuestionDetail>(["/api/questions", 5])!;
    const items = () => queryClient.getQueryData<{ pages: { items: AnswerItem[] }[] }>(["/api/questions", 5, "answers"])!.pages[0]!.items;
    return { queryClient, page, announced, forgotten, question, items, isGone: () => gone };
  };

  it("updates counts in place and keeps the viewer's own vote", () => {
    const { queryClient, page, question, items } = setup();
    applyQuestionEvent(queryClient, 5, { type: "votes", question: { upvoteCount: 3, downvoteCount: 1 }, answers: [{ id: 2, upvoteCount: 4, downvoteCount: 0 }] }, page);
    expect(question()).toMatchObject({ upvoteCount: 3, downvoteCount: 1, myVote: 1 });
    expect(items().map((item) => item.upvoteCount)).toEqual([0, 4]);
    applyQuestionEvent(queryClient, 5, { type: "comment", answers: [{ id: 1, commentCount: 2 }] }, page);
    expect(items().map((item) => item.commentCount)).toEqual([2, 0]);
  });

  it("announces new answers without listing them, and takes away deleted ones", () => {
    const { queryClient, page, announced, forgotten, question, items } = setup();
    applyQuestionEvent(queryClient, 5, { type: "answer", answerCount: 3, added: [7], removed: [] }, page);
    expect(question().answerCount).toBe(3);
    expect(announced).toEqual([7]);
    expect(items().map((item) => item.id)).toEqual([1, 2]);
    applyQuestionEvent(queryClient, 5, { type: "answer", answerCount: 2, added: [], removed: [2] }, page);
    expect(forgotten).toEqual([2]);
    expect(items().map((item) => item.id)).toEqual([1]);
  });

  it("fetches again what an edit, acceptance or closing changed", () => {
    const { queryClient, page } = setup();
    const invalidated = (key: unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    applyQuestionEvent(queryClient, 5, { type: "edit", question: false, answerIds: [99] }, page);
    expect(invalidated(["/api/questions", 5, "answers"])).toBe(false);
    applyQuestionEvent(queryClient, 5, { type: "edit", question: true, answerIds: [2] }, page);
    expect(invalidated(["/api/questions", 5])).toBe(true);
    expect(invalidated(["/api/questions", 5, "answers"])).toBe(true);
  });

  it("ends on gone", () => {
    const { queryClient, page, isGone } = setup();
    applyQuestionEvent(queryClient, 5, { type: "gone" }, page);
    expect(isGone()).toBe(true);
  });
});

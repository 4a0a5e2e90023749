import { useCallback, useEffect, useRef, useState } from "react";
import { useQueryClient, type InfiniteData, type QueryClient } from "@tanstack/react-query";
import { questionEventTypes, type QuestionEvent } from "@shared/question-events";
import type { AnswerItem, Page, QuestionDetail } from "@shared/questions";

/** Waits before trying again after the server refused the stream (404 aside, which ends it), doubling up to the last. */
const RETRY_FIRST_MS = 2_000;
const RETRY_MAX_MS = 60_000;

type AnswerPages = InfiniteData<Page<AnswerItem>>;

const questionKey = (id: number) => ["/api/questions", id] as const;
const answersKey = (id: number) => ["/api/questions", id, "answers"] as const;

/** Changes the answers in every cached list of the question's answers (any sort). */
function updateAnswers(queryClient: QueryClient, questionId: number, change: (items: AnswerItem[]) => AnswerItem[]) {
  queryClient.setQueriesData<AnswerPages>({ queryKey: answersKey(questionId) }, (old) =>
    old?.pages ? { ...old, pages: old.pages.map((page) => ({ ...page, items: change(page.items) })) } : old,
  );
}

function updateQuestion(queryClient: QueryClient, questionId: number, change: Partial<QuestionDetail>) {
  queryClient.setQueryData<QuestionDetail>(questionKey(questionId), (old) => (old ? { ...old, ...change } : old));
}

/** Whether the page is on screen: a hidden tab holds no stream (browsers allow few connections per site). */
function usePageVisible(): boolean {
  const [visible, setVisible] = useState(() => typeof document === "undefined" || document.visibilityState !== "hidden");
  useEffect(() => {
    const update = () => setVisible(document.visibilityState !== "hidden");
    document.addEventListener("visibilitychange", update);
    return () => document.removeEventListener("visibilitychange", update);
  }, []);
  return visible;
}

export interface QuestionEvents {
  /** Answers that arrived since the page showed its list, not yet shown. */
  newAnswers: number;
  /** Fetches the answers again (showing the new ones); resolves with the ids that were new. */
  showNewAnswers(): Promise<number[]>;
  /** Whether the stream is open now. */
  live: boolean;
}

/**
 * The question page's live updates (GET /api/questions/{id}/events) while the page is
 * visible: counts change in place (answers, votes, comments), new answers wait behind
 * "1 new answer · Show" rather than appearing under the reader's eyes, and edits,
 * acceptance and closing fetch what they changed again. Each connection starts with the
 * question's state, so what happened while the tab was hidden or the connection down is
 * caught up on reconnect.
 */
export function useQuestionEvents(
  questionId: number,
  {
    enabled,
    loadedAnswerIds,
    allAnswersLoaded,
  }: {
    enabled: boolean;
    /** The answers the page lists now. */
    loadedAnswerIds: number[];
    /** The list is loaded and has no further page (so any answer not in it is new). */
    allAnswersLoaded: boolean;
  },
): QuestionEvents {
  const queryClient = useQueryClient();
  const visible = usePageVisible();
  const [announced, setAnnounced] = useState<number[]>([]);
  const [live, setLive] = useState(false);
  const loaded = useRef(new Set<number>());
  loaded.current = new Set(loadedAnswerIds);
  const complete = useRef(allAnswersLoaded);
  complete.current = allAnswersLoaded;
  /** Answer ids the page knows of (listed once, or announced): only others are new. Null until the first state. */
  const known = useRef<Set<number> | null>(null);

  useEffect(() => {
    setAnnounced([]);
    known.current = null;
  }, [questionId]);

  useEffect(() => {
    if (!enabled || !visible || typeof EventSource === "undefined") return;
    let source: EventSource | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let retryDelay = RETRY_FIRST_MS;
    let stopped = false;

    const announce = (ids: number[]) => {
      const fresh = ids.filter((id) => !loaded.current.has(id) && !known.current?.has(id));
      known.current ??= new Set();
      for (const id of ids) known.current.add(id);
      if (fresh.length) setAnnounced((previous) => [...new Set([...previous, ...fresh])]);
    };

    const apply = (event: QuestionEvent) => {
      switch (event.type) {
        case "state": {
          updateQuestion(queryClient, questionId, { answerCount: event.answerCount, upvoteCount: event.upvoteCount, downvoteCount: event.downvoteCount });
          const counts = new Map(event.answers.map((answer) => [answer.id, answer]));
          updateAnswers(queryClient, questionId, (items) =>
            items.map((item) => {
              const now = counts.get(item.id);
              return now ? { ...item, upvoteCount: now.upvoteCount, downvoteCount: now.downvoteCount, commentCount: now.commentCount } : item;
            }),
          );
          const ids = event.answers.map((answer) => answer.id);
          // The first state of a page whose list is partly loaded (more pages) cannot tell new
          // answers from unloaded ones: it only sets what is known.
          if (known.current === null && !complete.current) known.current = new Set(ids);
          else announce(ids);
          break;
        }
        case "answer": {
          updateQuestion(queryClient, questionId, { answerCount: event.answerCount });
          announce(event.added);
          if (event.removed.length) {
            const removed = new Set(event.removed);
            setAnnounced((previous) => previous.filter((id) => !removed.has(id)));
            updateAnswers(queryClient, questionId, (items) => items.filter((item) => !removed.has(item.id)));
          }
          break;
        }
        case "votes": {
          updateQuestion(queryClient, questionId, event.question);
          const counts = new Map(event.answers.map((answer) => [answer.id, answer]));
          if (counts.size) {
            updateAnswers(queryClient, questionId, (items) =>
              items.map((item) => {
                const now = counts.get(item.id);
                return now ? { ...item, upvoteCount: now.upvoteCount, downvoteCount: now.downvoteCount } : item;
              }),
            );
          }
          break;
        }
        case "comment": {
          const counts = new Map(event.answers.map((answer) => [answer.id, answer.commentCount]));
          updateAnswers(queryClient, questionId, (items) => items.map((item) => (counts.has(item.id) ? { ...item, commentCount: counts.get(item.id)! } : item)));
          // An open comment list fetches again; closed ones wait until opened.
          for (const id of counts.keys()) void queryClient.invalidateQueries({ queryKey: ["/api/answers", id, "comments"] });
          break;
        }
        case "edit":
          if (event.question) void queryClient.invalidateQueries({ queryKey: questionKey(questionId), exact: true });
          if (event.answerIds.some((id) => loaded.current.has(id))) void queryClient.invalidateQueries({ queryKey: answersKey(questionId) });
          break;
        case "accepted":
        case "closed":
          // Everything of the question: its state, its answers' order and marks, what hangs on it.
          void queryClient.invalidateQueries({ queryKey: questionKey(questionId) });
          break;
        case "gone":
          stopped = true;
          source?.close();
          setLive(false);
          // The page finds the question gone (404) and says so.
          void queryClient.invalidateQueries({ queryKey: questionKey(questionId) });
          break;
      }
    };

    const handle = (message: MessageEvent<string>) => {
      try {
        apply(JSON.parse(message.data) as QuestionEvent);
      } catch {
        // A malformed event is skipped; the next connection's state brings things up to date.
      }
    };

    const connect = () => {
      if (stopped) return;
      const current = new EventSource(`/api/questions/${questionId}/events`);
      source = current;
      current.onopen = () => {
        retryDelay = RETRY_FIRST_MS;
        setLive(true);
      };
      current.onerror = () => {
        setLive(false);
        // A dropped connection is retried by the browser itself; a refused one (an error
        // status) is closed for good, so it is retried here, more slowly each time.
        if (current.readyState !== EventSource.CLOSED || stopped) return;
        retryTimer = setTimeout(connect, retryDelay);
        retryDelay = Math.min(retryDelay * 2, RETRY_MAX_MS);
      };
      for (const type of questionEventTypes) current.addEventListener(type, handle);
    };
    connect();

    return () => {
      stopped = true;
      clearTimeout(retryTimer);
      source?.close();
      setLive(false);
    };
  }, [enabled, visible, questionId, queryClient]);

  const pending = announced.filter((id) => !loaded.current.has(id));

  const showNewAnswers = useCallback(async () => {
    const ids = announced;
    await queryClient.invalidateQueries({ queryKey: answersKey(questionId) });
    setAnnounced((previous) => previous.filter((id) => !ids.includes(id)));
    return ids;
  }, [announced, queryClient, questionId]);

  return { newAnswers: pending.length, showNewAnswers, live };
}

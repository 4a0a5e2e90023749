import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useQueryClient, type InfiniteData, type QueryClient } from "@tanstack/react-query";
import { questionEventTypes, type QuestionEvent } from "@shared/question-events";
import type { AnswerItem, Page, QuestionDetail } from "@shared/questions";

/** Waits before trying again after the server refused the stream, doubling up to the last. */
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

/**
 * Which answers are new to the page. An answer is new when the stream names it and the page
 * neither lists it nor knew of it. The first `state` of a page whose list has more pages cannot
 * tell a new answer from one on a page not loaded: it only sets what is known.
 */
export class NewAnswerTracker {
  private known: Set<number> | null = null;

  /** Ids the stream names (a state's or an answer event's); returns those new to the page. */
  seen(ids: number[], loaded: ReadonlySet<number>, { state, allLoaded }: { state: boolean; allLoaded: boolean }): number[] {
    if (this.known === null && state && !allLoaded) {
      this.known = new Set(ids);
      return [];
    }
    const fresh = ids.filter((id) => !loaded.has(id) && !this.known?.has(id));
    this.known ??= new Set();
    for (const id of ids) this.known.add(id);
    return fresh;
  }
}

/** What applying an event needs of the page besides the query cache. */
export interface EventContext {
  /** The answers the page lists now. */
  loaded: ReadonlySet<number>;
  /** Whether the list is loaded and has no further page. */
  allLoaded: boolean;
  /** New answers to offer with "N new answers · Show". */
  announce(ids: number[]): void;
  /** Answers no longer there (deleted, held): no longer offered. */
  forget(ids: number[]): void;
  /** The question is gone for this viewer: the stream ends. */
  gone(): void;
}

/** Brings the query caches up to date with one event of the question's stream. */
export function applyQuestionEvent(queryClient: QueryClient, questionId: number, event: QuestionEvent, page: EventContext) {
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
      page.announce(event.answers.map((answer) => answer.id));
      break;
    }
    case "answer": {
      updateQuestion(queryClient, questionId, { answerCount: event.answerCount });
      page.announce(event.added);
      if (event.removed.length) {
        const removed = new Set(event.removed);
        page.forget(event.removed);
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
      if (event.question) {
        updateQuestion(queryClient, questionId, { commentCount: event.question.commentCount });
        void queryClient.invalidateQueries({ queryKey: ["/api/questions", questionId, "comments"] });
      }
      break;
    }
    case "edit":
      if (event.question) void queryClient.invalidateQueries({ queryKey: questionKey(questionId), exact: true });
      if (event.answerIds.some((id) => page.loaded.has(id))) void queryClient.invalidateQueries({ queryKey: answersKey(questionId) });
      break;
    case "accepted":
    case "closed":
      // Everything of the question: its state, its answers' order and marks, what hangs on it.
      void queryClient.invalidateQueries({ queryKey: questionKey(questionId) });
      break;
    case "gone":
      page.gone();
      // The page finds the question gone (404) and says so.
      void queryClient.invalidateQueries({ queryKey: questionKey(questionId) });
      break;
  }
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
  /**
   * Whether the stream is open now, as a store: only what shows it (useLive) renders again
   * when the stream opens or drops, not the whole question page.
   */
  live: LiveFlag;
}

/** A boolean that components can subscribe to (useSyncExternalStore). */
export interface LiveFlag {
  get(): boolean;
  subscribe(listener: () => void): () => void;
}

function createLiveFlag(): LiveFlag & { set(value: boolean): void } {
  let value = false;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      if (next === value) return;
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Whether the question's stream is open (false in the server's render). */
export function useLive(flag: LiveFlag): boolean {
  return useSyncExternalStore(flag.subscribe, flag.get, () => false);
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
  const [live] = useState(createLiveFlag);
  const setLive = live.set;
  const loaded = useRef<ReadonlySet<number>>(new Set());
  loaded.current = new Set(loadedAnswerIds);
  const complete = useRef(allAnswersLoaded);
  complete.current = allAnswersLoaded;
  const tracker = useRef(new NewAnswerTracker());

  useEffect(() => {
    // The same empty list when there was nothing to forget: the page does not render again.
    setAnnounced((previous) => (previous.length === 0 ? previous : []));
    tracker.current = new NewAnswerTracker();
  }, [questionId]);

  useEffect(() => {
    if (!enabled || !visible || typeof EventSource === "undefined") return;
    let source: EventSource | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let retryDelay = RETRY_FIRST_MS;
    let stopped = false;

    const context = (state: boolean): EventContext => ({
      loaded: loaded.current,
      allLoaded: complete.current,
      announce: (ids) => {
        const fresh = tracker.current.seen(ids, loaded.current, { state, allLoaded: complete.current });
        if (fresh.length) setAnnounced((previous) => [...new Set([...previous, ...fresh])]);
      },
      forget: (ids) => setAnnounced((previous) => previous.filter((id) => !ids.includes(id))),
      gone: () => {
        stopped = true;
        source?.close();
        setLive(false);
      },
    });
    const handle = (message: MessageEvent<string>) => {
      let event: QuestionEvent;
      try {
        event = JSON.parse(message.data) as QuestionEvent;
      } catch {
        // A malformed event is skipped; the next connection's state brings things up to date.
        return;
      }
      applyQuestionEvent(queryClient, questionId, event, context(event.type === "state"));
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
  }, [enabled, visible, questionId, queryClient, setLive]);

  const pending = announced.filter((id) => !loaded.current.has(id));

  const showNewAnswers = useCallback(async () => {
    const ids = announced;
    await queryClient.invalidateQueries({ queryKey: answersKey(questionId) });
    setAnnounced((previous) => previous.filter((id) => !ids.includes(id)));
    return ids;
  }, [announced, queryClient, questionId]);

  return { newAnswers: pending.length, showNewAnswers, live };
}

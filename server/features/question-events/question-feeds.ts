import type { QuestionEvent } from "@shared/question-events";
import type { Db } from "../../db/client";
import type { Notifications } from "../../db/notifications";
import { CHANGES_CHANNEL } from "../../cache/changes";
import { EVERYONE, type Viewer } from "../../policy/visibility";
import { diffSnapshots, loadSnapshot, stateEvent, type Snapshot } from "./snapshot";

/** Changes closer together than this make one reading of the question (a burst of votes is one event). */
export const DEBOUNCE_MS = 250;
/** After a failed reading (database away), the next try. */
const RETRY_MS = 2_000;

/** An open stream as a feed sees it: where frames go, and how to end it. */
export interface FeedListener {
  send(frame: string): void;
  end(): void;
}

/** One SSE frame: the event's type as the SSE event name, the event as JSON data. */
export function formatQuestionEvent(event: QuestionEvent): string {
  return `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
}

export interface QuestionFeeds {
  /**
   * Adds a stream to the question's feed for this viewer (EVERYONE: the public feed all
   * visitors and members share). Resolves with the `state` frame to start with and the
   * function that removes the stream, or null when the viewer may not see the question.
   */
  subscribe(questionId: number, viewer: Viewer, listener: FeedListener): Promise<{ state: string; unsubscribe: () => void } | null>;
  /** Feeds (question × viewer class) and streams open in this process. */
  counts(): { feeds: number; streams: number };
  /** Stops listening and ends every stream. */
  close(): Promise<void>;
}

interface Feed {
  key: string;
  questionId: number;
  viewer: Viewer;
  listeners: Set<FeedListener>;
  snapshot: Snapshot | null;
  /** The first reading; streams wait for it. */
  ready: Promise<void>;
  timer: NodeJS.Timeout | null;
  loading: boolean;
  /** A change arrived while reading: read again after. */
  dirty: boolean;
  closed: boolean;
}

/** A feed's key: the public one, or a member's own (a held question's author or staff, who see it). */
const feedKey = (questionId: number, viewer: Viewer) => `${questionId} ${viewer ? `${viewer.id} ${viewer.role}` : "public"}`;

/**
 * The live question pages of this process. The database announces every committed change of
 * a question, its answers, comments and votes with the tag `q:<id>` (migration 0012), from any
 * process and any write path, so one listener here serves every open page: a question with
 * open streams has one feed per viewer class, holding the last snapshot; an announcement
 * schedules one reading (debounced), whose difference with the last one goes to every stream
 * of the feed as typed events. A lost listening connection (announcements missed) and `*`
 * read every feed again, so nothing is missed and no stream has to reconnect.
 */
export async function createQuestionFeeds({
  db,
  notifications,
  debounceMs = DEBOUNCE_MS,
  log,
}: {
  db: Db;
  notifications: Notifications;
  debounceMs?: number;
  log?: { warn(object: unknown, message: string): void };
}): Promise<QuestionFeeds> {
  const feeds = new Map<string, Feed>();
  const byQuestion = new Map<number, Set<Feed>>();
  let closed = false;

  const broadcast = (feed: Feed, frames: string) => {
    for (const listener of [...feed.listeners]) {
      try {
        listener.send(frames);
      } catch {
        // A broken stream must not stop the others; its own close handler unsubscribes it.
      }
    }
  };

  const drop = (feed: Feed) => {
    if (feed.closed) return;
    feed.closed = true;
    if (feed.timer) clearTimeout(feed.timer);
    feeds.delete(feed.key);
    const set = byQuestion.get(feed.questionId);
    set?.delete(feed);
    if (set && !set.size) byQuestion.delete(feed.questionId);
  };

  const read = async (feed: Feed, initial = false) => {
    feed.loading = true;
    feed.dirty = false;
    try {
      const next = await loadSnapshot(db, feed.questionId, feed.viewer);
      if (feed.closed) return;
      const previous = feed.snapshot;
      feed.snapshot = next;
      if (!next) {
        // Deleted, or held where this feed's viewer may not see it: the page learns, the streams end.
        if (previous) broadcast(feed, formatQuestionEvent({ type: "gone" }));
        for (const listener of [...feed.listeners]) listener.end();
        drop(feed);
        return;
      }
      if (previous) {
        const events = diffSnapshots(previous, next);
        if (events.length) broadcast(feed, events.map(formatQuestionEvent).join(""));
      } else if (!initial) {
        // The first reading had failed (database away): the streams started without a state.
        broadcast(feed, formatQuestionEvent(stateEvent(next)));
      }
    } catch (error) {
      log?.warn({ err: error, questionId: feed.questionId }, "live question: could not read the question");
      if (!feed.closed) {
        feed.dirty = false;
        feed.timer = setTimeout(() => {
          feed.timer = null;
          void read(feed);
        }, RETRY_MS);
        feed.timer.unref();
      }
    } finally {
      feed.loading = false;
    }
    if (feed.dirty && !feed.closed) schedule(feed);
  };

  /** At most one reading per debounce interval: changes during the wait or the reading are folded into the next. */
  const schedule = (feed: Feed) => {
    if (feed.closed) return;
    if (feed.loading) {
      feed.dirty = true;
      return;
    }
    if (feed.timer) return;
    feed.timer = setTimeout(() => {
      feed.timer = null;
      void read(feed);
    }, debounceMs);
    feed.timer.unref();
  };

  const changed = (tags: string[]) => {
    if (!feeds.size) return;
    if (tags.includes("*")) {
      for (const feed of feeds.values()) schedule(feed);
      return;
    }
    for (const tag of tags) {
      if (!tag.startsWith("q:")) continue;
      for (const feed of byQuestion.get(Number(tag.slice(2))) ?? []) schedule(feed);
    }
  };
  const stopListening = await notifications.listen(CHANGES_CHANNEL, (payload) => changed(payload.split(" ").filter(Boolean)));
  notifications.onReconnect(() => {
    if (!closed) changed(["*"]);
  });

  return {
    async subscribe(questionId, viewer, listener) {
      if (closed) return null;
      const key = feedKey(questionId, viewer ?? EVERYONE);
      let feed = feeds.get(key);
      if (!feed) {
        const created: Feed = {
          key,
          questionId,
          viewer,
          listeners: new Set(),
          snapshot: null,
          ready: Promise.resolve(),
          timer: null,
          loading: false,
          dirty: false,
          closed: false,
        };
        created.ready = read(created, true);
        feeds.set(key, created);
        let set = byQuestion.get(questionId);
        if (!set) byQuestion.set(questionId, (set = new Set()));
        set.add(created);
        feed = created;
      }
      feed.listeners.add(listener);
      await feed.ready;
      const unsubscribe = () => {
        feed.listeners.delete(listener);
        if (!feed.listeners.size) drop(feed);
      };
      // A feed whose first reading failed tries again; streams start without a state then (and
      // get the changes once the database answers).
      if (!feed.snapshot) {
        if (feed.closed || feed.timer === null) {
          unsubscribe();
          return null;
        }
        return { state: "", unsubscribe };
      }
      return { state: formatQuestionEvent(stateEvent(feed.snapshot)), unsubscribe };
    },
    counts() {
      let streams = 0;
      for (const feed of feeds.values()) streams += feed.listeners.size;
      return { feeds: feeds.size, streams };
    },
    async close() {
      closed = true;
      for (const feed of [...feeds.values()]) {
        for (const listener of [...feed.listeners]) listener.end();
        drop(feed);
      }
      await stopListening();
    },
  };
}

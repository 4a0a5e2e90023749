import type { LiveEvent } from "@shared/events";
import type { EndedSessions, SessionEndListener } from "../../plugins/sessions";

type Listener = (event: LiveEvent) => void;

/** Whose stream this is: the member it delivers to and the session that opened it. */
export interface StreamOwner {
  userId: string;
  /** The hashed session id (request.sessionId): ending that session ends the stream. */
  sessionId: string;
}

/** What a stream gives the bus: where its events go, and how to close it. */
export interface StreamHandlers {
  /** Receives each of the owner's events. */
  deliver: Listener;
  /** Closes the stream at once; called when its session ends. */
  end(): void;
}

/**
 * Delivers live events to the members' open streams (GET /api/events), in this process,
 * and closes streams whose session ended.
 *
 * One process is enough for Ponder's embedded database, which only one process may open.
 * Several processes on one PostgreSQL server would each hold only their own streams: they
 * would publish through `NOTIFY ponder_events, '{userId, event}'` (and end sessions through
 * `NOTIFY ponder_sessions, '{sessionId}|{userId}'`), and each would `LISTEN` and hand the
 * payload to `deliver` / `close` below; nothing else here would change.
 */
export interface EventBus extends SessionEndListener {
  /** Sends an event to every open stream of this member; nothing happens if they have none. */
  publish(userId: string, event: LiveEvent): void;
  /** Registers a stream; returns the function that forgets it (call it when the stream closes). */
  subscribe(owner: StreamOwner, handlers: StreamHandlers): () => void;
  /** Whether the member has a stream open now ('online' in the inbox). */
  isOnline(userId: string): boolean;
  /** Of these members, the ones with a stream open (to compute counts only for them). */
  onlineOf(userIds: string[]): string[];
}

interface Subscription extends StreamOwner, StreamHandlers {}

export function createEventBus(): EventBus {
  const byUser = new Map<string, Set<Subscription>>();
  const bySession = new Map<string, Set<Subscription>>();
  const add = (map: Map<string, Set<Subscription>>, key: string, subscription: Subscription) => {
    let set = map.get(key);
    if (!set) map.set(key, (set = new Set()));
    set.add(subscription);
  };
  const remove = (map: Map<string, Set<Subscription>>, key: string, subscription: Subscription) => {
    const set = map.get(key);
    if (!set) return;
    set.delete(subscription);
    if (!set.size) map.delete(key);
  };
  const forget = (subscription: Subscription) => {
    remove(byUser, subscription.userId, subscription);
    remove(bySession, subscription.sessionId, subscription);
  };
  const deliver = (userId: string, event: LiveEvent) => {
    for (const subscription of byUser.get(userId) ?? []) {
      try {
        subscription.deliver(event);
      } catch {
        // A broken stream must not stop the others; its own close handler unsubscribes it.
      }
    }
  };
  const close = (target: EndedSessions) => {
    const matching =
      "sessionId" in target
        ? [...(bySession.get(target.sessionId) ?? [])]
        : "userId" in target
          ? [...(byUser.get(target.userId) ?? [])]
          : [...byUser].filter(([userId]) => userId !== target.allButUserId).flatMap(([, set]) => [...set]);
    for (const subscription of matching) {
      // Forgotten first: not one more event reaches a stream whose session is gone, even if
      // closing it takes a while or throws.
      forget(subscription);
      try {
        subscription.end();
      } catch {
        // Already broken; nothing more to close.
      }
    }
  };
  return {
    publish: deliver,
    subscribe(owner, handlers) {
      const subscription: Subscription = { ...owner, ...handlers };
      add(byUser, owner.userId, subscription);
      add(bySession, owner.sessionId, subscription);
      return () => forget(subscription);
    },
    endSessions: close,
    isOnline: (userId) => byUser.has(userId),
    onlineOf: (userIds) => [...new Set(userIds)].filter((id) => byUser.has(id)),
  };
}

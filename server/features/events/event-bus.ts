import type { LiveEvent } from "@shared/events";

type Listener = (event: LiveEvent) => void;

/**
 * Delivers live events to the members' open streams (GET /api/events), in this process.
 *
 * One process is enough for Ponder's embedded database, which only one process may open.
 * Several processes on one PostgreSQL server would each hold only their own streams: they
 * would publish through `NOTIFY ponder_events, '{userId, event}'` and each `LISTEN` and
 * hand the payload to `deliver` below; nothing else here would change.
 */
export interface EventBus {
  /** Sends an event to every open stream of this member; nothing happens if they have none. */
  publish(userId: string, event: LiveEvent): void;
  /** Listens for this member's events; returns the function that stops listening. */
  subscribe(userId: string, listener: Listener): () => void;
  /** Whether the member has a stream open now ('online' in the inbox). */
  isOnline(userId: string): boolean;
  /** Of these members, the ones with a stream open (to compute counts only for them). */
  onlineOf(userIds: string[]): string[];
}

export function createEventBus(): EventBus {
  const listeners = new Map<string, Set<Listener>>();
  const deliver = (userId: string, event: LiveEvent) => {
    for (const listener of listeners.get(userId) ?? []) {
      try {
        listener(event);
      } catch {
        // A broken stream must not stop the others; its own close handler unsubscribes it.
      }
    }
  };
  return {
    publish: deliver,
    subscribe(userId, listener) {
      let set = listeners.get(userId);
      if (!set) listeners.set(userId, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (!set.size && listeners.get(userId) === set) listeners.delete(userId);
      };
    },
    isOnline: (userId) => listeners.has(userId),
    onlineOf: (userIds) => [...new Set(userIds)].filter((id) => listeners.has(id)),
  };
}

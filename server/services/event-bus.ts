import { randomBytes } from "node:crypto";
import type { LiveEvent } from "@shared/events";
import type { EndedSessions, SessionEndListener } from "../plugins/sessions";
import { createMessageChannel, type Notifications } from "../db/notifications";

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
 * Delivers live events to the members' open streams (GET /api/events) in every process on
 * the database, and closes streams whose session ended.
 *
 * Each process holds only its own streams. A publish goes out as `NOTIFY ponder_events` and
 * every process (this one too) hands it to its streams of that member; ended sessions go out
 * on `ponder_sessions` (and close this process's streams at once). Presence is announced on
 * `ponder_presence`: a member's first stream in a process says "on", their last "off"; each
 * process with streams says it is alive every PRESENCE_BEAT_MS, and one silent for three
 * beats (it died) is forgotten. A process that starts, or whose listening
 * connection came back, says hello and everyone answers with their whole set. On PGlite the
 * same path runs within one process.
 */
export interface EventBus extends SessionEndListener {
  /** Sends an event to every open stream of this member in any process; nothing happens if they have none. */
  publish(userId: string, event: LiveEvent): void;
  /** Registers a stream; returns the function that forgets it (call it when the stream closes). */
  subscribe(owner: StreamOwner, handlers: StreamHandlers): () => void;
  /** Whether the member has a stream open now in any process ('online' in the inbox). */
  isOnline(userId: string): boolean;
  /** Of these members, the ones with a stream open in any process (to compute counts only for them). */
  onlineOf(userIds: string[]): string[];
}

/** The bus with its lifetime: everything sent so far, and stopping it (says goodbye to the other processes). */
export interface RunningEventBus extends EventBus {
  /** Resolves once everything published so far has been handed to PostgreSQL (tests). */
  sent(): Promise<void>;
  close(): Promise<void>;
}

/** How often a process with streams says it is still there. */
const PRESENCE_BEAT_MS = 20_000;

/** What goes over ponder_presence: from process p, members on/off, its whole set, hello, alive or bye. */
type PresenceMessage =
  | { p: string; k: "on" | "off" | "all"; u: string[] }
  | { p: string; k: "hello" | "alive" | "bye" };

interface Subscription extends StreamOwner, StreamHandlers {}

/** Something to tell of failed sends (app.log). */
interface Log {
  warn(object: unknown, message: string): void;
}

/** Starts the bus: resolves once this process LISTENs on the bus's channels. */
export async function createEventBus({
  notifications,
  log,
  presenceBeatMs = PRESENCE_BEAT_MS,
}: {
  notifications: Notifications;
  log?: Log;
  /** Tests shorten it to see a dead process expire. */
  presenceBeatMs?: number;
}): Promise<RunningEventBus> {
  const processId = randomBytes(6).toString("base64url");
  const byUser = new Map<string, Set<Subscription>>();
  const bySession = new Map<string, Set<Subscription>>();
  /** Members with streams in other processes, by process, and when that process was last heard of. */
  const remote = new Map<string, { users: Set<string>; seen: number }>();
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
    if (!byUser.get(subscription.userId)?.has(subscription)) return;
    remove(byUser, subscription.userId, subscription);
    remove(bySession, subscription.sessionId, subscription);
    if (!byUser.has(subscription.userId)) announce({ p: processId, k: "off", u: [subscription.userId] });
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

  const warn = (what: string) => (error: unknown) => log?.warn({ err: error }, `live events: could not send ${what}`);
  const parse = <T>(message: string): T | null => {
    try {
      return JSON.parse(message) as T;
    } catch {
      return null;
    }
  };

  const events = await createMessageChannel(
    notifications,
    "ponder_events",
    (message) => {
      const parsed = parse<{ u: string; e: LiveEvent }>(message);
      if (parsed) deliver(parsed.u, parsed.e);
    },
    warn("an event"),
  );
  const sessions = await createMessageChannel(
    notifications,
    "ponder_sessions",
    (message) => {
      const target = parse<EndedSessions>(message);
      if (target) close(target);
    },
    warn("an ended session"),
  );
  const presence = await createMessageChannel(
    notifications,
    "ponder_presence",
    (message) => {
      const parsed = parse<PresenceMessage>(message);
      if (!parsed || parsed.p === processId) return;
      if (parsed.k === "bye") return void remote.delete(parsed.p);
      if (parsed.k === "hello") {
        if (byUser.size) announce({ p: processId, k: "all", u: [...byUser.keys()] });
        return;
      }
      let entry = remote.get(parsed.p);
      if (!entry) remote.set(parsed.p, (entry = { users: new Set(), seen: 0 }));
      entry.seen = Date.now();
      if (parsed.k === "all") entry.users = new Set(parsed.u);
      else if (parsed.k === "on") for (const id of parsed.u) entry.users.add(id);
      else if (parsed.k === "off") for (const id of parsed.u) entry.users.delete(id);
    },
    warn("presence"),
  );
  function announce(message: PresenceMessage) {
    presence.send(JSON.stringify(message));
  }

  const onlineElsewhere = (userId: string) => {
    // A process not heard of for three beats has died: its members are no longer online through it.
    const now = Date.now();
    for (const [id, entry] of remote) {
      if (now - entry.seen > presenceBeatMs * 3) remote.delete(id);
      else if (entry.users.has(userId)) return true;
    }
    return false;
  };
  const isOnline = (userId: string) => byUser.has(userId) || onlineElsewhere(userId);

  const beat = setInterval(() => {
    if (byUser.size) announce({ p: processId, k: "alive" });
  }, presenceBeatMs);
  beat.unref();

  notifications.onReconnect(() => {
    // Whatever was sent while the listener was away is lost: presence is asked for again, and
    // this process's streams end so their browsers reconnect and fetch what they missed.
    remote.clear();
    close({ allButUserId: "" });
    announce({ p: processId, k: "hello" });
  });
  announce({ p: processId, k: "hello" });

  return {
    publish: (userId, event) => events.send(JSON.stringify({ u: userId, e: event })),
    subscribe(owner, handlers) {
      const subscription: Subscription = { ...owner, ...handlers };
      const first = !byUser.has(owner.userId);
      add(byUser, owner.userId, subscription);
      add(bySession, owner.sessionId, subscription);
      if (first) announce({ p: processId, k: "on", u: [owner.userId] });
      return () => forget(subscription);
    },
    endSessions(target) {
      // Here at once; the other processes as soon as they hear of it.
      close(target);
      sessions.send(JSON.stringify(target));
    },
    isOnline,
    onlineOf: (userIds) => [...new Set(userIds)].filter(isOnline),
    sent: async () => {
      await Promise.all([events.sent(), sessions.sent(), presence.sent()]);
    },
    async close() {
      clearInterval(beat);
      announce({ p: processId, k: "bye" });
      await Promise.all([events.stop(), sessions.stop(), presence.stop()]);
    },
  };
}

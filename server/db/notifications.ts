import { randomBytes } from "node:crypto";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { createBatcher } from "../lib/batcher";

/** PostgreSQL refuses NOTIFY payloads of 8,000 bytes or more; a margin keeps us clear of it. */
export const MAX_NOTIFY_BYTES = 7_900;
/** How long flush waits for its own barrier before giving up (a lost connection never hangs a request). */
const FLUSH_TIMEOUT_MS = 2_000;
/** Reconnection backoff of the listening connection: from the first delay, doubling, up to the last. */
const RECONNECT_MIN_MS = 100;
const RECONNECT_MAX_MS = 1_000;
/** How often the listening connection is pinged: a half-open connection (no FIN) is otherwise never noticed. */
const PING_MS = 15_000;
/** The listening connection's application_name. */
export const LISTENER_NAME = "ponder-listen";

export interface Notifications {
  /** Calls handler with each payload NOTIFY'd on channel by any process (this one included), after its transaction commits. Resolves once LISTEN is in place; returns the function that stops listening. */
  listen(channel: string, handler: (payload: string) => void): Promise<() => Promise<void>>;
  /** NOTIFY channel with payload (sent at once, outside any transaction of the caller). Payloads over 7,900 bytes are refused with an Error. */
  notify(channel: string, payload: string): Promise<void>;
  /** Resolves once every notification committed before the call has been handed to this process's handlers (a NOTIFY on a private barrier channel with a unique token, awaited on the listening connection; PostgreSQL delivers notifications in commit order). Gives up after 2 s (resolves) so a lost connection never hangs a request. */
  flush(): Promise<void>;
  /** Registers a handler called when the listening connection was lost and is back: notifications sent meanwhile were missed, so whoever caches must drop everything. */
  onReconnect(handler: () => void): void;
}

/** Notifications plus what the database's owner needs: stopping them. */
export interface ClosableNotifications extends Notifications {
  close(): Promise<void>;
}

type Handler = (payload: string) => void;

/** Channel names are plain lower-case identifiers, so LISTEN never needs quoting and PGlite's name folding changes nothing. */
function checkChannel(channel: string) {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`Invalid notification channel name: ${channel}`);
}

function checkPayload(payload: string) {
  const bytes = Buffer.byteLength(payload);
  if (bytes > MAX_NOTIFY_BYTES) throw new Error(`Notification payload of ${bytes} bytes is over the ${MAX_NOTIFY_BYTES}-byte limit`);
}

/** Handlers by channel; one failing handler never stops the others. */
function createRegistry() {
  const handlers = new Map<string, Set<Handler>>();
  return {
    handlers,
    /** Adds a handler; true when it is the channel's first (LISTEN is needed). */
    add(channel: string, handler: Handler) {
      let set = handlers.get(channel);
      const first = !set;
      if (!set) handlers.set(channel, (set = new Set()));
      set.add(handler);
      return first;
    },
    /** Removes a handler; true when the channel has none left (UNLISTEN is due). */
    remove(channel: string, handler: Handler) {
      const set = handlers.get(channel);
      if (!set?.delete(handler)) return false;
      if (set.size) return false;
      handlers.delete(channel);
      return true;
    },
    dispatch(channel: string, payload: string) {
      for (const handler of [...(handlers.get(channel) ?? [])]) {
        try {
          handler(payload);
        } catch (error) {
          console.warn(`Notification handler on ${channel} failed:`, error);
        }
      }
    },
  };
}

/**
 * flush() for both drivers: a unique token NOTIFY'd on this process's own barrier channel;
 * PostgreSQL hands a listener notifications in commit order, so once the token is back every
 * notification committed before it has been dispatched. Flushes asked for while one is on its
 * way wait for the next, and share it: one token answers every write that committed before it
 * was sent (decision 035).
 */
function createBarrier(listen: Notifications["listen"], notify: Notifications["notify"]): () => Promise<void> {
  const once = barrierOnce(listen, notify);
  const together = createBatcher<null, void>(async (items) => {
    await once();
    return items.map(() => ({ ok: true as const, value: undefined }));
  });
  return () => together(null);
}

function barrierOnce(listen: Notifications["listen"], notify: Notifications["notify"]): () => Promise<void> {
  const channel = `ponder_barrier_${randomBytes(6).toString("hex")}`;
  const waiting = new Map<string, () => void>();
  let listening: Promise<unknown> | null = null;
  return async () => {
    listening ??= listen(channel, (token) => waiting.get(token)?.()).catch((error: unknown) => {
      listening = null; // tried again by the next flush
      throw error;
    });
    const token = randomBytes(9).toString("base64url");
    let timer: NodeJS.Timeout | undefined;
    // The timeout covers sending too: a query queued behind a dead connection (or, on PGlite,
    // behind the caller's own open transaction) must not hold the caller up.
    const gaveUp = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, FLUSH_TIMEOUT_MS);
      timer.unref();
    });
    const arrived = new Promise<void>((resolve) => waiting.set(token, resolve));
    const barrier = (async () => {
      await listening;
      await notify(channel, token);
      await arrived;
    })().catch(() => undefined); // the database is away: nothing can be flushed
    try {
      await Promise.race([barrier, gaveUp]);
    } finally {
      clearTimeout(timer);
      waiting.delete(token);
    }
  };
}

/**
 * PostgreSQL: one dedicated connection per process LISTENs (a pool connection would be handed
 * to queries and lose its LISTENs); it reconnects by itself with backoff, LISTENs every channel
 * again and then tells the onReconnect handlers. NOTIFY goes through the pool.
 */
export function postgresNotifications(pool: pg.Pool, config: pg.ClientConfig): ClosableNotifications {
  const registry = createRegistry();
  const reconnectHandlers: (() => void)[] = [];
  let client: pg.Client | null = null;
  /** Queries on the listening connection, one at a time (pg deprecates overlapping ones). */
  let tail: Promise<unknown> = Promise.resolve();
  const run = (on: pg.Client, text: string) => {
    const result = tail.then(() => on.query(text));
    tail = result.catch(() => undefined);
    return result;
  };
  let connecting: Promise<pg.Client> | null = null;
  let everConnected = false;
  let closed = false;
  let retryDelay = RECONNECT_MIN_MS;
  let retryTimer: NodeJS.Timeout | undefined;
  let pingTimer: NodeJS.Timeout | undefined;

  const lost = (dead: pg.Client) => {
    if (client !== dead) return;
    client = null;
    clearInterval(pingTimer);
    dead.removeAllListeners("notification");
    // An error on a dying client must not become an unhandled 'error' event.
    dead.on("error", () => undefined);
    dead.end().catch(() => undefined);
    scheduleReconnect();
  };

  const scheduleReconnect = () => {
    if (closed || retryTimer || connecting) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect().then(
        () => reconnectHandlers.forEach((handler) => handler()),
        () => {
          retryDelay = Math.min(RECONNECT_MAX_MS, retryDelay * 2);
          scheduleReconnect();
        },
      );
    }, retryDelay);
    retryTimer.unref();
  };

  const connect = (): Promise<pg.Client> => {
    connecting ??= (async () => {
      // Named, so an operator (and the tests) can tell it in pg_stat_activity.
      const next = new pg.Client({
        application_name: LISTENER_NAME,
        connectionTimeoutMillis: 5_000,
        ...config,
        keepAlive: true,
        keepAliveInitialDelayMillis: 10_000,
      });
      next.on("error", () => lost(next));
      next.on("end", () => lost(next));
      next.on("notification", (message) => registry.dispatch(message.channel, message.payload ?? ""));
      try {
        await next.connect();
        // Channels registered while this runs are LISTENed by their own listen() once it is set.
        for (const channel of [...registry.handlers.keys()]) await run(next, `LISTEN ${channel}`);
      } catch (error) {
        next.removeAllListeners("end");
        next.on("error", () => undefined);
        await next.end().catch(() => undefined);
        throw error;
      }
      client = next;
      everConnected = true;
      retryDelay = RECONNECT_MIN_MS;
      pingTimer = setInterval(() => run(next, "select 1").catch(() => lost(next)), PING_MS);
      pingTimer.unref();
      return next;
    })().finally(() => {
      connecting = null;
    });
    return connecting;
  };

  const notify = async (channel: string, payload: string) => {
    checkChannel(channel);
    checkPayload(payload);
    await pool.query("select pg_notify($1, $2)", [channel, payload]);
  };

  const listen = async (channel: string, handler: Handler) => {
    checkChannel(channel);
    if (registry.add(channel, handler)) {
      try {
        if (!client && !everConnected) await connect();
        // A second LISTEN of a channel is harmless; without a connection (reconnecting), the
        // new one LISTENs every registered channel.
        if (client) await run(client, `LISTEN ${channel}`);
      } catch (error) {
        if (!everConnected) {
          registry.remove(channel, handler);
          throw error;
        }
        // The connection broke meanwhile; its replacement LISTENs this channel too.
      }
    }
    return async () => {
      if (registry.remove(channel, handler) && client) await run(client, `UNLISTEN ${channel}`).catch(() => undefined);
    };
  };

  return {
    listen,
    notify,
    flush: createBarrier(listen, notify),
    onReconnect: (handler) => void reconnectHandlers.push(handler),
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      clearInterval(pingTimer);
      const current = client ?? (await connecting?.catch(() => null));
      client = null;
      if (current) {
        current.removeAllListeners("end");
        current.on("error", () => undefined);
        await current.end().catch(() => undefined);
      }
    },
  };
}

/** PGlite: its own LISTEN support; one process, so the connection is never lost and onReconnect never fires. */
export function pgliteNotifications(client: PGlite): ClosableNotifications {
  const registry = createRegistry();
  const unlisteners = new Map<string, () => Promise<void>>();
  const notify = async (channel: string, payload: string) => {
    checkChannel(channel);
    checkPayload(payload);
    await client.query("select pg_notify($1, $2)", [channel, payload]);
  };
  const listen = async (channel: string, handler: Handler) => {
    checkChannel(channel);
    if (registry.add(channel, handler)) {
      try {
        unlisteners.set(channel, await client.listen(channel, (payload) => registry.dispatch(channel, payload)));
      } catch (error) {
        registry.remove(channel, handler);
        throw error;
      }
    }
    return async () => {
      if (!registry.remove(channel, handler)) return;
      const unlisten = unlisteners.get(channel);
      unlisteners.delete(channel);
      await unlisten?.().catch(() => undefined);
    };
  };
  return {
    listen,
    notify,
    flush: createBarrier(listen, notify),
    onReconnect: () => undefined,
    async close() {
      unlisteners.clear();
    },
  };
}

/** Characters of a message per notification: at most 3 UTF-8 bytes each (a surrogate pair is 4 for 2), well under MAX_NOTIFY_BYTES with the frame's header. */
const FRAME_CHARS = 2_500;
/** How long the first frames of a message wait for the rest (a frame lost while the listener reconnected never completes it). */
const PARTIAL_TTL_MS = 30_000;

/** How long stopping a message channel waits for its queued sends. */
const STOP_WAIT_MS = 1_000;

/** A channel for messages of any size, sent in order: see createMessageChannel. */
export interface MessageChannel {
  /** Sends a message (split into frames when it is over one payload); sends keep their order. Never throws: a failure is reported to onError. */
  send(message: string): void;
  /** Resolves once everything sent before has been handed to PostgreSQL. */
  sent(): Promise<void>;
}

/**
 * Messages of any size over one channel: each is cut into frames `total.index.id|part` that
 * fit NOTIFY's payload limit and put together again by every listener (frames of messages
 * from several processes may interleave). Sends go out one after another, so a listener
 * gets one process's messages in the order they were sent.
 */
export async function createMessageChannel(
  notifications: Notifications,
  channel: string,
  onMessage: (message: string) => void,
  onError: (error: unknown) => void,
): Promise<MessageChannel & { stop(): Promise<void> }> {
  const partial = new Map<string, { parts: string[]; got: number; timer: NodeJS.Timeout }>();
  const stop = await notifications.listen(channel, (payload) => {
    const bar = payload.indexOf("|");
    const [total, index, id] = payload.slice(0, bar).split(".");
    const part = payload.slice(bar + 1);
    if (total === "1") return onMessage(part);
    const count = Number(total);
    let entry = partial.get(id!);
    if (!entry) {
      const timer = setTimeout(() => partial.delete(id!), PARTIAL_TTL_MS);
      timer.unref();
      partial.set(id!, (entry = { parts: new Array<string>(count).fill(""), got: 0, timer }));
    }
    entry.parts[Number(index)] = part;
    if (++entry.got < count) return;
    clearTimeout(entry.timer);
    partial.delete(id!);
    onMessage(entry.parts.join(""));
  });
  let queue = Promise.resolve();
  return {
    send(message) {
      const pieces: string[] = [];
      for (let start = 0; start < message.length; ) {
        let end = Math.min(message.length, start + FRAME_CHARS);
        // Never between the halves of a surrogate pair: each frame must be valid UTF-8.
        if (end < message.length && /[\uDC00-\uDFFF]/.test(message[end]!)) end -= 1;
        pieces.push(message.slice(start, end));
        start = end;
      }
      if (!pieces.length) pieces.push("");
      const id = pieces.length > 1 ? randomBytes(6).toString("base64url") : "";
      queue = queue.then(async () => {
        try {
          for (const [index, piece] of pieces.entries()) await notifications.notify(channel, `${pieces.length}.${index}.${id}|${piece}`);
        } catch (error) {
          onError(error);
        }
      });
    },
    sent: () => queue,
    async stop() {
      // What is still queued goes out if it can; a database that is away must not hold up a shutdown.
      await Promise.race([queue, new Promise((resolve) => setTimeout(resolve, STOP_WAIT_MS).unref())]);
      for (const entry of partial.values()) clearTimeout(entry.timer);
      partial.clear();
      await stop();
    },
  };
}

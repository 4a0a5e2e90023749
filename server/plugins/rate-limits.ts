import type { FastifyRequest } from "fastify";
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import { and, eq, gt, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { loginFailures, rateLimitHits } from "../db/schema/limits";
import { tooManyRequests } from "../errors";

// Every counter here lives in the database (tables in db/schema/limits.ts), so any number of
// processes on one PostgreSQL share each limit: a guess or a request counted by one process
// counts in all of them. Each count is one atomic statement; nothing is read and then written.

/** How often each process deletes the rows whose window has passed (tables stay small). */
export const PURGE_INTERVAL_MS = 60_000;

/** Runs `purge` at most once per interval, awaited by the request that finds it due. */
function purgeNowAndThen(purge: () => Promise<unknown>): () => Promise<void> {
  let due = 0;
  return async () => {
    if (Date.now() < due) return;
    due = Date.now() + PURGE_INTERVAL_MS;
    await purge();
  };
}

/** A route's @fastify/rate-limit window (app.ts perWindow), or false when limits are off. */
export type RouteLimit = { max: number; timeWindow: number } | false;

/**
 * Route config for a limit counted per signed-in member (per address for visitors, whom the
 * route then refuses anyway), with a message that says what was limited.
 */
export function perMemberLimit(limit: RouteLimit, message: string) {
  return (
    limit && {
      ...limit,
      keyGenerator: (request: FastifyRequest) => request.user?.id ?? request.ip,
      errorResponseBuilder: () => tooManyRequests(message),
    }
  );
}

/** What @fastify/rate-limit hands a store's child(): the route's merged limit options. */
type ChildOptions = Parameters<FastifyRateLimitStore["child"]>[0] & { routeInfo?: { method?: string | string[]; url?: string } };

/**
 * A @fastify/rate-limit store (its `store` option) that counts in `rate_limit_hits`: one
 * upsert per counted request on the (key, window) row, where the window is the database's
 * clock rounded down to a multiple of the route's window, so every process agrees on it.
 * Only routes that declare `config.rateLimit` reach it (app.ts registers the plugin with
 * `global: false`).
 */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  const purge = purgeNowAndThen(() => db.delete(rateLimitHits).where(lt(rateLimitHits.expiresAt, sql`now()`)));

  async function hit(key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
    const start = sql`to_timestamp(floor(extract(epoch from now()) * 1000 / ${windowMs}) * ${windowMs} / 1000.0)`;
    const [row] = await db
      .insert(rateLimitHits)
      .values({ key, windowStart: start, expiresAt: sql`${start} + make_interval(secs => ${windowMs / 1000})`, count: 1 })
      .onConflictDoUpdate({ target: [rateLimitHits.key, rateLimitHits.windowStart], set: { count: sql`${rateLimitHits.count} + 1` } })
      .returning({ current: rateLimitHits.count, ttl: sql<number>`ceil(extract(epoch from ${rateLimitHits.expiresAt} - now()) * 1000)::int` });
    await purge();
    return { current: row!.current, ttl: Math.max(0, Number(row!.ttl)) };
  }

  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    /** `route` keeps each route's counts apart, as the plugin's own per-route stores do. */
    constructor(
      _options?: unknown,
      private readonly route = "",
    ) {}

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      hit(`${this.route}${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    child(options: ChildOptions): FastifyRateLimitStore {
      const { method = "", url = "" } = options.routeInfo ?? {};
      return new DatabaseRateLimitStore(undefined, `${[method].flat().join(",")} ${url} `);
    }
  };
}

/**
 * The one failure counter of an account, shared by every way of proving who one is: member and
 * admin sign-in, passkey sign-in, codes given at a password reset, and the password asked again
 * before a sensitive change (issue 20). Guesses spread over several routes add up here.
 */
export const accountFailureKey = (userId: string) => `user:${userId}`;

/**
 * Takes one of `max` uses of `key` within a sliding window of `windowMs`, or returns false when
 * all are taken. Each use is a row of `rate_limit_hits` (its window starting at the moment of
 * use, expiring when it leaves the window, so the usual purge removes it); an advisory lock on
 * the key, held by the transaction, makes the count and the insert one step across processes.
 */
export async function takeFromSlidingWindow(db: Db, key: string, max: number, windowMs: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
    const [used] = await tx
      .select({ count: sql<number>`coalesce(sum(${rateLimitHits.count}), 0)::int` })
      .from(rateLimitHits)
      .where(and(eq(rateLimitHits.key, key), gt(rateLimitHits.expiresAt, sql`now()`)));
    if (Number(used?.count ?? 0) >= max) return false;
    // The moment of use (not the transaction's start); two uses in the same millisecond share a row.
    await tx
      .insert(rateLimitHits)
      .values({ key, windowStart: sql`clock_timestamp()`, expiresAt: sql`clock_timestamp() + make_interval(secs => ${windowMs / 1000})`, count: 1 })
      .onConflictDoUpdate({ target: [rateLimitHits.key, rateLimitHits.windowStart], set: { count: sql`${rateLimitHits.count} + 1` } });
    return true;
  });
}

/**
 * One sign-in attempt: it counts as a failure unless `succeeded` is called (so an attempt
 * that ends in an error counts too: never an extra guess).
 */
export interface SignInAttempt {
  /** The password was right: this attempt is not a failure, and the `reset` keys forget theirs. */
  succeeded(reset?: string[]): Promise<void>;
}

const NOT_COUNTED: SignInAttempt = { succeeded: async () => {} };

/** Thrown inside the counting transaction to undo it when a key has no guesses left. */
class NoGuessesLeft extends Error {}

/**
 * Counts failures (wrong passwords) per key in a sliding window, in `login_failures`. Only
 * failures count, so a member who signs in correctly is never slowed down, while guessing is.
 *
 * An attempt is counted before the password is checked and taken back when it was right:
 * counting after the check would let parallel attempts (on one process or several) all pass
 * a check made before any of them failed. Each key's row is locked by the counting upsert,
 * so of N racing attempts exactly as many proceed as the key has guesses left.
 */
export class FailureLimiter {
  private readonly purge: () => Promise<void>;

  constructor(
    private readonly db: Db,
    private readonly max: number,
    private readonly windowMs: number,
    private readonly enabled = true,
  ) {
    this.purge = purgeNowAndThen(() => db.delete(loginFailures).where(lt(loginFailures.lastFailedAt, this.windowStart())));
  }

  private windowStart() {
    return sql`now() - make_interval(secs => ${this.windowMs / 1000})`;
  }

  /**
   * Counts an attempt on every key, or throws a 429 (counting nothing) when any key has used
   * up its failures. Settle it with `succeeded` when the password was right.
   */
  async begin(keys: string[], message = "Too many failed attempts. Please try again later."): Promise<SignInAttempt> {
    if (!this.enabled) return NOT_COUNTED;
    // Always the same order, so two attempts sharing keys never wait on each other in a cycle.
    const sorted = [...new Set(keys)].sort();
    let stamp: Date;
    try {
      stamp = await this.db.transaction(async (tx) => {
        const rows = await tx
          .insert(loginFailures)
          .values(sorted.map((key) => ({ key, failedAt: sql`array[now()]`, lastFailedAt: sql`now()` })))
          .onConflictDoUpdate({
            target: loginFailures.key,
            set: {
              failedAt: sql`array(select t from unnest(${loginFailures.failedAt}) t where t > ${this.windowStart()} order by t) || now()`,
              lastFailedAt: sql`now()`,
            },
          })
          .returning({ count: sql<number>`cardinality(${loginFailures.failedAt})`, stamp: loginFailures.lastFailedAt });
        if (rows.some((row) => Number(row.count) > this.max)) throw new NoGuessesLeft();
        return rows[0]!.stamp;
      });
    } catch (error) {
      if (error instanceof NoGuessesLeft) throw tooManyRequests(message);
      throw error;
    }
    await this.purge();
    return { succeeded: (reset = []) => this.takeBack(sorted, stamp, reset) };
  }

  /** Removes one attempt (by its time) from its keys, and every failure of the `reset` keys. */
  private async takeBack(keys: string[], stamp: Date, reset: string[]): Promise<void> {
    const kept = keys.filter((key) => !reset.includes(key));
    if (kept.length) {
      const at = sql`array_position(${loginFailures.failedAt}, ${stamp.toISOString()}::timestamptz)`;
      await this.db
        .update(loginFailures)
        .set({ failedAt: sql`${loginFailures.failedAt}[:${at} - 1] || ${loginFailures.failedAt}[${at} + 1:]` })
        .where(sql`${inArray(loginFailures.key, kept)} and ${at} is not null`);
    }
    if (reset.length) await this.db.delete(loginFailures).where(inArray(loginFailures.key, reset));
  }
}

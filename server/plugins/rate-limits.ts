import type { FastifyRequest } from "fastify";
import { tooManyRequests } from "../errors";

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

/**
 * Counts failures (wrong passwords) per key in a sliding window. Only failures count, so
 * a member who signs in correctly is never slowed down, while guessing is.
 */
export class FailureLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly enabled = true,
  ) {}

  private recent(key: string, now: number): number[] {
    const times = (this.failures.get(key) ?? []).filter((time) => now - time < this.windowMs);
    if (times.length) this.failures.set(key, times);
    else this.failures.delete(key);
    return times;
  }

  /** Throws a 429 when any of the keys has used up its failures. */
  check(keys: string[], message = "Too many failed attempts. Please try again later."): void {
    if (!this.enabled) return;
    const now = Date.now();
    if (keys.some((key) => this.recent(key, now).length >= this.max)) throw tooManyRequests(message);
  }

  fail(keys: string[]): void {
    if (!this.enabled) return;
    const now = Date.now();
    for (const key of keys) this.failures.set(key, [...this.recent(key, now), now]);
    // Keep memory bounded under a flood of distinct keys.
    if (this.failures.size > 50_000) {
      for (const key of [...this.failures.keys()].slice(0, 10_000)) this.failures.delete(key);
    }
  }

  reset(keys: string[]): void {
    for (const key of keys) this.failures.delete(key);
  }
}

import { describe, expect, it } from "vitest";
import { ChangeClock } from "./change-clock";
import { PublicCache, type CachedAnswer } from "./public-cache";

const answer = (clock: ChangeClock, tags: string[], body = "x", renderedAt = clock.now()): CachedAnswer => ({
  contentType: "text/plain",
  identity: Buffer.from(body),
  compressible: true,
  br: Buffer.from(body),
  gzip: Buffer.from(body),
  etag: `W/"${body}"`,
  tags,
  renderedAt,
  expiresAt: Infinity,
});

describe("ChangeClock", () => {
  it("keeps what was read until one of its tags, or everything, changes", () => {
    const clock = new ChangeClock();
    const at = clock.now();
    clock.changed(["q:2"]);
    expect(clock.isFresh(["q:1", "lists"], at)).toBe(true);
    expect(clock.isFresh(["q:2"], at)).toBe(false);
    const later = clock.now();
    expect(clock.isFresh(["q:2"], later)).toBe(true);
    clock.changed(["*"]);
    expect(clock.isFresh([], later)).toBe(false);
    expect(clock.isFresh(["q:1"], clock.now())).toBe(true);
  });

  it("counts a change made while something was being read as making it stale", () => {
    const clock = new ChangeClock();
    const readAt = clock.now();
    clock.changed(["lists"]); // committed while the read ran
    expect(clock.isFresh(["lists"], readAt)).toBe(false);
  });

  it("is never fresh without a change feed", () => {
    expect(new ChangeClock(false).isFresh([], 0)).toBe(false);
  });
});

describe("PublicCache", () => {
  it("serves an answer until a tag it shows changes", () => {
    const clock = new ChangeClock();
    const cache = new PublicCache(clock);
    cache.set("k", answer(clock, ["q:1"]));
    expect(cache.get("k")?.identity.toString()).toBe("x");
    clock.changed(["q:9"]);
    expect(cache.get("k")).not.toBeNull();
    clock.changed(["q:1"]);
    expect(cache.get("k")).toBeNull();
  });

  it("does not keep an answer whose tags changed while it was rendered", () => {
    const clock = new ChangeClock();
    const cache = new PublicCache(clock);
    const started = clock.now();
    clock.changed(["lists"]);
    cache.set("k", answer(clock, ["lists"], "old", started));
    expect(cache.get("k")).toBeNull();
  });

  it("lets answers that change with time alone expire", () => {
    const clock = new ChangeClock();
    const cache = new PublicCache(clock);
    cache.set("k", { ...answer(clock, []), expiresAt: Date.now() + 1000 });
    expect(cache.get("k", Date.now())).not.toBeNull();
    expect(cache.get("k", Date.now() + 2000)).toBeNull();
  });

  it("drops the least recently used answers past its size", () => {
    const clock = new ChangeClock();
    const entry = 3 * 8 + 2 * "k10".length + 256; // 3 encodings x 8 bytes, the longest key, the fixed overhead
    const cache = new PublicCache(clock, 8 * entry + 4); // room for 8 answers
    const body = "12345678";
    for (let i = 0; i < 12; i += 1) {
      if (i > 0) cache.get("k0"); // k0 stays recently used
      cache.set(`k${i}`, answer(clock, [], body));
    }
    expect(cache.stats().bytes).toBeLessThanOrEqual(8 * entry + 4);
    expect(cache.get("k0")).not.toBeNull();
    expect(cache.get("k1")).toBeNull();
    expect(cache.get("k11")).not.toBeNull();
  });

  it("lets one request render a key while the others wait for it", async () => {
    const clock = new ChangeClock();
    const cache = new PublicCache(clock);
    const release = cache.begin("k")!;
    expect(release).toBeTypeOf("function");
    expect(cache.begin("k")).toBeNull();
    let waited = false;
    const waiting = cache.wait("k", 60_000).then(() => (waited = true));
    cache.set("k", answer(clock, []));
    release();
    await waiting;
    expect(waited).toBe(true);
    expect(cache.get("k")).not.toBeNull();
    // A change while rendering: the next request renders anew instead of waiting for a stale answer.
    const again = cache.begin("k2")!;
    clock.changed(["lists"]);
    expect(cache.begin("k2")).toBeTypeOf("function");
    again();
  });

  it("counts what it keeps beside the bodies: keys, tags and a parsed body (issue 20)", () => {
    const clock = new ChangeClock();
    const cache = new PublicCache(clock);
    const key = `http://localhost${"/api/questions?cursor=".padEnd(400, "x")}`;
    const kept = answer(clock, Array.from({ length: 50 }, (_, i) => `q:${i}`), JSON.stringify({ items: [1, 2, 3] }));
    cache.set(key, kept);
    const withoutParse = cache.stats().bytes;
    expect(withoutParse).toBeGreaterThan(3 * kept.identity.length + 2 * key.length + 50 * 2 * 3);
    cache.parsed(kept);
    expect(cache.stats().bytes).toBeGreaterThan(withoutParse + kept.identity.length);
    clock.changed(["q:1"]);
    expect(cache.get(key)).toBeNull();
    expect(cache.stats().bytes).toBe(0);
  });

  it("never lets a waiter wait for good: a mark never ended is waited for a bounded time, then taken over (issue 20)", async () => {
    const clock = new ChangeClock();
    const cache = new PublicCache(clock);
    // A rendering that failed without ending its mark (the bug: the database was down).
    expect(cache.begin("k", 50)).toBeTypeOf("function");
    expect(cache.begin("k", 50)).toBeNull();
    const started = Date.now();
    await cache.wait("k", 50);
    expect(Date.now() - started).toBeLessThan(1_000);
    await new Promise((resolve) => setTimeout(resolve, 60));
    const release = cache.begin("k", 50);
    expect(release).toBeTypeOf("function");
    release!();
    expect(cache.rendering()).toBe(0);
  });
});

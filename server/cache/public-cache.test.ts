import { describe, expect, it } from "vitest";
import { ChangeClock } from "./change-clock";
import { PublicCache, type CachedAnswer } from "./public-cache";

const answer = (clock: ChangeClock, tags: string[], body = "x", renderedAt = clock.now()): CachedAnswer => ({
  contentType: "text/plain",
  identity: Buffer.from(body),
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
    const cache = new PublicCache(clock, 8 * 24); // room for 8 answers of 3 encodings x 8 bytes
    const body = "12345678";
    for (let i = 0; i < 12; i += 1) {
      if (i > 0) cache.get("k0"); // k0 stays recently used
      cache.set(`k${i}`, answer(clock, [], body));
    }
    expect(cache.stats().bytes).toBeLessThanOrEqual(8 * 24);
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
    const waiting = cache.wait("k").then(() => (waited = true));
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
});

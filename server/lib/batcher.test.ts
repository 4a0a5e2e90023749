import { describe, expect, it } from "vitest";
import { createBatcher } from "./batcher";

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe("createBatcher", () => {
  it("runs a call alone when idle, and groups the calls that arrive while a batch runs", async () => {
    const batches: number[][] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const double = createBatcher<number, number>(async (items) => {
      batches.push(items);
      if (batches.length === 1) await gate;
      return items.map((n) => ({ ok: true, value: n * 2 }));
    });
    const first = double(1);
    await tick();
    // The first batch is running: these wait for it, then go together, in arrival order.
    const rest = [double(2), double(3), double(4)];
    release();
    expect(await first).toBe(2);
    expect(await Promise.all(rest)).toEqual([4, 6, 8]);
    expect(batches).toEqual([[1], [2, 3, 4]]);
  });

  it("groups calls made in the same turn, even across I/O-free promise chains", async () => {
    const batches: number[][] = [];
    const echo = createBatcher<number, number>(async (items) => {
      batches.push(items);
      return items.map((value) => ({ ok: true, value }));
    });
    // Each caller awaits a few resolved promises first, as a request does before it posts.
    const callers = [1, 2, 3].map(async (n) => {
      for (let i = 0; i < n; i++) await Promise.resolve();
      return echo(n);
    });
    expect(await Promise.all(callers)).toEqual([1, 2, 3]);
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it("fails only the items whose outcome failed, and every item when the batch throws", async () => {
    const evenOnly = createBatcher<number, number>(async (items) => {
      if (items.includes(13)) throw new Error("unlucky batch");
      return items.map((n) => (n % 2 === 0 ? { ok: true, value: n } : { ok: false, error: new Error(`odd ${n}`) }));
    });
    const results = await Promise.allSettled([evenOnly(2), evenOnly(3), evenOnly(4)]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect((results[1] as PromiseRejectedResult).reason.message).toBe("odd 3");
    await expect(evenOnly(13)).rejects.toThrow("unlucky batch");
    // Still usable after a failed batch.
    expect(await evenOnly(6)).toBe(6);
  });

  it("answers a wrong number of outcomes as a failure of the whole batch, never a silent hang", async () => {
    const broken = createBatcher<number, number>(async () => []);
    await expect(broken(1)).rejects.toThrow("answered 0 outcomes");
  });

  it("holds at most `max` items in one batch; the rest follow in the next", async () => {
    const sizes: number[] = [];
    const echo = createBatcher<number, number>(
      async (items) => {
        sizes.push(items.length);
        return items.map((value) => ({ ok: true, value }));
      },
      { max: 3 },
    );
    expect(await Promise.all(Array.from({ length: 7 }, (_, i) => echo(i)))).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(sizes).toEqual([3, 3, 1]);
    expect(() => createBatcher(async () => [], { max: 0 })).toThrow();
  });
});

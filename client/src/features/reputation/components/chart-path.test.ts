import { describe, expect, it } from "vitest";
import { HEIGHT, WIDTH, chartPath, dayStart } from "./chart-path";

/** The path's commands as [letter, numbers] pairs. */
const commands = (d: string) => [...d.matchAll(/([MHV])([\d.,]+)/g)].map(([, letter, args]) => [letter, args!.split(",").map(Number)] as const);

describe("reputation chart geometry", () => {
  const today = dayStart("2026-11-28") + 12 * 3_600_000;

  it("steps from the starting 1 through each day's total and holds the last until today", () => {
    const { d, dots, low, high } = chartPath([{ day: "2026-11-20", total: 21 }, { day: "2026-11-24", total: 11 }], today);
    expect([low, high]).toEqual([1, 21]);
    const path = commands(d);
    const [, [startX, startY]] = path[0]!;
    // Starts at the bottom (1) on the first day, rises to the top (21), comes down halfway (11).
    expect(path.map(([letter]) => letter).join("")).toBe("MHVHVH");
    const top = path[2]![1][0]!;
    const middle = path[4]![1][0]!;
    const bottom = startY!;
    expect(top).toBeLessThan(bottom);
    expect(middle).toBeCloseTo((top + bottom) / 2, 0);
    // Runs from the left to the right edge of the box, with a dot on each day that moved.
    expect(startX).toBeLessThan(WIDTH * 0.05);
    expect(path.at(-1)![1][0]).toBeGreaterThan(WIDTH * 0.95);
    expect(dots).toHaveLength(2);
    expect(dots[0]!.cy).toBe(top);
    for (const dot of dots) {
      expect(dot.cy).toBeGreaterThan(0);
      expect(dot.cy).toBeLessThan(HEIGHT);
    }
    expect(dots[1]!.cx).toBeGreaterThan(dots[0]!.cx);
  });

  it("draws a member who never moved as a flat line across the middle", () => {
    const { d, dots, low, high } = chartPath([], today);
    expect([low, high]).toEqual([1, 1]);
    expect(dots).toEqual([]);
    const path = commands(d);
    expect(path.map(([letter]) => letter).join("")).toBe("MH");
    expect(path[0]![1][1]).toBe(HEIGHT / 2);
  });
});

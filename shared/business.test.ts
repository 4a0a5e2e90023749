import { describe, expect, it } from "vitest";
import { engagementRate, percentChange, percentOf, topPerforming, type TopContent } from "./business";

describe("percentChange", () => {
  it("is the change from the previous period, one decimal", () => {
    expect(percentChange({ value: 115, previous: 100 })).toBe(15);
    expect(percentChange({ value: 2, previous: 3 })).toBe(-33.3);
    expect(percentChange({ value: 0, previous: 4 })).toBe(-100);
  });
  it("is 0 from nothing to nothing, and null from nothing to something", () => {
    expect(percentChange({ value: 0, previous: 0 })).toBe(0);
    expect(percentChange({ value: 5, previous: 0 })).toBeNull();
  });
});

describe("percentOf", () => {
  it("is a share in percent, or null without a whole", () => {
    expect(percentOf(1, 3)).toBe(33.3);
    expect(percentOf(0, 0)).toBeNull();
  });
});

describe("engagementRate", () => {
  it("is the engaged readers over the views, one decimal", () => {
    expect(engagementRate(6, 40)).toBe(15);
    expect(engagementRate(1, 3)).toBe(33.3);
  });
  it("never exceeds 100%: an engaged reader saw the question even without a counted view", () => {
    expect(engagementRate(5, 2)).toBe(100);
    expect(engagementRate(3, 0)).toBe(100);
  });
  it("is null with neither views nor engagement", () => {
    expect(engagementRate(0, 0)).toBeNull();
    expect(engagementRate(0, 7)).toBe(0);
  });
});

describe("topPerforming", () => {
  const item = (id: number, upvoteCount: number, replyCount: number, createdAt = "2026-01-01T00:00:00.000Z"): TopContent => ({
    type: "question",
    id,
    questionId: id,
    title: `Q${id}`,
    upvoteCount,
    replyCount,
    viewCount: 0,
    createdAt,
  });
  it("orders by upvotes plus replies, then newest, and keeps the first three", () => {
    const items = [item(1, 1, 0), item(2, 0, 5), item(3, 2, 2), item(4, 1, 0, "2026-02-01T00:00:00.000Z")];
    expect(topPerforming(items).map((entry) => entry.id)).toEqual([2, 3, 4]);
  });
});

import { describe, expect, it } from "vitest";
import { editDistance, typosAllowed } from "./search-terms";

describe("near spellings (issue 26: one or two typos in a word still find it)", () => {
  it("counts a letter added, removed, changed, or two neighbours swapped as one edit", () => {
    expect(editDistance("black", "black")).toBe(0);
    expect(editDistance("blak", "black")).toBe(1);
    expect(editDistance("bread", "bred")).toBe(1);
    expect(editDistance("trian", "train")).toBe(1);
    expect(editDistance("replicaton", "replication")).toBe(1);
    expect(editDistance("vacines", "vaccines")).toBe(1);
    expect(editDistance("centre", "center")).toBe(1);
    expect(editDistance("postgress", "postgresql")).toBe(2);
    expect(editDistance("kitten", "sitting")).toBe(3);
    expect(editDistance("", "abc")).toBe(3);
  });

  it("counts by code point, and stops past the most it is asked for", () => {
    expect(editDistance("café", "cafe")).toBe(1);
    expect(editDistance("𝔘𝔫𝔦", "𝔘𝔫")).toBe(1);
    expect(editDistance("abcdefgh", "zyxwvuts", 2)).toBe(3);
    expect(editDistance("a", "abcdef", 2)).toBe(3);
  });

  it("allows one typo in a short word and two in a longer one", () => {
    expect([4, 5, 6, 12].map(typosAllowed)).toEqual([1, 1, 2, 2]);
  });
});

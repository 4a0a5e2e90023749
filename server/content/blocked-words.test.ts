import { describe, expect, it } from "vitest";
import { findBlockedWords } from "./blocked-words";

describe("blocked words", () => {
  it("matches whole words and phrases, case-insensitively", () => {
    expect(findBlockedWords("Buy CHEAP pills now!", ["cheap", "pills"])).toEqual(["cheap", "pills"]);
    expect(findBlockedWords("a free   money offer", ["free money"])).toEqual(["free money"]);
    expect(findBlockedWords("Ärger über alles", ["ärger"])).toEqual(["ärger"]);
  });

  it("does not match inside longer words", () => {
    expect(findBlockedWords("A classic classroom", ["ass", "class"])).toEqual([]);
    expect(findBlockedWords("spam_bot and spam2", ["spam"])).toEqual([]);
  });

  it("treats regular-expression characters as text", () => {
    expect(findBlockedWords("what is c++ for", ["c++"])).toEqual(["c++"]);
    expect(findBlockedWords("anything", [".*"])).toEqual([]);
  });
});

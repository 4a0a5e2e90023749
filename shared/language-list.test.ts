import { describe, expect, it } from "vitest";
import { INTERFACE_LANGUAGES, LANGUAGES, matchesLanguage } from "./language-list";

describe("language list", () => {
  it("searches by name or native name, ignoring case", () => {
    const find = (query: string) => LANGUAGES.filter((language) => matchesLanguage(language, query)).map((language) => language.code);
    expect(find("deutsch")).toEqual(["de"]);
    expect(find("GERMAN")).toEqual(["de"]);
    expect(find("  español ")).toEqual(["es"]);
    expect(find("日本")).toEqual(["ja"]);
    expect(find("")).toHaveLength(LANGUAGES.length);
    expect(find("klingon")).toEqual([]);
  });

  it("starts with the landing footer's nine interface languages, and has unique codes", () => {
    expect(INTERFACE_LANGUAGES.map((language) => language.name)).toEqual([
      "English",
      "Spanish",
      "French",
      "German",
      "Italian",
      "Portuguese",
      "Japanese",
      "Korean",
      "Chinese",
    ]);
    expect(new Set(LANGUAGES.map((language) => language.code)).size).toBe(LANGUAGES.length);
  });
});

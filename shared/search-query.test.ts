import { describe, expect, it } from "vitest";
import { emptySearchQuery, parseSearchQuery, SEARCH_QUERY_PARTS, searchQueryIsEmpty } from "./search-query";

const empty = emptySearchQuery();

describe("parseSearchQuery", () => {
  it("reads words, phrases, exclusions, topics and every operator", () => {
    expect(
      parseSearchQuery(
        'postgres "streaming replication" -mysql [Databases] [Linux Admin] user:me is:question score:3 answers:0 hasaccepted:no closed:yes created:2026-01..2026-03',
      ),
    ).toEqual({
      words: ["postgres"],
      phrases: ["streaming replication"],
      excluded: ["mysql"],
      topics: ["Databases", "Linux Admin"],
      user: "me",
      is: "question",
      score: 3,
      answers: 0,
      hasAccepted: false,
      closed: true,
      created: { from: "2026-01-01T00:00:00.000Z", to: "2026-04-01T00:00:00.000Z" },
    });
  });

  it("reads user ids, negative scores, single periods and open-ended ranges", () => {
    const id = "0b6f3c1e-8d2a-4c5b-9e7f-1a2b3c4d5e6f";
    expect(parseSearchQuery(`user:${id.toUpperCase()} score:-2 is:answer`)).toMatchObject({ user: id, score: -2, is: "answer" });
    expect(parseSearchQuery("created:2026").created).toEqual({ from: "2026-01-01T00:00:00.000Z", to: "2027-01-01T00:00:00.000Z" });
    expect(parseSearchQuery("created:2026-02-28").created).toEqual({ from: "2026-02-28T00:00:00.000Z", to: "2026-03-01T00:00:00.000Z" });
    expect(parseSearchQuery("created:2026-11..").created).toEqual({ from: "2026-11-01T00:00:00.000Z", to: "9999-12-31T00:00:00.000Z" });
    expect(parseSearchQuery("created:..2025").created).toEqual({ from: "1970-01-01T00:00:00.000Z", to: "2026-01-01T00:00:00.000Z" });
    expect(parseSearchQuery("HasAccepted:YES Closed:No").hasAccepted).toBe(true);
  });

  it("reads a malformed operator as plain words, never failing", () => {
    const malformed = [
      "score:lots",
      "score:99999999999",
      "answers:-1",
      "answers:1e3",
      "user:alice",
      "user:';drop_table_users;--",
      "is:comment",
      "hasaccepted:maybe",
      "closed:",
      "created:soon",
      "created:2026-13",
      "created:2026-02-30",
      "created:2026-03..2026-01",
      "created:..",
      "created:1..2..3",
      "created:9999-12-31",
      "nope:yes",
      "toString:x",
      "__proto__:1",
    ];
    for (const text of malformed) {
      const query = parseSearchQuery(text);
      expect(query, text).toEqual({ ...empty, words: [text] });
    }
  });

  it("reads unclosed quotes and brackets, lone minuses and odd Unicode as words", () => {
    expect(parseSearchQuery('"unclosed phrase').words).toEqual(['"unclosed', "phrase"]);
    expect(parseSearchQuery("[unclosed topic").words).toEqual(["[unclosed", "topic"]);
    expect(parseSearchQuery("a - b --").words).toEqual(["a", "-", "b", "--"]);
    expect(parseSearchQuery('"" [] [ ] "  "')).toEqual(empty);
    expect(parseSearchQuery("東京 タワー 한국어 café Ｆｕｌｌ \u0000 </script> $1").words).toEqual(["東京", "タワー", "한국어", "café", "Ｆｕｌｌ", "\u0000", "</script>", "$1"]);
    // NFC: a decomposed é and a composed one are the same word.
    expect(parseSearchQuery("cafe\u0301").words).toEqual(["café"]);
  });

  it("excludes words and the words of a minus phrase", () => {
    expect(parseSearchQuery('java -script -"visual basic"')).toMatchObject({ words: ["java"], excluded: ["script", "visual", "basic"] });
  });

  it("keeps at most SEARCH_QUERY_PARTS of each kind, and one of a repeated topic", () => {
    const many = Array.from({ length: 40 }, (_, i) => `w${i} -x${i} "p ${i}" [t${i}] [T${i}]`).join(" ");
    const query = parseSearchQuery(many);
    expect(query.words).toHaveLength(SEARCH_QUERY_PARTS);
    expect(query.phrases).toHaveLength(SEARCH_QUERY_PARTS);
    expect(query.topics).toHaveLength(SEARCH_QUERY_PARTS);
    expect(query.excluded.length).toBeLessThanOrEqual(SEARCH_QUERY_PARTS);
  });

  it("knows an empty query", () => {
    expect(searchQueryIsEmpty(parseSearchQuery("  "))).toBe(true);
    expect(searchQueryIsEmpty(parseSearchQuery("-alone"))).toBe(true);
    expect(searchQueryIsEmpty(parseSearchQuery("answers:0"))).toBe(false);
    expect(searchQueryIsEmpty(parseSearchQuery("[Physics]"))).toBe(false);
  });
});

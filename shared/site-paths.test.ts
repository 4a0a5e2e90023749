import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { canonicalPageUrl, PAGE_QUERY_PARAMS } from "./site-paths";

const root = path.join(import.meta.dirname, "..");
const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sources(file);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });

describe("a page's canonical address", () => {
  it("drops tracking and unknown parameters, trailing and doubled slashes, and sorts what is read", () => {
    expect(canonicalPageUrl("/questions/7?utm_source=mail&utm_medium=x&fbclid=1&gclid=2")).toBe("/questions/7");
    expect(canonicalPageUrl("/questions/7/?made_up=1&sort=newest")).toBe("/questions/7?sort=newest");
    expect(canonicalPageUrl("//questions//7//")).toBe("/questions/7");
    expect(canonicalPageUrl("/search?type=people&q=ada+lovelace&x=1")).toBe("/search?q=ada+lovelace&type=people");
    expect(canonicalPageUrl("/search?q=a%26b")).toBe("/search?q=a%26b");
    expect(canonicalPageUrl("/?")).toBe("/");
    expect(canonicalPageUrl("/?hl=de&hl=fr")).toBe("/?hl=de&hl=fr");
  });

  it("keeps only what each page reads, with values it tells apart, and writes ids one way (the probe grew the cache with them)", () => {
    // Parameters another page reads make no address of their own here.
    expect(canonicalPageUrl("/?token=abc1&draft=2&answer=3&next=/x&sort=newest")).toBe("/");
    expect(canonicalPageUrl("/about?draft=x")).toBe("/about");
    expect(canonicalPageUrl("/questions/7?answer=12")).toBe("/questions/7");
    expect(canonicalPageUrl("/questions/7/revisions?answer=012")).toBe("/questions/7/revisions?answer=12");
    // Values a page ignores: an unknown sort, the default one, a made-up language.
    expect(canonicalPageUrl("/questions/7?sort=zzz")).toBe("/questions/7");
    expect(canonicalPageUrl("/questions/7?sort=votes")).toBe("/questions/7");
    expect(canonicalPageUrl("/questions/7?sort=newest&hl=xx")).toBe("/questions/7?sort=newest");
    expect(canonicalPageUrl("/questions/7?hl=de")).toBe("/questions/7?hl=de");
    expect(canonicalPageUrl("/auth?next=%2Fquestions%2F7&error=x&second_factor=1")).toBe("/auth?error=x&next=%2Fquestions%2F7&second_factor=1");
    expect(canonicalPageUrl("/reset-password?token=t0k&utm_source=mail")).toBe("/reset-password?token=t0k");
    // Ids: no leading zeros, member ids in lower case.
    expect(canonicalPageUrl("/questions/0001")).toBe("/questions/1");
    // A draft is a member's: a visitor's page has none.
    expect(canonicalPageUrl("/questions/7?draft=05")).toBe("/questions/7?draft=5");
    expect(canonicalPageUrl("/questions/7?draft=5", "visitor")).toBe("/questions/7");
    expect(canonicalPageUrl("/profile/0A1B2C3D-0000-4000-8000-00000000ABCD")).toBe("/profile/0a1b2c3d-0000-4000-8000-00000000abcd");
  });

  it("keeps every parameter the client's pages read (a new one must be listed, or its page would be kept without it)", () => {
    const read = new Set<string>();
    for (const file of sources(path.join(root, "client/src"))) {
      const text = readFileSync(file, "utf8");
      if (!/useSearch|location\.search|URLSearchParams/.test(text)) continue;
      for (const match of text.matchAll(/\.(?:get|has|getAll)\(\s*"([A-Za-z0-9_-]+)"\s*\)/g)) read.add(match[1]!);
    }
    const notParams = new Set(["content-type"]);
    const missing = [...read].filter((name) => !notParams.has(name) && !PAGE_QUERY_PARAMS.includes(name));
    expect(missing).toEqual([]);
    expect(read.size).toBeGreaterThan(5);
  });
});

import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Decision records are never edited once they land: a new record amends or supersedes an old
// one (engineering guide, convention 8; docs/decisions/README.md). The manifest holds the
// sha256 of each landed record, one line per record, append-only.
const folder = path.join(import.meta.dirname, "..", "docs", "decisions");
const manifestFile = path.join(folder, "landed.sha256");

// Records being written right now, not landed yet: skipped until their line is added.
// This array must be empty at the end of the change that adds 045 and 046 (then every record
// is checked).
const PENDING: string[] = [];

const isRecord = (name: string) => /^\d{3}-.+\.md$/.test(name);
const records = readdirSync(folder).filter(isRecord).sort();
const sha256 = (name: string) => createHash("sha256").update(readFileSync(path.join(folder, name))).digest("hex");

/** The manifest's lines as file name -> sha256, failing on lines that are not `<sha256>  <name>`. */
function readManifest(): Map<string, string> {
  const landed = new Map<string, string>();
  readFileSync(manifestFile, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .forEach((line, index) => {
      const match = /^([0-9a-f]{64}) [ *](\S+)$/.exec(line);
      if (!match) throw new Error(`landed.sha256 line ${index + 1} is not "<sha256>  <file name>": ${line}`);
      const [, hash = "", name = ""] = match;
      if (landed.has(name)) throw new Error(`landed.sha256 lists ${name} twice: a record has one line`);
      landed.set(name, hash);
    });
  return landed;
}

describe("decision records", () => {
  const landed = readManifest();

  it("are never edited once they land, and land with their line in landed.sha256", () => {
    const problems: string[] = [];
    for (const name of records) {
      if (PENDING.some((prefix) => name.startsWith(prefix))) continue;
      const expected = landed.get(name);
      if (expected === undefined) {
        problems.push(
          `${name} is not in docs/decisions/landed.sha256: add its line to landed.sha256 when the record lands ` +
            `(cd docs/decisions && sha256sum ${name} >> landed.sha256)`,
        );
      } else if (sha256(name) !== expected) {
        problems.push(
          `${name} changed after it landed: records are never edited: write a new record that amends it ` +
            `(put it back with git checkout -- docs/decisions/${name})`,
        );
      }
    }
    expect(problems, problems.join("\n")).toEqual([]);
  });

  it("listed in landed.sha256 are still there", () => {
    const gone = [...landed.keys()].filter((name) => !records.includes(name));
    expect(gone, `landed records are never removed or renamed: ${gone.join(", ")}`).toEqual([]);
  });

  it("each have a number of their own", () => {
    const byNumber = new Map<string, string[]>();
    for (const name of records) byNumber.set(name.slice(0, 3), [...(byNumber.get(name.slice(0, 3)) ?? []), name]);
    const shared = [...byNumber.values()].filter((names) => names.length > 1).map((names) => names.join(" and "));
    expect(shared, `two records share a number: ${shared.join("; ")}`).toEqual([]);
  });
});

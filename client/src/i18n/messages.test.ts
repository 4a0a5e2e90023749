// The message files are complete and well-formed: every language has every English id, no
// extra ones, ICU syntax that parses, the same placeholders as English, and plurals with an
// `other` case. Keys stay sorted, so parallel work on different features merges cleanly. Two
// catalogues: the interface's (client/src/i18n/messages) and the mail's (server/i18n/mail).
import { execFileSync } from "node:child_process";
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { LOCALES } from "@shared/locales";

const root = path.join(import.meta.dirname, "../../..");
const CATALOGUES = [
  { name: "interface messages", dir: path.join(root, "client/src/i18n/messages"), code: ["client/src", "shared", "server"] },
  { name: "mail messages", dir: path.join(root, "server/i18n/mail"), code: ["server"] },
];

/** Placeholder names (and tag names) a message uses, recursively. */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    into.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    }
    if (element.type === TYPE.tag) argumentsOf(element.children, into);
  }
  return into;
}

function pluralsLackingOther(elements: MessageFormatElement[]): boolean {
  return elements.some((element) => {
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      return !("other" in element.options) || Object.values(element.options).some((option) => pluralsLackingOther(option.value));
    }
    return element.type === TYPE.tag && pluralsLackingOther(element.children);
  });
}

for (const catalogue of CATALOGUES) {
  const { dir } = catalogue;
  const read = (locale: string) => JSON.parse(readFileSync(path.join(dir, `${locale}.json`), "utf8")) as Record<string, string>;
  const english = read("en");

  describe(catalogue.name, () => {
    it("has one file per interface language and nothing else", () => {
      expect(readdirSync(dir).filter((file) => file.endsWith(".json")).sort()).toEqual(LOCALES.map((locale) => `${locale}.json`).sort());
    });

    for (const locale of LOCALES) {
      it(`${locale}: every id, sorted, parsing, with English's placeholders`, () => {
        const messages = read(locale);
        const ids = Object.keys(messages);
        expect(ids).toEqual([...ids].sort());
        expect(ids.filter((id) => !(id in english))).toEqual([]);
        expect(Object.keys(english).filter((id) => !(id in messages))).toEqual([]);
        for (const [id, text] of Object.entries(messages)) {
          expect(typeof text, id).toBe("string");
          expect(text.trim(), id).not.toBe("");
          const elements = parse(text, { requiresOtherClause: true });
          expect(pluralsLackingOther(elements), `${locale} ${id} plural without other`).toBe(false);
          expect([...argumentsOf(elements)].sort(), `${locale} ${id}`).toEqual([...argumentsOf(parse(english[id]!))].sort());
        }
      });
    }

    it("uses every id somewhere in the code (an id nothing shows is a translation nobody reads)", () => {
      const files = execFileSync("git", ["ls-files", ...catalogue.code], { cwd: root, encoding: "utf8" })
        .split("\n")
        .filter((file) => /\.tsx?$/.test(file) && !file.endsWith(".test.ts"));
      const code = files.map((file) => readFileSync(path.join(root, file), "utf8")).join("\n");
      const unused = Object.keys(english).filter((id) => !code.includes(`"${id}"`) && !code.includes(`'${id}'`) && !code.includes(`\`${id}\``));
      expect(unused).toEqual([]);
    });
  });
}

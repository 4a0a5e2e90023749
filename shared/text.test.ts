import { describe, expect, it } from "vitest";
import { editSummarySchema } from "./revisions";
import { registerPasskeySchema } from "./security";
import { createAdSchema } from "./ads";
import { registerSchema } from "./auth";
import { contactSchema } from "./contact";
import { sendMessageSchema } from "./messages";
import { updateProfileSchema } from "./profile";
import { answerBodySchema, commentBodySchema, createQuestionSchema, updateQuestionSchema } from "./questions";
import { siteSettingsSchema } from "./site";
import { createSpaceSchema, spaceQuestionSchema } from "./spaces";
import { hasVisibleText, visibleHtmlText, withoutBidiControls } from "./text";

/** Every kind of character the issue names, and a few more of the same families. */
const INVISIBLES: Record<string, string> = {
  "zero-width space": "\u200B",
  "zero-width non-joiner": "\u200C",
  "zero-width joiner": "\u200D",
  "left-to-right mark": "\u200E",
  "right-to-left mark": "\u200F",
  "right-to-left override": "\u202E",
  "word joiner": "\u2060",
  "invisible times": "\u2062",
  "byte order mark": "\uFEFF",
  "soft hyphen": "\u00AD",
  "combining grapheme joiner": "\u034F",
  "arabic letter mark": "\u061C",
  "hangul choseong filler": "\u115F",
  "hangul jungseong filler": "\u1160",
  "hangul filler": "\u3164",
  "halfwidth hangul filler": "\uFFA0",
  "khmer vowel inherent": "\u17B4",
  "mongolian vowel separator": "\u180E",
  "braille blank": "\u2800",
  "variation selector": "\uFE0F",
  "tag space": "\u{E0020}",
  "musical symbol begin beam": "\u{1D173}",
  "no-break space": "\u00A0",
  "ideographic space": "\u3000",
  "combining acute alone": "\u0301",
};
const allInvisible = Object.values(INVISIBLES).join("");

describe("visible text", () => {
  it.each(Object.entries(INVISIBLES))("counts a %s as nothing to see", (_name, char) => {
    expect(hasVisibleText(char.repeat(5))).toBe(false);
  });

  it("keeps text with anything to see, in any script, emoji included", () => {
    for (const text of ["a", "\u200Bx\u200B", "你好", "مرحبا", "👍", "e\u0301", "\u{1F469}\u200D\u{1F4BB}", "."]) expect(hasVisibleText(text)).toBe(true);
    expect(hasVisibleText(allInvisible)).toBe(false);
  });

  it("reads member HTML as a reader does: tags and invisible entities are nothing, images something", () => {
    expect(hasVisibleText(visibleHtmlText("<p>&#8203;&zwj;&nbsp;<br></p><p>&#x200B;</p>"))).toBe(false);
    expect(hasVisibleText(visibleHtmlText(`<p>${allInvisible}</p>`))).toBe(false);
    expect(hasVisibleText(visibleHtmlText("<p>&amp;</p>"))).toBe(true);
    expect(hasVisibleText(visibleHtmlText('<p><img src="/api/uploads/abcdefghijk"></p>'))).toBe(true);
    expect(visibleHtmlText("&#99999999;")).toBe("&#99999999;");
  });

  it("refuses invisible-only text in every required text field with that field's message", () => {
    const blank = `\u200B${allInvisible}\u2060`;
    const cases: [string, { safeParse(value: unknown): { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } }, object, string, string][] = [
      ["question title", createQuestionSchema, {}, "title", "Please enter a title for your question."],
      ["question edit", updateQuestionSchema, {}, "title", "Please enter a title for your question."],
      ["answer", answerBodySchema, {}, "content", "Please write an answer."],
      ["comment", commentBodySchema, {}, "content", "Please write a comment."],
      ["message", sendMessageSchema, {}, "content", "Please write a message."],
      ["space name", createSpaceSchema, {}, "name", "Please enter a name for your space."],
      ["display name", registerSchema, { lastName: "L", email: "a@example.com", password: "correct-horse" }, "firstName", "First name is required"],
      ["profile name", updateProfileSchema, {}, "firstName", "First name is required"],
      ["contact subject", contactSchema, { name: "N", email: "a@example.com", message: "M" }, "subject", "Subject is required"],
      ["ad title", createAdSchema, { type: "banner", dailyBudget: 10, duration: "1-week", targetAudience: "all" }, "title", "Please enter a title for your ad."],
    ];
    for (const [name, schema, rest, field, message] of cases) {
      const value = field === "content" && (name === "answer" || name === "comment") ? `<p>${blank}</p>` : blank;
      const result = schema.safeParse({ ...rest, [field]: value });
      expect(result.success, name).toBe(false);
      const issue = result.error!.issues.find((item) => item.path[0] === field);
      expect(issue?.message, name).toBe(message);
    }
    expect(siteSettingsSchema.shape.siteName.safeParse("\u200B\u200B").success).toBe(false);
  });
});

describe("labels cannot spoof (issue 20)", () => {
  const BIDI = ["\u202A", "\u202B", "\u202C", "\u202D", "\u202E", "\u2066", "\u2067", "\u2068", "\u2069"];
  const spoof = (text: string) => BIDI.map((char, index) => (index % 2 ? `${char}${text}` : `${text}${char}`)).join("");

  it("removes every bidirectional override and isolate control from titles and names on write", () => {
    const parse = (schema: { parse(value: unknown): unknown }, value: object) => schema.parse(value) as Record<string, unknown>;
    const label = spoof("gnp.exe");
    const stored = "gnp.exe".repeat(BIDI.length);
    expect(parse(createQuestionSchema, { title: label }).title).toBe(stored);
    expect(parse(updateQuestionSchema, { title: label }).title).toBe(stored);
    expect(parse(spaceQuestionSchema, { title: label }).title).toBe(stored);
    expect(parse(createSpaceSchema, { name: label }).name).toBe(stored);
    const member = parse(registerSchema, { firstName: label, lastName: label, email: "a@example.com", password: "correct-horse" });
    expect([member.firstName, member.lastName]).toEqual([stored, stored]);
    const profile = parse(updateProfileSchema, { firstName: label, lastName: label });
    expect([profile.firstName, profile.lastName]).toEqual([stored, stored]);
    expect(siteSettingsSchema.shape.siteName.parse(label)).toBe(stored);
    expect(createAdSchema.shape.title.parse(label)).toBe(stored);
    expect(withoutBidiControls(`a${BIDI.join("")}b`)).toBe("ab");
  });

  it("removes them from every other one-line text others read: profile lines, descriptions, edit summaries, passkey names (the probe found them kept)", () => {
    const label = spoof("drofnats");
    const stored = "drofnats".repeat(BIDI.length);
    const profile = updateProfileSchema.parse({ employment: label, education: label, location: label, bio: label }) as Record<string, unknown>;
    expect([profile.employment, profile.education, profile.location, profile.bio]).toEqual([stored, stored, stored, stored]);
    expect((createSpaceSchema.parse({ name: "Space", description: label }) as { description: string }).description).toBe(stored);
    expect(siteSettingsSchema.shape.siteDescription.parse(label)).toBe(stored);
    expect(editSummarySchema.parse(label)).toBe(stored);
    expect((registerPasskeySchema.shape.name as { parse(value: unknown): unknown }).parse(spoof("key"))).toBe("key".repeat(BIDI.length));
  });

  it("refuses a label made only of bidi controls, and judges the length after removing them", () => {
    expect(createQuestionSchema.safeParse({ title: ` ${BIDI.join("")} ` }).success).toBe(false);
    expect(createSpaceSchema.safeParse({ name: "\u202E".repeat(500) }).success).toBe(false);
    // 300 characters of title plus controls is still a 300-character title.
    expect(createQuestionSchema.safeParse({ title: `${"a".repeat(300)}${"\u202E".repeat(50)}` }).success).toBe(true);
  });

  it("keeps bidi controls and right-to-left text where they belong: post bodies, and marks in names", () => {
    const body = "<p>\u202Egnp.exe</p>";
    expect(answerBodySchema.parse({ content: body }).content).toBe(body);
    expect(commentBodySchema.parse({ content: body }).content).toBe(body);
    expect(createQuestionSchema.parse({ title: "مرحبا\u200F world", content: body })).toMatchObject({ title: "مرحبا\u200F world", content: body });
  });
});

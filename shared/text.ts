import { z } from "zod";

/**
 * Characters a reader cannot see on their own: whitespace, control and format characters
 * (zero-width space, joiners, word joiner, BOM, bidi marks and overrides), everything Unicode
 * calls default-ignorable (soft hyphen, Hangul fillers, variation selectors, tags), combining
 * marks with nothing to sit on, and the braille blank, which is a symbol that draws nothing.
 */
const INVISIBLE = /[\p{White_Space}\p{Default_Ignorable_Code_Point}\p{Cc}\p{Cf}\p{M}\u2800]/gu;

/**
 * Bidirectional embedding, override and isolate controls (U+202A-202E, U+2066-2069). In a
 * one-line label they reorder what follows on screen: "\u202Egnp.exe" reads "exe.png", a name
 * can pose as another or push the text after it around. Post bodies keep them (the sanitiser
 * shows them inert there); labels lose them on write.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

/** The text without bidirectional override and isolate controls. */
export function withoutBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, "");
}

/**
 * The start of every one-line label others read (question titles, member names, space and
 * topic names, the site's name, ad titles): a string, its bidi controls removed, then
 * trimmed. Each schema adds its own length and "required" rules after it, so they judge the
 * text as stored.
 */
export const labelText = (error: string) => z.string({ error }).overwrite(withoutBidiControls).trim();

/** True when the text has at least one character a reader can see. */
export function hasVisibleText(text: string): boolean {
  return text.replace(INVISIBLE, "") !== "";
}

/** Named entities that stand for an invisible character; any other named entity shows something. */
const INVISIBLE_ENTITIES = /&(?:nbsp|ensp|emsp|thinsp|shy|zwj|zwnj|lrm|rlm|ZeroWidthSpace|NoBreak|NegativeThinSpace|NegativeMediumSpace|NegativeThickSpace|NegativeVeryThinSpace|InvisibleTimes|InvisibleComma|ic|it|af|ApplyFunction|NewLine|Tab);/g;

/**
 * The text a reader sees in member HTML: tags dropped, numeric entities decoded, invisible
 * named entities removed. An image is something to see, so it counts as a visible character.
 * (A cheap reading for validation, not a sanitiser: the server sanitises separately.)
 */
export function visibleHtmlText(html: string): string {
  return html
    .replace(/<img\b[^>]*>/gi, "\u25A1")
    .replace(/<[^>]*>/g, "")
    .replace(INVISIBLE_ENTITIES, "")
    .replace(/&#(x[0-9a-f]+|\d+);/gi, (entity, code: string) => {
      const point = code[0] === "x" || code[0] === "X" ? Number.parseInt(code.slice(1), 16) : Number.parseInt(code, 10);
      return point <= 0x10ffff ? String.fromCodePoint(point) : entity;
    });
}

/**
 * The one refinement every required text field uses (titles, names, messages, ad titles):
 * text made only of invisible characters is refused with the field's own "required" message.
 */
export const visibleText = (message: string) => z.refine<string>(hasVisibleText, { message });

/** The same rule for required rich text (answers, comments): its HTML must show something. */
export const visibleHtml = (message: string) => z.refine<string>((html) => hasVisibleText(visibleHtmlText(html)), { message });

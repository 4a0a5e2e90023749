const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The blocked words found in a text: whole words (or phrases) only, case-insensitive, so
 * "ass" matches "Ass!" but not "class". A letter, digit or underscore on either side
 * makes it part of a longer word.
 */
export function findBlockedWords(text: string, blockedWords: readonly string[]): string[] {
  if (!blockedWords.length || !text) return [];
  const found: string[] = [];
  for (const word of blockedWords) {
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}_])${escapeRegExp(word).replace(/\s+/g, "\\s+")}(?![\\p{L}\\p{N}_])`, "iu");
    if (pattern.test(text)) found.push(word);
  }
  return found;
}

// The change tags the database announces (db migration 0012) as the routes that cache their
// answers name them. Ids are written the way the triggers write them, whatever form the
// request used (an upper-case uuid names the same member).

/** Every list of questions or topics: feeds, trending, topic pages, profiles' lists, sitemaps. */
export const LISTS = "lists";

/** A question's page and its answers. */
export const questionTag = (id: string | number) => `q:${Number(id)}`;

/** An answer's comments. */
export const answerTag = (id: string | number) => `a:${Number(id)}`;

/** A member's public profile. */
export const profileTag = (id: string) => `profile:${id.toLowerCase()}`;

/** A member's row as their sessions see it. */
export const userTag = (id: string) => `user:${id.toLowerCase()}`;

/** One session, by its hashed id. */
export const sessionTag = (hashedId: string) => `session:${hashedId}`;

/** What is a member's own (votes, follows, bookmarks, spaces, plan, notifications, conversations). */
export const mineTag = (id: string) => `mine:${id.toLowerCase()}`;

/** Everything a member's own cached answers depend on besides what the route shows: their row, their profile (their own posts' states, their plan) and what is theirs. */
export const memberTags = (id: string) => [userTag(id), profileTag(id), mineTag(id)];

/** A member's reputation, shown beside everything they wrote (issue 24; db migration 0021). */
export const reputationTag = (id: string) => `rep:${id.toLowerCase()}`;

/**
 * The reputation tags of an answer about to be kept: every member object in it that shows a
 * reputation (an object with a string `id` and a numeric `reputation`), so a cached page drops
 * when a member it shows moves, and nothing else does.
 */
export function reputationTagsOf(payload: unknown): string[] {
  const tags = new Set<string>();
  const visit = (value: unknown, depth: number) => {
    if (depth > 12 || value === null || typeof value !== "object") return;
    if (Array.isArray(value)) {
      for (const item of value) visit(item, depth + 1);
      return;
    }
    if (value instanceof Date || Buffer.isBuffer(value)) return;
    const record = value as Record<string, unknown>;
    if (typeof record.id === "string" && typeof record.reputation === "number") tags.add(reputationTag(record.id));
    for (const key in record) visit(record[key], depth + 1);
  };
  visit(payload, 0);
  return [...tags];
}

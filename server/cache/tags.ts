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

import { inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { users } from "../db/schema/users";
import { createBatcher, type Batcher } from "../lib/batcher";
import type { AuthorRow } from "./author.presenter";

// Authors appear beside questions, answers, comments, messages, notifications, spaces and
// search hits: this module loads them, author.presenter.ts shows them.

/** The member columns shown beside content (and on leaderboards). */
export const authorColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImageUrl: users.profileImageUrl,
  employment: users.employment,
  reputation: users.reputation,
  status: users.status,
};

/** At most this many loads share one statement (each a page's authors: tens of ids). */
const AUTHOR_LOADS_PER_READ = 32;
const authorReaders = new WeakMap<Db, Batcher<string[], Map<string, AuthorRow>>>();

/**
 * Loads authors by id, in one query with the other loads of the moment on this database: calls
 * made while a read is running go together in the next (createBatcher, decision 035), so a
 * page's lists (its question, answers, comments) and pages built together read their authors
 * once (issue 22: a page not in the cache). A load never joins a read already running, so it
 * sees every write made before it (a reputation just earned). Each caller gets its own rows.
 */
export async function loadAuthors(db: Db, ids: (string | null)[]): Promise<Map<string, AuthorRow>> {
  const unique = [...new Set(ids)].filter((id): id is string => id !== null);
  if (!unique.length) return new Map();
  let read = authorReaders.get(db);
  if (!read) {
    read = createBatcher(
      async (loads: string[][]) => {
        const rows = await db.select(authorColumns).from(users).where(inArray(users.id, [...new Set(loads.flat())]));
        const byId = new Map(rows.map((row) => [row.id, row]));
        return loads.map((load) => ({ ok: true as const, value: new Map(load.flatMap((id) => (byId.has(id) ? [[id, { ...byId.get(id)! }] as const] : []))) }));
      },
      { max: AUTHOR_LOADS_PER_READ },
    );
    authorReaders.set(db, read);
  }
  return read(unique);
}

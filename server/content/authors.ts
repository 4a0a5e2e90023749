import { inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { users } from "../db/schema/users";
import { readTogether } from "../db/read-together";
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

/** Authors by id, read with the other loads of the moment (db/read-together.ts, issue 22). */
const readAuthors = readTogether(
  (db: Db, ids: string[]) => db.select(authorColumns).from(users).where(inArray(users.id, ids)),
  (row) => row.id,
);

/**
 * Loads authors by id in one query, shared with the other loads of the moment on this database:
 * a page's lists (its question, answers, comments) and pages built together read their authors
 * once, and a load still sees every write made before it (a reputation just earned).
 */
export async function loadAuthors(db: Db, ids: (string | null)[]): Promise<Map<string, AuthorRow>> {
  const rows = await readAuthors(db, ids.filter((id): id is string => id !== null));
  return new Map(rows.map((row) => [row.id, row]));
}

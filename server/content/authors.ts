import { inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { users } from "../db/schema/users";
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

/** Loads authors by id in one query. */
export async function loadAuthors(db: Db, ids: (string | null)[]): Promise<Map<string, AuthorRow>> {
  const unique = [...new Set(ids)].filter((id): id is string => id !== null);
  if (!unique.length) return new Map();
  const rows = await db.select(authorColumns).from(users).where(inArray(users.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
}

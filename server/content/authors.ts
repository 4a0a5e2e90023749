import { inArray } from "drizzle-orm";
import type { AuthorSummary } from "@shared/questions";
import type { Db } from "../db/client";
import { users } from "../db/schema/users";

// Authors appear beside questions, answers, comments, messages, notifications, spaces and
// search hits: one module owns how a member is shown there.

/** The member columns shown beside content. */
const authorColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImageUrl: users.profileImageUrl,
  employment: users.employment,
  status: users.status,
};

/** An author as loaded: their public fields and account status. */
export type AuthorRow = Omit<AuthorSummary, "email"> & { status: string };

/** A member beside content; deleted accounts show as null ('Deleted account'). */
export function presentAuthor(row: AuthorRow | undefined): AuthorSummary | null {
  if (!row || row.status === "deleted") return null;
  // Emails are private: beside content a member is their name (or 'User'), never their address.
  const { status: _status, ...author } = row;
  return { ...author, email: null };
}

/** Loads authors by id in one query. */
export async function loadAuthors(db: Db, ids: (string | null)[]): Promise<Map<string, AuthorRow>> {
  const unique = [...new Set(ids)].filter((id): id is string => id !== null);
  if (!unique.length) return new Map();
  const rows = await db.select(authorColumns).from(users).where(inArray(users.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
}

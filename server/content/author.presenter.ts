import type { AuthorSummary } from "@shared/questions";

// Authors appear beside questions, answers, comments, messages, notifications, spaces and
// search hits: one presenter owns how a member is shown there (authors.ts loads them).

/** An author as loaded: their public fields and account status. */
export type AuthorRow = Omit<AuthorSummary, "email"> & { status: string };

/** A member beside content; deleted accounts show as null ('Deleted account'). */
export function presentAuthor(row: AuthorRow | undefined): AuthorSummary | null {
  if (!row || row.status === "deleted") return null;
  // Emails are private: beside content a member is their name (or 'User'), never their address.
  const { status: _status, ...author } = row;
  return { ...author, email: null };
}

/** The author with this id among those loaded (null id: no author). */
export function presentAuthorOf(authors: ReadonlyMap<string, AuthorRow>, id: string | null): AuthorSummary | null {
  return presentAuthor(id ? authors.get(id) : undefined);
}

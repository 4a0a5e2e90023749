import type { users } from "../db/schema/users";

type UserRow = typeof users.$inferSelect;

/** Who may change a question, answer or comment: its author; moderators and admins too. */
export function canModify(user: UserRow, content: { authorId: string | null }): boolean {
  return content.authorId === user.id || user.role === "admin" || user.role === "moderator";
}

/** Members do not vote on what they wrote. */
export function canVote(user: UserRow, content: { authorId: string | null }): boolean {
  return content.authorId !== user.id;
}

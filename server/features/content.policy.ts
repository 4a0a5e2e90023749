import type { users } from "../db/schema/users";
import { isStaff } from "./admin/admin.policy";

type UserRow = typeof users.$inferSelect;

/** Who may change a question, answer or comment: its author; moderators and admins too. */
export function canModify(user: UserRow, content: { authorId: string | null }): boolean {
  return content.authorId === user.id || user.role === "admin" || user.role === "moderator";
}

/** Members do not vote on what they wrote. */
export function canVote(user: UserRow, content: { authorId: string | null }): boolean {
  return content.authorId !== user.id;
}

/**
 * Held posts (auto-moderation) are seen by their author and by staff only, until a
 * moderator approves them; published ones by everyone.
 */
export function canSeeContent(viewer: Pick<UserRow, "id" | "role"> | null, content: { authorId: string | null; status: "published" | "held" }): boolean {
  if (content.status === "published") return true;
  return viewer !== null && (content.authorId === viewer.id || isStaff(viewer));
}

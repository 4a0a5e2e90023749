/** Who may do what with a member's profile; the single place for these rules. */

interface Viewer {
  id: string;
}

/**
 * Only the owner edits, configures or deletes a profile, and only the owner sees its
 * email and settings (spec section 6).
 */
export function canEditProfile(viewer: Viewer | null, targetId: string): boolean {
  return viewer !== null && viewer.id === targetId;
}

/**
 * A private profile keeps its personal details (bio, location, website, education) to its
 * owner. Name, picture and employment stay visible: they show beside the member's posts.
 */
export function canSeeProfileDetails(viewer: Viewer | null, target: { id: string; profileVisibility: "public" | "private" }): boolean {
  return target.profileVisibility === "public" || canEditProfile(viewer, target.id);
}

/** Members follow other members, never themselves. */
export function canFollow(viewer: Viewer, targetId: string): boolean {
  return viewer.id !== targetId;
}

// Moderation texts pages show; no zod here, so the question page does not load the validator.

/** What the author of a post held by auto-moderation is told (201 with `held: true`). */
export const HELD_FOR_REVIEW = "Your post is held for review because it may break the community guidelines.";

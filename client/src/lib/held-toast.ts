import { HELD_FOR_REVIEW } from "@shared/moderation";
import { toast } from "@/lib/use-toast";
import type { useT } from "@/i18n";

/** A component's `useT()`. */
type Translate = ReturnType<typeof useT>;

/**
 * After a create call: when auto-moderation held the post (201 with `held: true`), tells the
 * author so and returns true; the caller then skips its usual success message. Callers pass
 * their `t` so the toast is in the reader's language (English without it).
 */
export function showHeldToast(created: { held?: boolean; message?: string } | undefined, t?: Translate): boolean {
  if (!created?.held) return false;
  toast(t ? { title: t("report.heldForReview"), description: t("report.heldForReviewHelp") } : { title: "Held for review", description: created.message ?? HELD_FOR_REVIEW });
  return true;
}

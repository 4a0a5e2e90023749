import { HELD_FOR_REVIEW } from "@shared/moderation";
import { toast } from "@/hooks/use-toast";

/**
 * After a create call: when auto-moderation held the post (201 with `held: true`), tells the
 * author so and returns true; the caller then skips its usual success message.
 */
export function showHeldToast(created: { held?: boolean; message?: string } | undefined): boolean {
  if (!created?.held) return false;
  toast({ title: "Held for review", description: created.message ?? HELD_FOR_REVIEW });
  return true;
}

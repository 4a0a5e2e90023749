import { Info } from "lucide-react";
import { usePrivilegeRefusal } from "@/hooks/use-privileges";
import { toast } from "@/lib/use-toast";
import { useT } from "@/i18n";

// Suggested edits (issue 25): another member's edit of a post waits for review unless they have
// edit-freely; the server decides (202), this only says so before and after.

/**
 * Above Save while a post is edited: when the edit will be a suggestion (the member may not edit
 * it directly and lacks edit-freely), why, and that reviewers will look. Rendered only in the
 * edit box: the privilege hook it reads renders its caller again when hydration ends, and on
 * the question page's own component that was the whole page in one long task.
 */
export function SuggestionNote({ abilities }: { abilities: { edit: boolean; suggestEdit: boolean } }) {
  const t = useT();
  const refusal = usePrivilegeRefusal(!abilities.edit && abilities.suggestEdit ? "edit-freely" : null);
  if (!refusal) return null;
  return (
    <p className="flex items-start gap-2 rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground">
      <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <span>{t("suggestedEdits.note", { why: refusal })}</span>
    </p>
  );
}

/** After an edit: when it became a suggestion (202 `{ suggestedEditId }`), says so and returns true. */
export function showSuggestedToast(result: unknown, t: ReturnType<typeof useT>): boolean {
  if (!result || typeof result !== "object" || !("suggestedEditId" in result)) return false;
  toast({ title: t("suggestedEdits.sent"), description: t("suggestedEdits.sentHelp") });
  return true;
}

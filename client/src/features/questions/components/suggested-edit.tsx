import { Info } from "lucide-react";
import { usePrivilegeRefusal } from "@/hooks/use-privileges";
import { toast } from "@/lib/use-toast";
import { useT } from "@/i18n";

// Suggested edits (issue 25): another member's edit of a post waits for review unless they have
// edit-freely; the server decides (202), this only says so before and after.

/**
 * Whether an edit of this post will be a suggestion: the member may not edit it directly and
 * lacks edit-freely; then the line to show above Save (why, and that reviewers will look).
 */
export function useSuggestionNote(abilities: { edit: boolean; suggestEdit: boolean }): string | undefined {
  const t = useT();
  const refusal = usePrivilegeRefusal(!abilities.edit && abilities.suggestEdit ? "edit-freely" : null);
  return refusal ? t("suggestedEdits.note", { why: refusal }) : undefined;
}

/** The note, under the editor. */
export function SuggestionNote({ text }: { text: string | undefined }) {
  if (!text) return null;
  return (
    <p className="flex items-start gap-2 rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground">
      <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <span>{text}</span>
    </p>
  );
}

/** After an edit: when it became a suggestion (202 `{ suggestedEditId }`), says so and returns true. */
export function showSuggestedToast(result: unknown, t: ReturnType<typeof useT>): boolean {
  if (!result || typeof result !== "object" || !("suggestedEditId" in result)) return false;
  toast({ title: t("suggestedEdits.sent"), description: t("suggestedEdits.sentHelp") });
  return true;
}

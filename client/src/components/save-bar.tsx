import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useT } from "@/i18n";

/**
 * A settings form's own Save button (issue 23.6): it waits for a change, and a note says while
 * something is unsaved. Without `onSave` it submits its form.
 */
export function SaveBar({ unsaved, pending, label, onSave }: { unsaved: boolean; pending: boolean; label: string; onSave?: () => void }) {
  const t = useT();
  return (
    <div className="flex flex-col-reverse items-stretch gap-2 sm:flex-row sm:items-center sm:justify-end">
      {unsaved && (
        <p className="text-sm text-muted-foreground sm:me-auto" role="status">
          {t("settings.unsavedChanges")}
        </p>
      )}
      <Button type={onSave ? "button" : "submit"} onClick={onSave} disabled={!unsaved || pending}>
        {pending && <Loader2 className="animate-spin" aria-hidden="true" />}
        {label}
      </Button>
    </div>
  );
}

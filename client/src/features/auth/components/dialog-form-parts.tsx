import { Loader2, MailCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";

/**
 * The form of a dialog opened from Settings: the dialog sits in the settings form's React tree, so its submit
 * event stops here instead of reaching that form.
 */
export function SettingsDialogForm({ onSubmit, children }: { onSubmit: (event: React.FormEvent<HTMLFormElement>) => Promise<void>; children: React.ReactNode }) {
  return (
    <form
      onSubmit={(event) => {
        event.stopPropagation();
        void onSubmit(event);
      }}
      noValidate
      className="space-y-4"
    >
      {children}
    </form>
  );
}

/** The end of a dialog's form: the error that belongs to no field, then the submit button (a spinner while it runs). */
export function DialogFormFooter({ error, pending, children }: { error?: string; pending: boolean; children: React.ReactNode }) {
  return (
    <>
      {error !== undefined && (
        <p className="text-sm text-destructive" role="alert">
          {error}
        </p>
      )}
      <DialogFooter>
        <Button type="submit" disabled={pending}>
          {pending && <Loader2 className="animate-spin" aria-hidden="true" />}
          {children}
        </Button>
      </DialogFooter>
    </>
  );
}

/** What a dialog shows once its link is mailed: the server's message, then one button that closes it. */
export function MailSentNotice({ message, onClose, children }: { message: string; onClose: () => void; children: React.ReactNode }) {
  return (
    <div className="space-y-4">
      <p className="flex items-start gap-2 rounded-md border bg-muted/50 p-3 text-sm" role="status">
        <MailCheck className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
        {message}
      </p>
      <DialogFooter>
        <Button type="button" onClick={onClose}>
          {children}
        </Button>
      </DialogFooter>
    </div>
  );
}

import { useState, type FormEvent } from "react";
import { Loader2, Scale } from "lucide-react";
import type { AppealKind } from "@shared/appeals";
import { LIMITS } from "@shared/limits";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { ApiError, apiJson } from "@/lib/api";
import { toast } from "@/lib/use-toast";
import { useT } from "@/i18n";

const MIN_MESSAGE = 10;

/**
 * The author's way to ask staff to look again at a held post or a closed question (issue 25.6,
 * POST /api/appeals): once per decision; the outcome arrives as a notification.
 */
export function AppealButton({ kind, id }: { kind: AppealKind; id: number }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState("");
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const length = message.trim().length;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (length < MIN_MESSAGE) return;
    setPending(true);
    setError(null);
    try {
      await apiJson("POST", "/api/appeals", { kind, id, message: message.trim() });
      setSent(true);
      setOpen(false);
      toast({ title: t("appeal.sentTitle"), description: t("appeal.sentText") });
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 409) {
        setSent(true);
        setOpen(false);
        toast({ title: t("appeal.alreadyTitle"), description: t("appeal.alreadyText") });
      } else setError(t("appeal.failed"));
    } finally {
      setPending(false);
    }
  };

  if (sent) return <p className="text-xs text-muted-foreground">{t("appeal.sentText")}</p>;
  return (
    <>
      <Button type="button" size="sm" variant="outline" className="w-fit" onClick={() => setOpen(true)}>
        <Scale aria-hidden="true" /> {t("appeal.button")}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-w-md">
          <form onSubmit={(event) => void submit(event)} className="space-y-4">
            <DialogHeader>
              <DialogTitle>{t("appeal.title")}</DialogTitle>
              <DialogDescription>{t("appeal.description")}</DialogDescription>
            </DialogHeader>
            <div className="space-y-1.5">
              <Label htmlFor={`appeal-${kind}-${id}`}>{t("appeal.messageLabel")}</Label>
              <textarea
                id={`appeal-${kind}-${id}`}
                value={message}
                maxLength={LIMITS.appealMessage}
                rows={4}
                onChange={(event) => setMessage(event.target.value)}
                aria-invalid={error ? true : undefined}
                className="block w-full rounded-md border border-input bg-card px-3 py-2 text-base placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring md:text-sm"
              />
              <p className="text-xs text-muted-foreground">{t("appeal.messageHelp", { min: MIN_MESSAGE, max: LIMITS.appealMessage })}</p>
              {error && (
                <p className="text-sm text-destructive" role="alert">
                  {error}
                </p>
              )}
            </div>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                {t("appeal.cancel")}
              </Button>
              <Button type="submit" disabled={pending || length < MIN_MESSAGE}>
                {pending && <Loader2 className="animate-spin" aria-hidden="true" />}
                {t("appeal.send")}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}

import { useState } from "react";
import { Loader2, Lock, LockOpen } from "lucide-react";
import { closeReasons, type CloseReason } from "@shared/close-reasons";
import type { QuestionDetail } from "@shared/questions";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/hooks/use-toast";
import { ApiError } from "@/lib/api";
import { cn } from "@/lib/utils";
import { useT, type MessageId } from "@/i18n";
import { useCloseQuestion, useDuplicateCandidates, useReopenQuestion } from "../api/question-status";

/** How each close reason reads (the banner and the close dialog). */
export const CLOSE_REASON_MESSAGES: Record<CloseReason, { title: MessageId; description: MessageId }> = {
  duplicate: { title: "question.closeReasonDuplicate", description: "question.closeReasonDuplicateHelp" },
  "off-topic": { title: "question.closeReasonOffTopic", description: "question.closeReasonOffTopicHelp" },
  "needs-details": { title: "question.closeReasonNeedsDetails", description: "question.closeReasonNeedsDetailsHelp" },
  "opinion-based": { title: "question.closeReasonOpinion", description: "question.closeReasonOpinionHelp" },
};

const errorText = (error: unknown, fallback: string) => (error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback);

/** The original of a duplicate: an id, a question's URL, or words of its title to search. */
function DuplicatePicker({ questionId, value, onChange }: { questionId: number; value: number | null; onChange: (id: number | null) => void }) {
  const t = useT();
  const [text, setText] = useState("");
  const { loading, notFound, candidates } = useDuplicateCandidates(text);
  const choices = candidates.filter((candidate) => candidate.id !== questionId);
  return (
    <div className="grid gap-2">
      <Label htmlFor="duplicate-of">{t("question.originalQuestion")}</Label>
      <Input
        id="duplicate-of"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          onChange(null);
        }}
        placeholder={t("question.duplicatePlaceholder")}
        autoComplete="off"
      />
      <div className="grid gap-1" role="listbox" aria-label={t("question.matchingQuestions")}>
        {loading && <p className="text-xs text-muted-foreground">{t("question.looking")}</p>}
        {notFound && <p className="text-xs text-destructive">{t("question.noQuestionWithId")}</p>}
        {!loading && text.trim().length >= 3 && !notFound && choices.length === 0 && <p className="text-xs text-muted-foreground">{t("question.noMatchingQuestion")}</p>}
        {choices.map((candidate) => (
          <button
            key={candidate.id}
            type="button"
            role="option"
            aria-selected={value === candidate.id}
            onClick={() => onChange(candidate.id)}
            className={cn(
              "rounded-md border px-3 py-2 text-start text-sm hover:bg-muted",
              value === candidate.id && "border-primary bg-accent text-accent-foreground",
            )}
          >
            <span className="text-xs text-muted-foreground">{t("question.idNumber", { id: candidate.id })}</span> {candidate.title}
          </button>
        ))}
      </div>
    </div>
  );
}

/** Moderators' Close (a dialog with the reason, and for a duplicate its original) and Reopen, by the question's abilities. */
export function QuestionModeration({ question }: { question: QuestionDetail }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<CloseReason | null>(null);
  const [duplicateOfId, setDuplicateOfId] = useState<number | null>(null);
  const close = useCloseQuestion(question.id);
  const reopen = useReopenQuestion(question.id);

  if (question.abilities.reopen) {
    return (
      <Button
        variant="ghost"
        size="sm"
        disabled={reopen.isPending}
        onClick={() =>
          reopen.mutate(undefined, {
            onSuccess: () => toast({ title: t("question.reopened"), description: t("question.reopenedHelp") }),
            onError: (error) => toast({ title: t("question.couldNotReopen"), description: errorText(error, t("question.tryAgain")), variant: "destructive" }),
          })
        }
      >
        {reopen.isPending ? <Loader2 className="animate-spin" /> : <LockOpen />} {t("question.reopen")}
      </Button>
    );
  }
  if (!question.abilities.close) return null;

  const ready = reason !== null && (reason !== "duplicate" || duplicateOfId !== null);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    close.mutate(reason === "duplicate" ? { reason, duplicateOfId: duplicateOfId! } : { reason }, {
      onSuccess: () => {
        setOpen(false);
        toast({ title: t("question.closedToast"), description: t("question.closedToastHelp") });
      },
      onError: (error) => toast({ title: t("question.couldNotClose"), description: errorText(error, t("question.tryAgain")), variant: "destructive" }),
    });
  };

  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
        <Lock /> {t("question.close")}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <form onSubmit={submit} className="grid gap-4">
            <DialogHeader>
              <DialogTitle>{t("question.closeDialogTitle")}</DialogTitle>
              <DialogDescription>{t("question.closeDialogHelp")}</DialogDescription>
            </DialogHeader>
            <fieldset className="grid gap-2">
              <legend className="mb-2 text-sm font-medium">{t("question.closeReason")}</legend>
              {closeReasons.map((option) => (
                <label
                  key={option}
                  className={cn(
                    "flex cursor-pointer items-start gap-3 rounded-md border px-3 py-2 text-sm transition-colors hover:bg-muted",
                    reason === option && "border-primary bg-accent text-accent-foreground",
                  )}
                >
                  <input type="radio" name="close-reason" value={option} checked={reason === option} onChange={() => setReason(option)} className="mt-1 accent-[var(--primary)]" />
                  <span>
                    <span className="font-medium">{t(CLOSE_REASON_MESSAGES[option].title)}</span>
                    <span className="block text-xs text-muted-foreground">{t(CLOSE_REASON_MESSAGES[option].description)}</span>
                  </span>
                </label>
              ))}
            </fieldset>
            {reason === "duplicate" && <DuplicatePicker questionId={question.id} value={duplicateOfId} onChange={setDuplicateOfId} />}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                {t("question.cancel")}
              </Button>
              <Button type="submit" disabled={!ready || close.isPending}>
                {close.isPending && <Loader2 className="animate-spin" />} {t("question.closeQuestion")}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}

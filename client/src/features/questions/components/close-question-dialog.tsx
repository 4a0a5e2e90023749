import { useState } from "react";
import { Loader2 } from "lucide-react";
import { closeReasons, type CloseReason } from "@shared/close-reasons";
import type { QuestionDetail } from "@shared/questions";
import type { CloseQuestionInput } from "@shared/question-status";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/lib/use-toast";
import { ApiError } from "@/lib/api";
import { cn } from "@/lib/utils";
import { useT } from "@/i18n";
import { CLOSE_REASON_MESSAGES } from "@/lib/close-reason-messages";
import { ClosedMark } from "./closed-mark";
import { useCloseQuestion, useCloseVote, useDuplicateCandidates } from "../api/question-status";

const errorText = (error: unknown, fallback: string) => (error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback);

/**
 * The original of a duplicate: an id, a question's URL, or words of its title to search. Before
 * anything is typed it offers the questions most like this one's title (strong matches only).
 */
function DuplicatePicker({ questionId, questionTitle, value, onChange }: { questionId: number; questionTitle: string; value: number | null; onChange: (id: number | null) => void }) {
  const t = useT();
  const [text, setText] = useState("");
  const { loading, notFound, candidates } = useDuplicateCandidates(text.trim() ? text : questionTitle);
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
            {candidate.closed && <ClosedMark />}
          </button>
        ))}
      </div>
    </div>
  );
}

/**
 * The Close dialog (question-moderation.tsx loads it when Close is first pressed): the reason, and
 * for a duplicate its original. A moderator closes at once; a member (`vote`) casts a close vote
 * (issue 25), which closes the question when enough members agree.
 */
export default function CloseQuestionDialog({ question, open, setOpen, vote = false }: { question: QuestionDetail; open: boolean; setOpen: (open: boolean) => void; vote?: boolean }) {
  const t = useT();
  const [reason, setReason] = useState<CloseReason | null>(null);
  const [duplicateOfId, setDuplicateOfId] = useState<number | null>(null);
  const closeNow = useCloseQuestion(question.id);
  const closeVote = useCloseVote(question.id, "close");
  const pending = vote ? closeVote.isPending : closeNow.isPending;

  const ready = reason !== null && (reason !== "duplicate" || duplicateOfId !== null);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    const body: CloseQuestionInput = reason === "duplicate" ? { reason, duplicateOfId: duplicateOfId! } : { reason };
    const handlers = {
      onSuccess: (updated: QuestionDetail) => {
        setOpen(false);
        if (!vote || updated.closed) toast({ title: t("question.closedToast"), description: t("question.closedToastHelp") });
        else toast({ title: t("closeVotes.voted"), description: t("closeVotes.tally", { count: updated.closeVotes.count, needed: updated.closeVotes.needed }) });
      },
      onError: (error: Error) =>
        toast({ title: t(vote ? "closeVotes.couldNotVote" : "question.couldNotClose"), description: errorText(error, t("question.tryAgain")), variant: "destructive" }),
    };
    if (vote) closeVote.mutate({ cast: true, body }, handlers);
    else closeNow.mutate(body, handlers);
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{t(vote ? "closeVotes.dialogTitle" : "question.closeDialogTitle")}</DialogTitle>
            <DialogDescription>{vote ? t("closeVotes.dialogHelp", { needed: question.closeVotes.needed }) : t("question.closeDialogHelp")}</DialogDescription>
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
          {reason === "duplicate" && <DuplicatePicker questionId={question.id} questionTitle={question.title} value={duplicateOfId} onChange={setDuplicateOfId} />}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              {t("question.cancel")}
            </Button>
            <Button type="submit" disabled={!ready || pending}>
              {pending && <Loader2 className="animate-spin" />} {t(vote ? "closeVotes.submit" : "question.closeQuestion")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

import { useState } from "react";
import { Loader2, Lock, LockOpen } from "lucide-react";
import { CLOSE_REASON_LABELS, closeReasons, type CloseReason } from "@shared/close-reasons";
import type { QuestionDetail } from "@shared/questions";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/hooks/use-toast";
import { ApiError } from "@/lib/api";
import { cn } from "@/lib/utils";
import { useCloseQuestion, useDuplicateCandidates, useReopenQuestion } from "../api/question-status";

const errorText = (error: unknown) => (error instanceof ApiError && error.serverMessage ? error.serverMessage : "Please try again.");

/** The original of a duplicate: an id, a question's URL, or words of its title to search. */
function DuplicatePicker({ questionId, value, onChange }: { questionId: number; value: number | null; onChange: (id: number | null) => void }) {
  const [text, setText] = useState("");
  const { loading, notFound, candidates } = useDuplicateCandidates(text);
  const choices = candidates.filter((candidate) => candidate.id !== questionId);
  return (
    <div className="grid gap-2">
      <Label htmlFor="duplicate-of">Original question</Label>
      <Input
        id="duplicate-of"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          onChange(null);
        }}
        placeholder="Paste its link or id, or search its title"
        autoComplete="off"
      />
      <div className="grid gap-1" role="listbox" aria-label="Matching questions">
        {loading && <p className="text-xs text-muted-foreground">Looking…</p>}
        {notFound && <p className="text-xs text-destructive">No question has that id.</p>}
        {!loading && text.trim().length >= 3 && !notFound && choices.length === 0 && <p className="text-xs text-muted-foreground">No matching question.</p>}
        {choices.map((candidate) => (
          <button
            key={candidate.id}
            type="button"
            role="option"
            aria-selected={value === candidate.id}
            onClick={() => onChange(candidate.id)}
            className={cn(
              "rounded-md border px-3 py-2 text-left text-sm hover:bg-muted",
              value === candidate.id && "border-primary bg-accent text-accent-foreground",
            )}
          >
            <span className="text-xs text-muted-foreground">#{candidate.id}</span> {candidate.title}
          </button>
        ))}
      </div>
    </div>
  );
}

/** Moderators' Close (a dialog with the reason, and for a duplicate its original) and Reopen, by the question's abilities. */
export function QuestionModeration({ question }: { question: QuestionDetail }) {
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
            onSuccess: () => toast({ title: "Question reopened", description: "It takes answers again." }),
            onError: (error) => toast({ title: "Could not reopen", description: errorText(error), variant: "destructive" }),
          })
        }
      >
        {reopen.isPending ? <Loader2 className="animate-spin" /> : <LockOpen />} Reopen
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
        toast({ title: "Question closed", description: "It takes no new answers until it is reopened." });
      },
      onError: (error) => toast({ title: "Could not close", description: errorText(error), variant: "destructive" }),
    });
  };

  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
        <Lock /> Close
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <form onSubmit={submit} className="grid gap-4">
            <DialogHeader>
              <DialogTitle>Close this question</DialogTitle>
              <DialogDescription>A closed question takes no new answers. Its page says why, and who closed it.</DialogDescription>
            </DialogHeader>
            <fieldset className="grid gap-2">
              <legend className="mb-2 text-sm font-medium">Reason</legend>
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
                    <span className="font-medium">{CLOSE_REASON_LABELS[option].title}</span>
                    <span className="block text-xs text-muted-foreground">{CLOSE_REASON_LABELS[option].description}</span>
                  </span>
                </label>
              ))}
            </fieldset>
            {reason === "duplicate" && <DuplicatePicker questionId={question.id} value={duplicateOfId} onChange={setDuplicateOfId} />}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={!ready || close.isPending}>
                {close.isPending && <Loader2 className="animate-spin" />} Close question
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}

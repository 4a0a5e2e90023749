import { Check, CircleCheck, Loader2 } from "lucide-react";
import type { AnswerItem } from "@shared/questions";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/use-toast";
import { ApiError } from "@/lib/api";
import { cn } from "@/lib/utils";
import { useT } from "@/i18n";
import { useAcceptAnswer } from "../api/question-status";

/** The accepted answer's mark: a green check and "Accepted answer". */
export function AcceptedBadge({ className }: { className?: string }) {
  const t = useT();
  return (
    <span
      className={cn(
        "inline-flex w-fit items-center gap-1 rounded-full border border-green-600/40 bg-green-600/10 px-2 py-0.5 text-xs font-semibold text-green-800 dark:text-green-300",
        className,
      )}
      title={t("question.acceptedTitle")}
    >
      <CircleCheck className="h-3.5 w-3.5" aria-hidden="true" /> {t("question.acceptedAnswer")}
    </span>
  );
}

/** The asker's Accept / Unaccept button on an answer (their question's `abilities.accept`; held answers never). */
export function AcceptButton({ answer }: { answer: AnswerItem }) {
  const t = useT();
  const mutation = useAcceptAnswer(answer.id);
  if (answer.held) return null;
  const toggle = () =>
    mutation.mutate(!answer.accepted, {
      onSuccess: () =>
        toast({
          title: answer.accepted ? t("question.answerUnaccepted") : t("question.answerAcceptedToast"),
          description: answer.accepted ? t("question.answerUnacceptedHelp") : t("question.answerAcceptedHelp"),
        }),
      onError: (error) =>
        toast({ title: t("question.couldNotUpdate"), description: error instanceof ApiError && error.serverMessage ? error.serverMessage : t("question.tryAgain"), variant: "destructive" }),
    });
  return (
    <Button
      variant={answer.accepted ? "outline" : "ghost"}
      size="sm"
      onClick={toggle}
      disabled={mutation.isPending}
      aria-pressed={answer.accepted}
      title={answer.accepted ? t("question.unaccept") : t("question.accept")}
      className={answer.accepted ? "border-green-600/50 text-green-800 dark:text-green-300" : undefined}
    >
      {mutation.isPending ? <Loader2 className="animate-spin" /> : <Check />}
      {/* On phones the check alone: the answer's row stays one line (issue 23); the name stays. */}
      <span className="max-sm:sr-only">{answer.accepted ? t("question.unaccept") : t("question.accept")}</span>
    </Button>
  );
}

import { useState, type ComponentType } from "react";
import { Loader2, Lock, LockOpen } from "lucide-react";
import type { QuestionDetail } from "@shared/questions";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/use-toast";
import { ApiError } from "@/lib/api";
import { useT } from "@/i18n";
import { useReopenQuestion } from "../api/question-status";

// The Close dialog (Radix Dialog, its focus trap and scroll lock) loads when Close is first
// pointed at or pressed: most readers of a question page never close it (decision 036). Loaded
// here rather than through React.lazy, so a chunk that fails to load leaves the button working.
const loadDialog = () => import("./close-question-dialog");
type CloseDialog = (typeof import("./close-question-dialog"))["default"];

const errorText = (error: unknown, fallback: string) => (error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback);

/** Moderators' Close (a dialog with the reason, and for a duplicate its original) and Reopen, by the question's abilities. */
export function QuestionModeration({ question }: { question: QuestionDetail }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [dialog, setDialog] = useState<{ Dialog: ComponentType<Parameters<CloseDialog>[0]> } | null>(null);
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

  const prefetch = () => void loadDialog().catch(() => undefined);
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        aria-haspopup="dialog"
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() =>
          loadDialog().then(
            (module) => {
              setDialog({ Dialog: module.default });
              setOpen(true);
            },
            () => toast({ title: t("card.errorTitle"), description: t("languages.loadErrorHelp"), variant: "destructive" }),
          )
        }
      >
        <Lock /> {t("question.close")}
      </Button>
      {dialog && <dialog.Dialog question={question} open={open} setOpen={setOpen} />}
    </>
  );
}

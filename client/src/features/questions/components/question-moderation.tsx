import { useState, type ComponentType, type ReactNode } from "react";
import { Loader2, Lock, LockOpen, type LucideIcon } from "lucide-react";
import type { QuestionDetail } from "@shared/questions";
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

/** A moderator's Close or Reopen, for a button in the row or an item of the "…" menu. */
export interface ModerationAction {
  key: "close" | "reopen";
  icon: LucideIcon;
  label: string;
  onSelect: () => void;
  disabled: boolean;
  /** Close opens a dialog; pointing at or focusing its button fetches it. */
  prefetch?: () => void;
}

/**
 * Moderators' Close (a dialog with the reason, and for a duplicate its original) and Reopen, by
 * the question's abilities: the action (null for everyone else) and the dialog to render once.
 */
export function useQuestionModeration(question: QuestionDetail): { action: ModerationAction | null; dialog: ReactNode } {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [dialog, setDialog] = useState<{ Dialog: ComponentType<Parameters<CloseDialog>[0]> } | null>(null);
  const reopen = useReopenQuestion(question.id);
  const rendered = dialog && <dialog.Dialog question={question} open={open} setOpen={setOpen} />;

  if (question.abilities.reopen) {
    return {
      action: {
        key: "reopen",
        icon: reopen.isPending ? Loader2 : LockOpen,
        label: t("question.reopen"),
        disabled: reopen.isPending,
        onSelect: () =>
          reopen.mutate(undefined, {
            onSuccess: () => toast({ title: t("question.reopened"), description: t("question.reopenedHelp") }),
            onError: (error) => toast({ title: t("question.couldNotReopen"), description: errorText(error, t("question.tryAgain")), variant: "destructive" }),
          }),
      },
      dialog: rendered,
    };
  }
  if (!question.abilities.close) return { action: null, dialog: rendered };
  return {
    action: {
      key: "close",
      icon: Lock,
      label: t("question.close"),
      disabled: false,
      prefetch: () => void loadDialog().catch(() => undefined),
      onSelect: () =>
        loadDialog().then(
          (module) => {
            setDialog({ Dialog: module.default });
            setOpen(true);
          },
          () => toast({ title: t("card.errorTitle"), description: t("languages.loadErrorHelp"), variant: "destructive" }),
        ),
    },
    dialog: rendered,
  };
}

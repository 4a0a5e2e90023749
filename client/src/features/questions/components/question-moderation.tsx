import { useState, type ComponentType, type ReactNode } from "react";
import { Loader2, Lock, LockOpen, type LucideIcon } from "lucide-react";
import type { QuestionDetail } from "@shared/questions";
import { toast } from "@/lib/use-toast";
import { ApiError } from "@/lib/api";
import { useT } from "@/i18n";
import { useCloseVote, useReopenQuestion } from "../api/question-status";
import { usePrivilegeRefusal } from "@/hooks/use-privileges";
import { useUser } from "@/hooks/use-user";

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
  /** Why it is off (a privilege the member has not earned yet), shown with it. */
  reason?: string;
}

/**
 * Moderators' Close (a dialog with the reason, and for a duplicate its original) and Reopen, by
 * the question's abilities: the action (null for everyone else) and the dialog to render once.
 */
export function useQuestionModeration(question: QuestionDetail): { action: ModerationAction | null; dialog: ReactNode } {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [dialog, setDialog] = useState<{ Dialog: ComponentType<Parameters<CloseDialog>[0]> } | null>(null);
  const [voting, setVoting] = useState(false);
  const reopen = useReopenQuestion(question.id);
  const closeVote = useCloseVote(question.id, "close");
  const reopenVote = useCloseVote(question.id, "reopen");
  const { user } = useUser();
  // The asker who edited their closed question may ask for it back without the privilege.
  const editedSinceClosed = Boolean(user && question.author?.id === user.id && question.closed && question.editedAt && question.editedAt > question.closed.closedAt);
  const closeRefusal = usePrivilegeRefusal(question.abilities.closeVote || question.abilities.reopenVote ? "close-votes" : null);
  const rendered = dialog && <dialog.Dialog question={question} open={open} setOpen={setOpen} vote={voting} />;
  const voteError = (error: unknown) => toast({ title: t("closeVotes.couldNotVote"), description: errorText(error, t("question.tryAgain")), variant: "destructive" });
  const openDialog = (vote: boolean) => () =>
    loadDialog().then(
      (module) => {
        setDialog({ Dialog: module.default });
        setVoting(vote);
        setOpen(true);
      },
      () => toast({ title: t("card.errorTitle"), description: t("languages.loadErrorHelp"), variant: "destructive" }),
    );
  const reopenTally = t("closeVotes.tally", { count: question.reopenVotes.count, needed: question.reopenVotes.needed });
  const reopenVoteAction: ModerationAction = question.reopenVotes.voted
    ? { key: "reopen", icon: reopenVote.isPending ? Loader2 : LockOpen, label: `${t("closeVotes.retractReopen")} (${reopenTally})`, disabled: reopenVote.isPending, onSelect: () => reopenVote.mutate({ cast: false }, { onError: voteError }) }
    : {
        key: "reopen",
        icon: reopenVote.isPending ? Loader2 : LockOpen,
        label: `${t("closeVotes.voteToReopen")} (${reopenTally})`,
        disabled: reopenVote.isPending || (!editedSinceClosed && closeRefusal !== undefined),
        reason: editedSinceClosed ? undefined : closeRefusal,
        onSelect: () => reopenVote.mutate({ cast: true }, { onError: voteError }),
      };

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
  if (question.abilities.reopenVote) return { action: reopenVoteAction, dialog: rendered };
  if (!question.abilities.close && question.abilities.closeVote) {
    const { count, needed, voted } = question.closeVotes;
    const tally = t("closeVotes.tally", { count, needed });
    return {
      action: voted
        ? { key: "close", icon: closeVote.isPending ? Loader2 : Lock, label: `${t("closeVotes.retractClose")} (${tally})`, disabled: closeVote.isPending, onSelect: () => closeVote.mutate({ cast: false }, { onError: voteError }) }
        : {
            key: "close",
            icon: Lock,
            label: `${t("closeVotes.voteToClose")} (${tally})`,
            // Off with the reason for a member without the privilege (issue 24: never a silent hide).
            disabled: closeRefusal !== undefined,
            reason: closeRefusal,
            prefetch: () => void loadDialog().catch(() => undefined),
            onSelect: openDialog(true),
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
      onSelect: openDialog(false),
    },
    dialog: rendered,
  };
}

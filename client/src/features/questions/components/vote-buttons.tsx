import { useState } from "react";
import { ArrowBigDown, ArrowBigUp } from "lucide-react";
import type { VoteValue } from "@shared/questions";
import { Button } from "@/components/ui/button";
import { useUser } from "@/hooks/use-user";
import { usePrivilegeRefusal } from "@/hooks/use-privileges";
import { useRefusalTip } from "@/components/refusal-tip";
import { JoinPrompt } from "@/components/join-prompt";
import { cn } from "@/lib/utils";
import { useVote } from "../api/vote";
import { useT } from "@/i18n";

interface Props {
  kind: "questions" | "answers";
  id: number;
  /** The post's score: upvotes minus downvotes (issue 23: never the upvotes alone). */
  score: number;
  myVote: VoteValue;
  /** The server's `abilities.vote`: false for the author, and while the post is held. */
  canVote: boolean;
}

/** Upvote (with the net score) and Downvote; pressing the active one removes the vote. */
export function VoteButtons({ kind, id, score, myVote, canVote }: Props) {
  const t = useT();
  const { user } = useUser();
  // Visitors see the buttons enabled: pressing one asks them to join, in place (issue 23).
  const refused = Boolean(user) && !canVote;
  const vote = useVote(kind, id);
  const [joining, setJoining] = useState(false);
  const cast = (value: VoteValue) => {
    if (!user) return setJoining(true);
    vote.mutate(myVote === value ? 0 : value);
  };
  const onQuestion = kind === "questions";
  const refusal = refused ? t(onQuestion ? "question.cannotVoteQuestion" : "question.cannotVoteAnswer") : undefined;
  // Votes the member has not earned yet stay in sight, off, with why (issue 24); taking a vote back needs nothing.
  const upTip = useRefusalTip(usePrivilegeRefusal(!refused && myVote !== 1 ? "vote-up" : null));
  const downTip = useRefusalTip(usePrivilegeRefusal(!refused && myVote !== -1 ? "vote-down" : null));
  return (
    <JoinPrompt action="vote" open={joining} onOpenChange={setJoining}>
    <div className="inline-flex items-center rounded-full border bg-card" role="group" aria-label={t(onQuestion ? "question.voteOnQuestion" : "question.voteOnAnswer")}>
      {upTip.wrap(
      <Button
        variant="ghost"
        size="sm"
        onClick={() => cast(1)}
        disabled={refused || vote.isPending}
        aria-pressed={myVote === 1}
        aria-haspopup={user ? undefined : "dialog"}
        title={refusal}
        {...upTip.control}
        className={cn("rounded-s-full rounded-e-none", myVote === 1 && "text-primary", upTip.control.className)}
      >
        <ArrowBigUp className={cn(myVote === 1 && "fill-current")} />
        {/* On phones the arrow and the score: a post's row stays one line in every language (issue 23); the name stays. */}
        <span className="max-sm:sr-only">{t("question.upvoteWithCount", { count: score })}</span>
        <span className="tabular-nums sm:hidden" aria-hidden="true">
          {score}
        </span>
      </Button>)}
      <span className="h-5 w-px bg-border" aria-hidden="true" />
      {downTip.wrap(
      <Button
        variant="ghost"
        size="sm"
        onClick={() => cast(-1)}
        disabled={refused || vote.isPending}
        aria-pressed={myVote === -1}
        aria-haspopup={user ? undefined : "dialog"}
        aria-label={t("question.downvote")}
        // The reason is the tooltip and the description: no second title over it.
        title={downTip.refused ? undefined : (refusal ?? t("question.downvote"))}
        {...downTip.control}
        className={cn("rounded-s-none rounded-e-full", myVote === -1 && "text-destructive", downTip.control.className)}
      >
        <ArrowBigDown className={cn(myVote === -1 && "fill-current")} />
      </Button>)}
    </div>
    </JoinPrompt>
  );
}

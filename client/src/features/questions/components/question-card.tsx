import { Link } from "wouter";
import { CircleCheck, Eye, Lock, MessageSquare, PenLine, Share2, Sparkles } from "lucide-react";
import { LIMITS } from "@shared/limits";
import type { QuestionSummary } from "@shared/questions";
import { displayName } from "@shared/users";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { UserAvatar } from "@/components/user-avatar";
import { useUser } from "@/features/auth/api/get-user";
import { htmlToText, truncate } from "@/lib/format";
import { useT } from "@/i18n";
import { TimeAgo } from "@/components/time-ago";
import { shareLink } from "@/lib/share";
import { FollowAuthorButton } from "@/features/feeds/components/follow-author-button";
import { QuestionMenu } from "./question-menu";
import { TopicChips } from "./topic-chips";
import { VoteButtons } from "./vote-buttons";

/** Author name linking to their profile, or 'Deleted account'. */
export function AuthorLink({ author }: { author: QuestionSummary["author"] }) {
  const t = useT();
  if (!author) return <span className="font-medium text-muted-foreground">{t("question.deletedAccount")}</span>;
  return (
    <Link href={`/profile/${author.id}`} className="font-medium hover:underline">
      {displayName(author)}
    </Link>
  );
}

/**
 * A feed card (spec 2.5): author, date, title, previews, topics, counts and actions.
 * `showFollowAuthor` is off where the page is the author's own (their profile). Search passes
 * `highlight` to show the title and the matching part of the details with its terms marked.
 */
export function QuestionCard({
  question,
  showFollowAuthor = true,
  highlight,
}: {
  question: QuestionSummary;
  showFollowAuthor?: boolean;
  highlight?: { title: React.ReactNode; preview: React.ReactNode };
}) {
  const t = useT();
  const { user } = useUser();
  const url = `/questions/${question.id}`;
  return (
    <Card className="p-4 sm:p-5">
      <article className="space-y-3" aria-labelledby={`question-${question.id}-title`}>
        {question.reason && (
          <p className="inline-flex items-center gap-1 text-xs font-medium text-muted-foreground">
            <Sparkles className="h-3.5 w-3.5 text-primary" aria-hidden="true" /> {question.reason}
          </p>
        )}
        <div className="flex items-start gap-2 text-sm">
          <UserAvatar user={question.author} className="h-8 w-8 text-xs" />
          <div className="min-w-0 flex-1 leading-tight">
            <AuthorLink author={question.author} />
            <p className="text-xs text-muted-foreground"><TimeAgo date={question.createdAt} /></p>
          </div>
          {showFollowAuthor && user && question.author && question.author.id !== user.id && (
            <FollowAuthorButton authorId={question.author.id} name={displayName(question.author)} following={question.followsAuthor} />
          )}
          {user && <QuestionMenu question={question} />}
        </div>
        <h2 id={`question-${question.id}-title`} className="break-words text-lg font-semibold leading-snug">
          <Link href={url} className="hover:underline">
            {highlight?.title ?? question.title}
          </Link>
          {question.closedReason && (
            <span className="ms-2 inline-flex items-center gap-1 rounded border border-amber-500/50 bg-amber-500/10 px-1.5 py-0.5 align-middle text-xs font-medium">
              <Lock className="h-3 w-3" aria-hidden="true" /> {question.closedReason === "duplicate" ? t("question.closeReasonDuplicate") : t("question.closedBadge")}
            </span>
          )}
        </h2>
        {highlight ? (
          highlight.preview && <p className="text-sm text-muted-foreground">{highlight.preview}</p>
        ) : (
          question.content && <p className="text-sm text-muted-foreground">{truncate(htmlToText(question.content), LIMITS.feedPreview)}</p>
        )}
        {question.topAnswer && (
          <div className="rounded-md border-s-4 border-primary bg-muted/60 p-3 text-sm">
            <div className="mb-1 flex flex-wrap items-center gap-2">
              <span className="rounded bg-primary px-1.5 py-0.5 text-xs font-semibold text-primary-foreground">{t("question.topAnswer")}</span>
              {question.topAnswer.accepted && (
                <span className="inline-flex items-center gap-1 text-xs font-semibold text-green-800 dark:text-green-300">
                  <CircleCheck className="h-3.5 w-3.5" aria-hidden="true" /> {t("question.accepted")}
                </span>
              )}
              {question.topAnswerAuthor && (
                <span className="text-xs text-muted-foreground">
                  {question.topAnswerAuthor.employment
                    ? t("question.byAuthorWithJob", { name: displayName(question.topAnswerAuthor), job: question.topAnswerAuthor.employment })
                    : t("question.byAuthor", { name: displayName(question.topAnswerAuthor) })}
                </span>
              )}
            </div>
            <p>{truncate(htmlToText(question.topAnswer.content), LIMITS.topAnswerPreview)}</p>
          </div>
        )}
        <TopicChips topics={question.topics} />
        <div className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
          <span className="inline-flex items-center gap-1">
            <Eye className="h-3.5 w-3.5" aria-hidden="true" /> {t("question.viewCount", { count: question.viewCount })}
          </span>
          <span className="inline-flex items-center gap-1">
            <MessageSquare className="h-3.5 w-3.5" aria-hidden="true" /> {t("question.answerCount", { count: question.answerCount })}
          </span>
          <span>{t("question.upvoteCount", { count: question.upvoteCount })}</span>
        </div>
        <div className="flex flex-wrap items-center gap-2 border-t pt-3">
          <VoteButtons kind="questions" id={question.id} upvoteCount={question.upvoteCount} myVote={question.myVote} canVote={question.abilities.vote} />
          <Button variant="ghost" size="sm" asChild>
            <Link href={`${url}#answer`}>
              <PenLine /> {t("question.answer")}
            </Link>
          </Button>
          <Button variant="ghost" size="sm" onClick={() => shareLink(url, question.title)}>
            <Share2 /> {t("question.share")}
          </Button>
        </div>
      </article>
    </Card>
  );
}

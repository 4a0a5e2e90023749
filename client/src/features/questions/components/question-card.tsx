// The one question card (issue 13, decision 032): every list of questions (home feed,
// trending, topic pages, search, profiles, bookmarks, following, spaces) shows this card.
// `compact` (the default) is a title, its topics, at most two lines of details and an action
// row with the stats; the top answer waits behind a toggle. `full` shows the top answer's
// excerpt open, for lists where the answer is the point (an answer in /following).
import { memo, useId, useState, type ComponentType, type ReactNode } from "react";
import { Link } from "wouter";
import { ChevronDown, CircleCheck, Eye, Lock, MessageSquare, Share2, Sparkles } from "lucide-react";
import { LIMITS } from "@shared/limits";
import type { AuthorSummary, QuestionSummary } from "@shared/questions";
import { displayName } from "@shared/users";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { TimeAgo } from "@/components/time-ago";
import { UserAvatar } from "@/components/user-avatar";
import { ReputationScore } from "@/components/reputation-score";
import { useUser } from "@/hooks/use-user";
import { QuestionMenu } from "@/features/questions/components/question-menu";
import { TopicChips } from "@/features/questions/components/topic-chips";
import { VoteButtons } from "@/features/questions/components/vote-buttons";
import { useFormat, useT } from "@/i18n";
import { htmlToText, truncate } from "@/lib/format";
import { shareLink } from "@/lib/share";
import { cn } from "@/lib/utils";
import { Dot } from "@/components/dot";

export type QuestionCardVariant = "compact" | "full";

/** The answer a card shows: the question's top answer, or the one an activity is about. */
export interface CardAnswer {
  content: string;
  author: AuthorSummary | null;
  accepted?: boolean;
  /** "Top answer" (default) or the activity's own answer. */
  label?: ReactNode;
}

/** What the asker's Follow button takes. */
export interface FollowAuthorProps {
  authorId: string;
  name: string;
  following: boolean;
}

export interface QuestionCardProps {
  question: QuestionSummary;
  variant?: QuestionCardVariant;
  /**
   * The Follow button for the asker (feeds and topics: the page passes the users feature's
   * FollowAuthorButton); none on the asker's own profile and on saved questions.
   */
  FollowAuthor?: ComponentType<FollowAuthorProps>;
  /** Search: the title and the matching excerpt with its terms marked. */
  highlight?: { title: ReactNode; preview: ReactNode };
  /** Trending: the question's place in the list, its one signal. */
  rank?: number;
  /** Who and what the byline tells (default: the asker and when they asked). */
  byline?: { author: AuthorSummary | null; date: string | null; verb?: ReactNode; badge?: ReactNode };
  /** The answer shown in the answer box (default: the question's top answer). */
  answer?: CardAnswer | null;
  /** More at the end of the action row (bookmarks: Saved … and Remove). */
  footer?: ReactNode;
  /** Where the title's id comes from, when the same question can be listed twice on a page. */
  idPrefix?: string;
}

/** The asker's name linking to their profile with their reputation, or 'Deleted account'. */
function AuthorLink({ author }: { author: AuthorSummary | null }) {
  const t = useT();
  if (!author) return <span className="font-medium text-muted-foreground">{t("card.deletedAccount")}</span>;
  return (
    <>
      <Link href={`/profile/${author.id}`} className="min-w-0 truncate font-medium text-foreground hover:underline">
        {displayName(author)}
      </Link>
      <ReputationScore value={author.reputation} />
    </>
  );
}

/** A count with its icon and noun, in compact numbers ("1 answer", "1.2K views"). */
function Stat({ icon: Icon, children, href }: { icon: typeof Eye; children: ReactNode; href?: string }) {
  const body = (
    <>
      <Icon className="h-4 w-4 shrink-0" aria-hidden="true" />
      <span>{children}</span>
    </>
  );
  const className = "inline-flex h-8 items-center gap-1.5 rounded-md px-2 text-sm text-muted-foreground whitespace-nowrap";
  return href ? (
    <Link href={href} className={cn(className, "hover:bg-muted hover:text-foreground")}>
      {body}
    </Link>
  ) : (
    <span className={className}>{body}</span>
  );
}

/** The answer box: who answered (accepted or not) and an excerpt, with a way to the rest. */
function AnswerBox({ answer, id, url }: { answer: CardAnswer; id: string; url: string }) {
  const t = useT();
  return (
    <section id={id} className="space-y-1.5 rounded-md border-s-4 border-primary bg-muted/60 p-3 text-sm" aria-label={typeof answer.label === "string" ? answer.label : t("card.topAnswer")}>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs">
        <span className="font-semibold text-primary">{answer.label ?? t("card.topAnswer")}</span>
        {answer.accepted && (
          <span className="inline-flex items-center gap-1 font-semibold text-green-800 dark:text-green-300">
            <CircleCheck className="h-3.5 w-3.5" aria-hidden="true" /> {t("card.accepted")}
          </span>
        )}
        {answer.author && (
          <span className="inline-flex min-w-0 items-center gap-1.5 text-muted-foreground">
            <UserAvatar user={answer.author} className="h-5 w-5 text-[9px]" />
            <span className="truncate">
              {answer.author.employment
                ? t("card.answeredByWithRole", { name: displayName(answer.author), role: answer.author.employment })
                : t("card.answeredBy", { name: displayName(answer.author) })}
            </span>
            <ReputationScore value={answer.author.reputation} />
          </span>
        )}
      </div>
      <p className="line-clamp-4 break-words">{truncate(htmlToText(answer.content), LIMITS.topAnswerPreview * 2)}</p>
      <Link href={url} className="inline-block text-xs font-medium text-primary hover:underline">
        {t("card.readMore")}
      </Link>
    </section>
  );
}

function QuestionCardView({
  question,
  variant = "compact",
  FollowAuthor,
  highlight,
  rank,
  byline,
  answer: answerProp,
  footer,
  idPrefix = "question",
}: QuestionCardProps) {
  const t = useT();
  const format = useFormat();
  const { user } = useUser();
  const [expanded, setExpanded] = useState(variant === "full");
  const answerBoxId = useId();
  const url = `/questions/${question.id}`;
  const titleId = `${idPrefix}-${question.id}-title`;
  const who = byline ?? { author: question.author, date: question.createdAt };
  const answer: CardAnswer | null =
    answerProp !== undefined
      ? answerProp
      : question.topAnswer
        ? { content: question.topAnswer.content, author: question.topAnswerAuthor, accepted: question.topAnswer.accepted }
        : null;
  const preview = highlight ? highlight.preview : question.content ? truncate(htmlToText(question.content), LIMITS.feedPreview) : null;
  const asker = question.author;

  return (
    <Card className="px-4 py-3">
      <article className="space-y-1.5" aria-labelledby={titleId}>
        <div className="flex min-h-7 items-center gap-2 text-xs text-muted-foreground">
          {rank !== undefined && (
            <span className="shrink-0 rounded-md bg-accent px-1.5 py-0.5 text-xs font-bold tabular-nums text-accent-foreground" title={t("card.rankTitle")}>
              {t("card.rank", { rank })}
            </span>
          )}
          <UserAvatar user={who.author} className="h-6 w-6 shrink-0 text-[10px]" />
          <p className="flex min-w-0 flex-1 flex-wrap items-center gap-x-1.5">
            <AuthorLink author={who.author} /> {who.badge} <Dot />
            <span>
              {who.verb} <TimeAgo date={who.date} />
            </span>
            {question.reason && (
              <span className="hidden min-w-0 items-center gap-1 sm:inline-flex">
                <Dot />
                <Sparkles className="h-3 w-3 shrink-0 text-primary" aria-hidden="true" />
                <span className="truncate">{question.reason}</span>
              </span>
            )}
          </p>
          {FollowAuthor && user && asker && asker.id !== user.id && !byline && (
            <FollowAuthor authorId={asker.id} name={displayName(asker)} following={question.followsAuthor} />
          )}
          {user && (
            <div className="-my-1 shrink-0">
              <QuestionMenu question={question} />
            </div>
          )}
        </div>

        <h2 id={titleId} className="text-base font-semibold leading-snug break-words sm:text-lg">
          <Link href={url} className="hover:underline">
            {highlight?.title ?? question.title}
          </Link>
          {question.closedReason && (
            <span className="ms-2 inline-flex items-center gap-1 rounded border border-amber-500/50 bg-amber-500/10 px-1.5 py-0.5 align-middle text-xs font-medium">
              <Lock className="h-3 w-3" aria-hidden="true" /> {question.closedReason === "duplicate" ? t("card.duplicate") : t("card.closed")}
            </span>
          )}
        </h2>

        {preview && <p className="line-clamp-2 break-words text-sm text-muted-foreground">{preview}</p>}
        <TopicChips topics={question.topics} />
        {answer && expanded && <AnswerBox answer={answer} id={answerBoxId} url={url} />}

        <div className="-mx-2 flex flex-wrap items-center gap-x-1 gap-y-1">
          <VoteButtons kind="questions" id={question.id} score={question.upvoteCount - question.downvoteCount} myVote={question.myVote} canVote={question.abilities.vote} />
          <Stat icon={MessageSquare} href={url}>
            {t("card.answers", { count: question.answerCount, n: format.compact(question.answerCount) })}
          </Stat>
          <Stat icon={Eye}>{t("card.views", { count: question.viewCount, n: format.compact(question.viewCount) })}</Stat>
          {answer && variant === "compact" && (
            <Button variant="ghost" size="sm" className="h-8 px-2" aria-expanded={expanded} aria-controls={expanded ? answerBoxId : undefined} onClick={() => setExpanded(!expanded)}>
              <ChevronDown className={cn("transition-transform", expanded && "rotate-180")} aria-hidden="true" />
              {expanded ? t("card.hideTopAnswer") : t("card.showTopAnswer")}
            </Button>
          )}
          <Button variant="ghost" size="icon" className="h-8 w-8 text-muted-foreground" onClick={() => shareLink(url, question.title)} aria-label={t("card.share")} title={t("card.share")}>
            <Share2 aria-hidden="true" />
          </Button>
          {footer && <div className="ms-auto flex flex-wrap items-center gap-2 ps-2">{footer}</div>}
        </div>
      </article>
    </Card>
  );
}

// Memoised: a feed renders again as its pages load; a card renders again only when its own question changes.
export const QuestionCard = memo(QuestionCardView);

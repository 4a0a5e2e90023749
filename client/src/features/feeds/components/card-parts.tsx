import { Link } from "wouter";
import { ArrowBigUp, Eye, MessageSquare } from "lucide-react";
import type { AuthorSummary } from "@shared/questions";
import { UserAvatar } from "@/components/user-avatar";
import { TimeAgo } from "@/components/time-ago";
import { AuthorName } from "./author-name";
import { TopicChips } from "@/features/questions/components/topic-chips";
import { countOf } from "@/lib/format";

/** Avatar, name with an optional badge, and a line under it ('asked · 2 hours ago'). */
export function CardByline({
  author,
  date,
  verb,
  badge,
  action,
}: {
  author: AuthorSummary | null;
  date: string | null;
  /** Said before the date, e.g. 'asked' or 'answered'. */
  verb?: string;
  badge?: React.ReactNode;
  /** Shown at the end of the row (a Follow button, a 'Hot' tag). */
  action?: React.ReactNode;
}) {
  return (
    <div className="flex items-start gap-2 text-sm">
      <UserAvatar user={author} className="h-9 w-9 text-xs" />
      <div className="min-w-0 flex-1 leading-tight">
        <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
          <AuthorName author={author} />
          {badge}
        </div>
        <p className="mt-0.5 text-xs text-muted-foreground">
          {verb && `${verb} · `}
          <TimeAgo date={date} />
        </p>
      </div>
      {action}
    </div>
  );
}

/** Views, answers and (when given) upvotes of a question. */
export function CardCounts({ views, answers, upvotes }: { views: number; answers: number; upvotes?: number }) {
  return (
    <div className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
      <span className="inline-flex items-center gap-1">
        <Eye className="h-3.5 w-3.5" aria-hidden="true" /> {countOf(views, "view")}
      </span>
      <span className="inline-flex items-center gap-1">
        <MessageSquare className="h-3.5 w-3.5" aria-hidden="true" /> {countOf(answers, "answer")}
      </span>
      {upvotes !== undefined && (
        <span className="inline-flex items-center gap-1">
          <ArrowBigUp className="h-3.5 w-3.5" aria-hidden="true" /> {countOf(upvotes, "upvote")}
        </span>
      )}
    </div>
  );
}

/** A card's question title (linked, and the card's label), its text preview and its topics. */
export function CardHeadline({
  titleId,
  question,
  preview,
  href = `/questions/${question.id}`,
}: {
  titleId: string;
  question: { id: number; title: string; topics: { id: number; name: string }[] };
  preview?: string;
  href?: string;
}) {
  return (
    <>
      <h2 id={titleId} className="text-lg font-semibold leading-snug break-words">
        <Link href={href} className="hover:underline">
          {question.title}
        </Link>
      </h2>
      {preview && <p className="break-words text-sm text-muted-foreground">{preview}</p>}
      <TopicChips topics={question.topics} />
    </>
  );
}

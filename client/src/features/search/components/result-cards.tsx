import { Link } from "wouter";
import { AnswerCounts } from "@/components/answer-counts";
import type { ReactNode } from "react";
import { Hash } from "lucide-react";
import type { AnswerHit, PersonHit, TopicHit } from "@shared/search";
import { displayName } from "@shared/users";
import { Card } from "@/components/ui/card";
import { UserAvatar } from "@/components/user-avatar";
import { ReputationScore } from "@/components/reputation-score";
import { useUser } from "@/hooks/use-user";
import { TimeAgo } from "@/components/time-ago";
import { Dot } from "@/components/dot";
import { HighlightWords, Highlighted } from "./highlighted";
import { useFormat, useT } from "@/i18n";

/** An answer found by its text: the question it answers, then the matching excerpt. */
export function AnswerHitCard({ answer }: { answer: AnswerHit }) {
  const t = useT();
  return (
    <Card className="space-y-2 p-4">
      <article aria-labelledby={`answer-hit-${answer.id}`} className="space-y-2">
        <p className="text-xs font-medium text-muted-foreground">{t("search.answerTo")}</p>
        <h3 id={`answer-hit-${answer.id}`} className="font-semibold leading-snug">
          <Link href={`/questions/${answer.questionId}#answer-${answer.id}`} className="hover:underline">
            {answer.questionTitle}
          </Link>
        </h3>
        <p className="break-words text-sm text-muted-foreground">
          <Highlighted text={answer.excerpt} />
        </p>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted-foreground">
          <span className="inline-flex items-center gap-1.5">
            <UserAvatar user={answer.author} className="h-5 w-5 text-[10px]" />
            {answer.author ? displayName(answer.author) : t("card.deletedAccount")}
            {answer.author && <ReputationScore value={answer.author.reputation} />} <Dot /> <TimeAgo date={answer.createdAt} />
          </span>
          <AnswerCounts answer={answer} size="xs" />
        </div>
      </article>
    </Card>
  );
}

/** A topic found by name, with Follow / Following for members (`followButton`, from the page). */
export function TopicHitCard({ topic, query, followButton }: { topic: TopicHit; query: string; followButton?: ReactNode }) {
  const t = useT();
  const format = useFormat();
  const { user } = useUser();
  return (
    <Card className="flex items-center gap-3 p-4">
      <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground" aria-hidden="true">
        <Hash className="h-5 w-5" />
      </span>
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold">
          <Link href={`/topics/${topic.id}`} className="hover:underline">
            <HighlightWords text={topic.name} query={query} />
          </Link>
        </h3>
        <p className="text-xs text-muted-foreground">
          {t("topic.followers", { count: topic.followerCount, n: format.compact(topic.followerCount) })} <Dot className="mx-1" />
          {t("topic.questions", { count: topic.questionCount, n: format.compact(topic.questionCount) })}
        </p>
        {topic.description && <p className="mt-1 line-clamp-2 text-sm text-muted-foreground">{topic.description}</p>}
      </div>
      {user && followButton}
    </Card>
  );
}

/** A member found by name: avatar, name and their subtitle, linking to the profile. */
export function PersonHitCard({ person, query }: { person: PersonHit; query: string }) {
  const name = displayName({ ...person, email: null });
  return (
    <Card className="p-4">
      <Link href={`/profile/${person.id}`} className="flex items-center gap-3 rounded-md">
        <UserAvatar user={{ ...person, email: null }} className="h-11 w-11 text-sm" />
        <span className="min-w-0 flex-1">
          <span className="block font-semibold hover:underline">
            <HighlightWords text={name} query={query} />
          </span>
          {person.subtitle && <span className="block truncate text-sm text-muted-foreground">{person.subtitle}</span>}
        </span>
      </Link>
    </Card>
  );
}

import { Link } from "wouter";
import { Globe2, Hash, ThumbsUp } from "lucide-react";
import { percentOf, type BusinessAnalytics } from "@shared/business";
import { Card } from "@/components/ui/card";
import { count, counted } from "./figures";

/**
 * Audience (spec 2.15's three blurbs), from what Ponder knows: who follows and answers the
 * member, the topics their followers follow, and how votes on their content split. Where
 * readers are is not recorded, and the page says so rather than guess.
 */
export function AudienceTab({ data }: { data: BusinessAnalytics }) {
  const { totals, audienceTopics } = data;
  const upvoteShare = percentOf(totals.upvotes, totals.upvotes + totals.downvotes);
  return (
    <ul className="grid gap-4 md:grid-cols-3" aria-label="Audience">
      <Blurb icon={Globe2} title="Your readers">
        <p>
          <strong className="text-foreground">{count(totals.followers)}</strong> {totals.followers === 1 ? "member follows" : "members follow"} you, and{" "}
          <strong className="text-foreground">{count(totals.answerers)}</strong> {totals.answerers === 1 ? "member has" : "members have"} answered
          your questions.
        </p>
        <p>Where readers are is not recorded: Ponder does not collect anyone's country.</p>
      </Blurb>
      <Blurb icon={Hash} title="Topics your readers follow">
        {audienceTopics.length === 0 ? (
          <p>When members follow you, the topics they follow most appear here.</p>
        ) : (
          <ol className="space-y-1">
            {audienceTopics.map((topic) => (
              <li key={topic.id} className="flex items-baseline justify-between gap-2">
                <Link href={`/topics/${topic.id}`} className="truncate font-medium text-foreground hover:underline">
                  {topic.name}
                </Link>
                <span className="shrink-0 text-xs">
                  {counted(topic.followers, "follower")}
                </span>
              </li>
            ))}
          </ol>
        )}
      </Blurb>
      <Blurb icon={ThumbsUp} title="Quality of interactions">
        {upvoteShare === null ? (
          <p>No votes on your questions or answers yet.</p>
        ) : (
          <p>
            <strong className="text-foreground">{upvoteShare}%</strong> of the {count(totals.upvotes + totals.downvotes)} votes on your questions
            and answers are upvotes.
          </p>
        )}
        <p>
          {counted(data.figures.answersReceived.value, "answer")} to your questions and {counted(data.figures.commentsReceived.value, "comment")} on
          your answers in this period.
        </p>
      </Blurb>
    </ul>
  );
}

function Blurb({ icon: Icon, title, children }: { icon: typeof Globe2; title: string; children: React.ReactNode }) {
  return (
    <li>
      <Card className="h-full space-y-2 p-5 text-sm text-muted-foreground">
        <h2 className="flex items-center gap-2 text-base font-semibold text-foreground">
          <Icon className="h-5 w-5 text-primary" aria-hidden="true" /> {title}
        </h2>
        {children}
      </Card>
    </li>
  );
}

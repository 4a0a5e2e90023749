import { Link } from "wouter";
import { Globe2, Hash, ThumbsUp } from "lucide-react";
import { percentOf, type BusinessAnalytics } from "@shared/business";
import { Card } from "@/components/ui/card";
import { useSiteSettings } from "@/hooks/use-site-settings";
import { T, useT } from "@/i18n";
import { useFigures } from "./figures";

const strong = (chunks: React.ReactNode[]) => <strong className="text-foreground">{chunks}</strong>;

/**
 * Audience (spec 2.15's three blurbs), from what the site knows: who follows and answers the
 * member, the topics their followers follow, and how votes on their content split. Where
 * readers are is not recorded, and the page says so rather than guess.
 */
export function AudienceTab({ data }: { data: BusinessAnalytics }) {
  const t = useT();
  const { percent } = useFigures();
  const { siteName } = useSiteSettings();
  const { totals, audienceTopics } = data;
  const votes = totals.upvotes + totals.downvotes;
  const upvoteShare = percentOf(totals.upvotes, votes);
  return (
    <ul className="grid gap-4 md:grid-cols-3" aria-label={t("business.tabAudience")}>
      <Blurb icon={Globe2} title={t("business.yourReaders")}>
        <p>
          <T id="business.readersSummary" values={{ followers: totals.followers, answerers: totals.answerers, b: strong }} />
        </p>
        <p>{t("business.noCountries", { site: siteName })}</p>
      </Blurb>
      <Blurb icon={Hash} title={t("business.readerTopics")}>
        {audienceTopics.length === 0 ? (
          <p>{t("business.noReaderTopics")}</p>
        ) : (
          <ol className="space-y-1">
            {audienceTopics.map((topic) => (
              <li key={topic.id} className="flex items-baseline justify-between gap-2">
                <Link href={`/topics/${topic.id}`} className="min-w-0 truncate font-medium text-foreground hover:underline">
                  {topic.name}
                </Link>
                <span className="shrink-0 text-xs">{t("business.followerCount", { count: topic.followers })}</span>
              </li>
            ))}
          </ol>
        )}
      </Blurb>
      <Blurb icon={ThumbsUp} title={t("business.interactionQuality")}>
        {upvoteShare === null ? (
          <p>{t("business.noVotes")}</p>
        ) : (
          <p>
            <T id="business.upvoteShare" values={{ share: percent(upvoteShare), votes, b: strong }} />
          </p>
        )}
        <p>{t("business.repliesReceived", { answers: data.figures.answersReceived.value, comments: data.figures.commentsReceived.value })}</p>
      </Blurb>
    </ul>
  );
}

function Blurb({ icon: Icon, title, children }: { icon: typeof Globe2; title: string; children: React.ReactNode }) {
  return (
    <li>
      <Card className="h-full space-y-2 p-5 text-sm text-muted-foreground">
        <h2 className="flex items-center gap-2 text-base font-semibold text-foreground">
          <Icon className="h-5 w-5 shrink-0 text-primary" aria-hidden="true" /> {title}
        </h2>
        {children}
      </Card>
    </li>
  );
}

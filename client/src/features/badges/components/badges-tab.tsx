// The profile's Badges tab (issue 24 point 4): the member's badges, newest first, each with its
// rule and the post that earned it (when the reader may see it), their count per tier, and
// every badge there is with how it is earned, so a member sees what would earn the next one.
import { Link } from "wouter";
import { BADGE_TIERS } from "@shared/badges";
import type { UserBadge } from "@shared/badges.responses";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { StateMessage } from "@/components/state-message";
import { useFormat, useT } from "@/i18n";
import { cn } from "@/lib/utils";
import { useBadges } from "../api/get-badges";
import { useUserBadges } from "../api/get-user-badges";
import { BadgeChip, TIER_CLASSES, TIER_NAMES } from "./badge-chip";
import { useBadgeText } from "@/hooks/use-badge-text";

/** Where a badge's post is: the question, or the answer on its page. */
const postHref = (post: NonNullable<UserBadge["post"]>) => (post.answerId === null ? `/questions/${post.questionId}` : `/questions/${post.questionId}#answer-${post.answerId}`);

export function BadgesTab({ userId, isOwner, name }: { userId: string; isOwner: boolean; name: string }) {
  const t = useT();
  return (
    <div className="space-y-4">
      <Card className="p-4 sm:p-5">
        <EarnedBadges userId={userId} isOwner={isOwner} name={name} />
      </Card>
      <Card className="p-4 sm:p-5">
        <h2 className="text-lg font-semibold">{t("badges.allTitle")}</h2>
        <p className="mt-1 text-sm text-muted-foreground">{t("badges.allIntro")}</p>
        <AllBadges />
      </Card>
    </div>
  );
}

function EarnedBadges({ userId, isOwner, name }: { userId: string; isOwner: boolean; name: string }) {
  const t = useT();
  const format = useFormat();
  const text = useBadgeText();
  const query = useUserBadges(userId);
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const counts = query.data?.pages[0]?.counts;
  return (
    <section aria-labelledby="badges-earned-title" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="badges-earned-title" className="text-lg font-semibold">
          {t("badges.earnedTitle")}
        </h2>
        {counts && (
          <ul className="flex flex-wrap gap-2" aria-label={t("badges.countsLabel")} data-testid="badge-counts">
            {BADGE_TIERS.map((tier) => (
              <li key={tier} className={cn("inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-sm", TIER_CLASSES[tier].chip)}>
                <span className={cn("size-2.5 rounded-full bg-current", TIER_CLASSES[tier].icon)} aria-hidden="true" />
                {t("badges.tierCount", { count: counts[tier], tier: t(TIER_NAMES[tier]) })}
              </li>
            ))}
          </ul>
        )}
      </div>
      {query.isLoading ? (
        <div className="space-y-3" role="status" aria-busy="true" aria-label={t("badges.loading")}>
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} className="h-16" />
          ))}
        </div>
      ) : query.isError && !query.data ? (
        <StateMessage kind="error" title={t("badges.error")} description={t("feed.errorText")} onRetry={() => void query.refetch()} />
      ) : items.length === 0 ? (
        <StateMessage kind="empty" title={t("badges.emptyTitle")} description={isOwner ? t("badges.emptyOwn") : t("badges.emptyOther", { name })} />
      ) : (
        <>
          <ul className="divide-y" aria-labelledby="badges-earned-title">
            {items.map((item) => (
              <li key={item.id} className="flex flex-col gap-1.5 py-3 sm:flex-row sm:items-start sm:gap-4" data-testid="user-badge" data-badge={item.badgeId}>
                <div className="shrink-0 sm:w-48">
                  <BadgeChip tier={item.tier} name={text.name(item.badgeId)} />
                </div>
                <div className="min-w-0 flex-1 space-y-1 text-sm">
                  <p>{text.rule(item.badgeId)}</p>
                  {item.post && (
                    <p className="min-w-0 truncate">
                      <span className="text-muted-foreground">{t("badges.earnedFor")} </span>
                      <Link href={postHref(item.post)} className="font-medium text-primary hover:underline">
                        {item.post.title}
                      </Link>
                    </p>
                  )}
                  <p className="text-xs text-muted-foreground">{t("badges.awardedOn", { date: format.date(item.awardedAt) })}</p>
                </div>
              </li>
            ))}
          </ul>
          {query.hasNextPage && (
            <div className="flex justify-center">
              <Button variant="outline" onClick={() => query.fetchNextPage()} disabled={query.isFetchingNextPage}>
                {query.isFetchingNextPage ? t("common.loading") : t("feed.loadMore")}
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}

function AllBadges() {
  const t = useT();
  const format = useFormat();
  const text = useBadgeText();
  const badges = useBadges();
  if (badges.isLoading) return <Skeleton className="mt-3 h-40" role="status" aria-busy="true" aria-label={t("badges.loading")} />;
  if (!badges.data) return <StateMessage kind="error" title={t("badges.error")} description={t("feed.errorText")} onRetry={() => void badges.refetch()} />;
  return (
    <ul className="mt-3 grid gap-3 sm:grid-cols-2" data-testid="all-badges">
      {badges.data.items.map((badge) => (
        <li key={badge.id} className="space-y-1.5 rounded-lg border p-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <BadgeChip tier={badge.tier} name={text.name(badge.id)} />
            <span className="text-xs text-muted-foreground">{t("badges.awardedCount", { count: badge.awarded, formatted: format.number(badge.awarded) })}</span>
          </div>
          <p className="text-sm">{text.rule(badge.id)}</p>
          {badge.perPost && <p className="text-xs text-muted-foreground">{t("badges.perPost")}</p>}
        </li>
      ))}
    </ul>
  );
}

import { Link } from "wouter";
import { Briefcase, Crown, Shield, TrendingUp, Users } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useUser } from "@/hooks/use-user";
import { useMySubscription } from "@/features/subscriptions/api/get-my-subscription";
import { useTrendingTopics } from "@/features/topics/api/get-trending-topics";
import { SponsoredSlot } from "@/features/ads/components/sponsored-slot";
import { useSiteSettings } from "@/hooks/use-site-settings";
import { useT, type MessageId } from "@/i18n";
import { useNow } from "@/components/time-ago";

const FOOTER_LINKS: { href: string; label: MessageId }[] = [
  { href: "/about", label: "nav.about" },
  { href: "/privacy", label: "nav.privacy" },
  { href: "/terms", label: "nav.terms" },
  { href: "/contact", label: "nav.contact" },
];

/**
 * The right column (spec 2.4): trending topics, the plus tier, quick links, footer links. A page
 * with cards of its own (`pageCards`: the question page's related and linked questions) shows
 * them in place of the plus tier and quick links.
 */
export function RightColumn({ onNavigate, pageCards }: { onNavigate?: () => void; pageCards?: React.ReactNode }) {
  // UTC and the render moment: the same year in the server's HTML and in its hydration.
  const year = new Date(useNow()).getUTCFullYear();
  const { siteName } = useSiteSettings();
  const t = useT();
  return (
    <div className="space-y-4">
      <TrendingTopics onNavigate={onNavigate} />
      {pageCards ?? (
        <>
          <PremiumCard onNavigate={onNavigate} />
          <QuickLinks onNavigate={onNavigate} />
        </>
      )}
      <footer className="px-1 text-xs text-muted-foreground">
        <ul className="flex flex-wrap gap-x-3 gap-y-1">
          {FOOTER_LINKS.map((link) => (
            <li key={link.href}>
              <Link href={link.href} onClick={onNavigate} className="hover:underline">
                {t(link.label)}
              </Link>
            </li>
          ))}
        </ul>
        <p className="mt-2">{t("shell.copyright", { year: String(year), site: siteName })}</p>
      </footer>
      {/* Last, so an ad that arrives later moves nothing (no layout shift). */}
      <SponsoredSlot onNavigate={onNavigate} />
    </div>
  );
}

function TrendingTopics({ onNavigate }: { onNavigate?: () => void }) {
  const topics = useTrendingTopics();
  const t = useT();
  return (
    <Card className="p-4">
      <h2 className="mb-3 flex items-center gap-2 font-semibold" id="trending-topics-heading">
        <TrendingUp className="h-4 w-4 text-primary" aria-hidden="true" /> {t("nav.trending")}
      </h2>
      {topics.isLoading ? (
        <div className="space-y-3" role="status" aria-busy="true" aria-label={t("shell.loadingTrending")}>
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} className="h-8" />
          ))}
        </div>
      ) : topics.isError ? (
        <p className="text-sm text-muted-foreground" role="alert">
          {t("shell.trendingFailed")}
          <button type="button" className="ms-1 cursor-pointer font-medium text-primary hover:underline" onClick={() => void topics.refetch()}>
            {t("common.retry")}
          </button>
        </p>
      ) : (
        <ol className="space-y-1" aria-labelledby="trending-topics-heading">
          {(topics.data ?? []).map((topic, index) => (
            <li key={topic.id}>
              <Link href={`/topics/${topic.id}`} onClick={onNavigate} className="group flex items-center gap-3 rounded-md px-1 py-1.5 hover:bg-muted">
                <span className="w-5 text-center text-sm font-bold tabular-nums text-muted-foreground">{index + 1}</span>
                <span className="min-w-0 flex-1 leading-tight">
                  <span className="block truncate text-sm font-medium group-hover:underline">{topic.name}</span>
                  <span className="block text-xs text-muted-foreground">
                    {t("shell.followerCount", { count: topic.followerCount })}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

/** Advertises the free trial; members who have Ponder+ (or used their trial) read what applies to them. */
function PremiumCard({ onNavigate }: { onNavigate?: () => void }) {
  const { hasAccess, trialUsed } = useMySubscription();
  const { siteName } = useSiteSettings();
  const t = useT();
  return (
    <Card className="space-y-3 border-primary/30 bg-accent p-4 text-accent-foreground">
      <h2 className="flex items-center gap-2 font-semibold">
        <Crown className="h-4 w-4" aria-hidden="true" /> {hasAccess ? t("shell.plusActive", { site: siteName }) : t("shell.tryPlus", { site: siteName })}
      </h2>
      <p className="text-sm">
        {hasAccess ? t("shell.plusEnjoying", { site: siteName }) : trialUsed ? t("shell.plusPitch") : t("shell.plusPitchTrial")}
      </p>
      <Button className="w-full" asChild>
        <Link href="/ponder-plus" onClick={onNavigate}>
          {hasAccess ? t("shell.manageSubscription") : trialUsed ? t("shell.seePlans") : t("shell.startTrial")}
        </Link>
      </Button>
    </Card>
  );
}

function QuickLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { user } = useUser();
  const t = useT();
  const links: { href: string; label: MessageId; icon: typeof Briefcase }[] = [
    // Spec 2.4: Business and Spaces for everyone, the admin panel for admins only.
    { href: "/business", label: "nav.business", icon: Briefcase },
    { href: "/spaces", label: "nav.spaces", icon: Users },
    ...(user?.isAdmin ? [{ href: "/admin", label: "shell.adminPanel" as const, icon: Shield }] : []),
  ];
  return (
    <Card className="p-4">
      <h2 className="mb-2 font-semibold">{t("shell.quickLinks")}</h2>
      <ul className="space-y-0.5">
        {links.map(({ href, label, icon: Icon }) => (
          <li key={href}>
            <Link href={href} onClick={onNavigate} className="flex items-center gap-2 rounded-md px-1 py-1.5 text-sm text-muted-foreground hover:bg-muted hover:text-foreground">
              <Icon className="h-4 w-4" aria-hidden="true" /> {t(label)}
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}

import { Link } from "wouter";
import { Briefcase, Crown, Shield, TrendingUp, Users } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useUser } from "@/features/auth/api/get-user";
import { useMySubscription } from "@/features/subscriptions/api/get-my-subscription";
import { useTrendingTopics } from "@/features/topics/api/get-trending-topics";
import { SponsoredSlot } from "@/features/ads/components/sponsored-slot";
import { PLUS_NAME, PRODUCT_NAME } from "@/lib/site";
import { useNow } from "@/components/time-ago";

const FOOTER_LINKS = [
  { href: "/about", label: "About" },
  { href: "/privacy", label: "Privacy" },
  { href: "/terms", label: "Terms" },
  { href: "/contact", label: "Contact" },
];

/** The right column (spec 2.4): trending topics, the plus tier, quick links, footer links. */
export function RightColumn({ onNavigate }: { onNavigate?: () => void }) {
  // UTC and the render moment: the same year in the server's HTML and in its hydration.
  const year = new Date(useNow()).getUTCFullYear();
  return (
    <div className="space-y-4">
      <TrendingTopics onNavigate={onNavigate} />
      <PremiumCard onNavigate={onNavigate} />
      <QuickLinks onNavigate={onNavigate} />
      <footer className="px-1 text-xs text-muted-foreground">
        <ul className="flex flex-wrap gap-x-3 gap-y-1">
          {FOOTER_LINKS.map((link) => (
            <li key={link.href}>
              <Link href={link.href} onClick={onNavigate} className="hover:underline">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        <p className="mt-2">
          © {year} {PRODUCT_NAME}
        </p>
      </footer>
      {/* Last, so an ad that arrives later moves nothing (no layout shift). */}
      <SponsoredSlot onNavigate={onNavigate} />
    </div>
  );
}

function TrendingTopics({ onNavigate }: { onNavigate?: () => void }) {
  const topics = useTrendingTopics();
  return (
    <Card className="p-4">
      <h2 className="mb-3 flex items-center gap-2 font-semibold" id="trending-topics-heading">
        <TrendingUp className="h-4 w-4 text-primary" aria-hidden="true" /> Trending
      </h2>
      {topics.isLoading ? (
        <div className="space-y-3" aria-busy="true" aria-label="Loading trending topics">
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} className="h-8" />
          ))}
        </div>
      ) : topics.isError ? (
        <p className="text-sm text-destructive" role="alert">
          {topics.error.message}
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
                    {topic.followerCount.toLocaleString("en-US")} {topic.followerCount === 1 ? "follower" : "followers"}
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
  return (
    <Card className="space-y-3 border-primary/30 bg-accent p-4 text-accent-foreground">
      <h2 className="flex items-center gap-2 font-semibold">
        <Crown className="h-4 w-4" aria-hidden="true" /> {hasAccess ? `${PLUS_NAME} Active` : `Try ${PLUS_NAME}`}
      </h2>
      <p className="text-sm">
        {hasAccess
          ? `You're enjoying all the benefits of ${PLUS_NAME}.`
          : `Ad-free reading, enhanced search and analytics, and priority support.${trialUsed ? "" : " Start with a free 7-day trial."}`}
      </p>
      <Button className="w-full" asChild>
        <Link href="/ponder-plus" onClick={onNavigate}>
          {hasAccess ? "Manage Subscription" : trialUsed ? "See Plans" : "Start Free Trial"}
        </Link>
      </Button>
    </Card>
  );
}

function QuickLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { user } = useUser();
  const links = [
    // Spec 2.4: Business and Spaces for everyone, the admin panel for admins only.
    { href: "/business", label: "Business", icon: Briefcase },
    { href: "/spaces", label: "Spaces", icon: Users },
    ...(user?.isAdmin ? [{ href: "/admin", label: "Admin Panel", icon: Shield }] : []),
  ];
  return (
    <Card className="p-4">
      <h2 className="mb-2 font-semibold">Quick Links</h2>
      <ul className="space-y-0.5">
        {links.map(({ href, label, icon: Icon }) => (
          <li key={href}>
            <Link href={href} onClick={onNavigate} className="flex items-center gap-2 rounded-md px-1 py-1.5 text-sm text-muted-foreground hover:bg-muted hover:text-foreground">
              <Icon className="h-4 w-4" aria-hidden="true" /> {label}
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}

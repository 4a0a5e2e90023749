import { Link } from "wouter";
import { Megaphone } from "lucide-react";
import { COST_PER_CLICK_CENTS } from "@shared/monetization";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useT } from "@/i18n";
import { useSiteSettings } from "@/hooks/use-site-settings";
import { useMoney } from "@/hooks/use-money";
import { useSiteFigures } from "@/hooks/use-site-figures";

/** Shown until the counted figure arrives: a placeholder, never a number. */
const PENDING = "…";

/**
 * The advertising figures (the spec's cost per click, and the reach estimated from the site's
 * readers an ad can be shown to) and the way to /ads/create.
 */
export function AdvertiseFacts({ className }: { className?: string }) {
  const t = useT();
  const money = useMoney();
  const { siteName } = useSiteSettings();
  const figures = useSiteFigures();
  return (
    <dl className={className}>
      <div className="flex justify-between gap-3 py-1">
        <dt className="text-muted-foreground">{t("monetization.costPerClick")}</dt>
        <dd className="text-end font-medium">{t("monetization.moneyRange", { min: money(COST_PER_CLICK_CENTS.min), max: money(COST_PER_CLICK_CENTS.max) })}</dd>
      </div>
      <div className="flex flex-wrap justify-between gap-x-3 py-1">
        <dt className="text-muted-foreground">{t("monetization.estimatedReach")}</dt>
        <dd className="text-end font-medium">{figures ? t("monetization.reachValue", { count: figures.adAudience }) : PENDING}</dd>
        {/* An estimate, and from what: the readers ads are served to (issue 23), never a made-up range. */}
        <dd className="w-full text-xs text-muted-foreground">{t("monetization.reachBasis", { site: siteName, days: figures?.days ?? 30 })}</dd>
      </div>
    </dl>
  );
}

export function AdvertiseCard() {
  const t = useT();
  const { siteName } = useSiteSettings();
  return (
    <Card className="space-y-3 p-4 sm:p-5">
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <Megaphone className="h-5 w-5 shrink-0 text-primary" aria-hidden="true" /> {t("monetization.advertiseTitle", { site: siteName })}
      </h2>
      <p className="text-sm text-muted-foreground">{t("monetization.advertiseText")}</p>
      <AdvertiseFacts className="text-sm" />
      <Button asChild>
        <Link href="/ads/create">{t("ads.create")}</Link>
      </Button>
    </Card>
  );
}

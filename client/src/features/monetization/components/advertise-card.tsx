import { Link } from "wouter";
import { Megaphone } from "lucide-react";
import { COST_PER_CLICK_CENTS, ESTIMATED_REACH } from "@shared/monetization";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useFormat, useT } from "@/i18n";
import { useSiteSettings } from "@/hooks/use-site-settings";
import { useMoney } from "@/hooks/use-money";

/** The spec's advertising figures (cost per click, estimated reach) and the way to /ads/create. */
export function AdvertiseFacts({ className }: { className?: string }) {
  const t = useT();
  const format = useFormat();
  const money = useMoney();
  return (
    <dl className={className}>
      <div className="flex justify-between gap-3 py-1">
        <dt className="text-muted-foreground">{t("monetization.costPerClick")}</dt>
        <dd className="text-end font-medium">{t("monetization.moneyRange", { min: money(COST_PER_CLICK_CENTS.min), max: money(COST_PER_CLICK_CENTS.max) })}</dd>
      </div>
      <div className="flex justify-between gap-3 py-1">
        <dt className="text-muted-foreground">{t("monetization.estimatedReach")}</dt>
        <dd className="text-end font-medium">{t("monetization.reachRange", { min: format.compact(ESTIMATED_REACH.min), max: format.compact(ESTIMATED_REACH.max) })}</dd>
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

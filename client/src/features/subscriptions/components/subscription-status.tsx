import { useState } from "react";
import { CalendarClock, Crown, Loader2 } from "lucide-react";
import type { MySubscription } from "@shared/subscriptions";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { toast } from "@/lib/use-toast";
import { useFormat, useT } from "@/i18n";
import { ApiError } from "@/lib/api";
import { useSiteSettings } from "@/hooks/use-site-settings";
import { useMySubscription } from "../api/get-my-subscription";
import { useSetCancelled } from "../api/subscribe";

/** A subscription date as 'December 5, 2026' (English; the plan page itself uses `usePlanDate`). */

/** A subscription date in the reader's language: 'December 5, 2026', '5 décembre 2026', '2026年12月5日'. */
function usePlanDate() {
  const { date } = useFormat();
  return (iso: string | null) => (iso ? date(iso, { dateStyle: "long" }) : "");
}

/** What the member's plan is now, in a few words and the reader's language: for the Business banner and the menus. */
export function usePlanSummary() {
  const t = useT();
  const when = usePlanDate();
  const { siteName: site } = useSiteSettings();
  return (subscription: MySubscription | undefined, hasAccess: boolean): string => {
    if (!subscription || !hasAccess) return t("plus.freePlan");
    if (subscription.status === "trialing" && !subscription.cancelAtPeriodEnd) return t("plus.summaryTrial", { site, date: when(subscription.trialEndsAt) });
    return t("plus.summaryUntil", { site, date: when(subscription.currentPeriodEnd) });
  };
}

/**
 * The member's Ponder+ state above the plans: the active banner (spec 2.16) with the trial's
 * or period's end, Cancel subscription (access stays until the period ends, as the FAQ says)
 * and Resume; or, once a trial has ended, when it did.
 */
export function SubscriptionStatus() {
  const t = useT();
  const when = usePlanDate();
  const { siteName: site } = useSiteSettings();
  const { subscription, hasAccess } = useMySubscription();
  if (!subscription?.plan) return null;
  if (!hasAccess) {
    return (
      <Card className="flex items-start gap-3 p-4" role="status">
        <CalendarClock className="mt-0.5 h-5 w-5 shrink-0 text-muted-foreground" aria-hidden="true" />
        <p className="text-sm">
          {t(subscription.trialEndsAt ? "plus.trialEnded" : "plus.subscriptionEnded", { site, date: when(subscription.currentPeriodEnd) })}
        </p>
      </Card>
    );
  }
  return <ActiveBanner subscription={subscription} />;
}

function ActiveBanner({ subscription }: { subscription: MySubscription }) {
  const t = useT();
  const when = usePlanDate();
  const { siteName: site } = useSiteSettings();
  const [confirming, setConfirming] = useState(false);
  const change = useSetCancelled();
  const until = when(subscription.currentPeriodEnd);
  const handleChange = (cancel: boolean) =>
    change.mutate(cancel, {
      onSuccess: () => {
        setConfirming(false);
        toast(
          cancel
            ? { title: t("plus.cancelled"), description: t("plus.cancelledText", { site, date: until }) }
            : { title: t("plus.resumed"), description: t("plus.resumedText", { site, date: until }) },
        );
      },
      onError: (error) =>
        toast({
          title: t(cancel ? "plus.cancelFailed" : "plus.resumeFailed"),
          description: error instanceof ApiError && error.status < 500 && error.serverMessage ? error.serverMessage : t("plus.tryAgain"),
          variant: "destructive",
        }),
    });

  return (
    <Card className="space-y-4 border-primary/40 bg-accent p-5 text-accent-foreground" role="region" aria-labelledby="plus-active-heading">
      <div className="flex items-start gap-3">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground">
          <Crown className="h-5 w-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 space-y-1">
          <h2 id="plus-active-heading" className="text-lg font-semibold">
            {t("plus.active", { site })}
          </h2>
          <p>{t("plus.activeText", { site })}</p>
          <p className="text-sm">
            {subscription.cancelAtPeriodEnd
              ? t("plus.activeCancelled", { site, date: until })
              : subscription.status === "trialing"
                ? t("plus.activeTrial", { site, date: when(subscription.trialEndsAt) })
                : t("plus.activePeriod", { date: until })}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        {subscription.cancelAtPeriodEnd ? (
          <Button onClick={() => handleChange(false)} disabled={change.isPending}>
            {change.isPending && <Loader2 className="animate-spin" aria-hidden="true" />} {t("plus.resume")}
          </Button>
        ) : (
          <Button variant="outline" onClick={() => setConfirming(true)}>
            {t("plus.cancel")}
          </Button>
        )}
      </div>
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent className="max-w-md">
          <DialogHeader>
            <DialogTitle>{t("plus.cancelTitle", { site })}</DialogTitle>
            <DialogDescription>{t("plus.cancelText", { site, date: until })}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirming(false)}>
              {t("plus.keep", { site })}
            </Button>
            <Button variant="destructive" onClick={() => handleChange(true)} disabled={change.isPending}>
              {change.isPending && <Loader2 className="animate-spin" aria-hidden="true" />} {t("plus.cancel")}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Card>
  );
}

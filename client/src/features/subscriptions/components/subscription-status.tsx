import { useState } from "react";
import { format } from "date-fns";
import { CalendarClock, Crown, Loader2 } from "lucide-react";
import type { MySubscription } from "@shared/subscriptions";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { toast } from "@/hooks/use-toast";
import { ApiError } from "@/lib/api";
import { PLUS_NAME } from "@/lib/site";
import { useMySubscription } from "../api/get-my-subscription";
import { useSetCancelled } from "../api/subscribe";

/** A subscription date as 'December 5, 2026'. */
export const planDate = (iso: string | null) => (iso ? format(new Date(iso), "MMMM d, yyyy") : "");

/** What the member's plan is now, in a few words: for the Business banner and the menus. */
export function planSummary(subscription: MySubscription | undefined, hasAccess: boolean): string {
  if (!subscription || !hasAccess) return "Free";
  if (subscription.cancelAtPeriodEnd) return `${PLUS_NAME} until ${planDate(subscription.currentPeriodEnd)}`;
  if (subscription.status === "trialing") return `${PLUS_NAME} free trial until ${planDate(subscription.trialEndsAt)}`;
  return `${PLUS_NAME} until ${planDate(subscription.currentPeriodEnd)}`;
}

/**
 * The member's Ponder+ state above the plans: the active banner (spec 2.16) with the trial's
 * or period's end, Cancel subscription (access stays until the period ends, as the FAQ says)
 * and Resume; or, once a trial has ended, when it did.
 */
export function SubscriptionStatus() {
  const { subscription, hasAccess } = useMySubscription();
  if (!subscription?.plan) return null;
  if (!hasAccess) {
    return (
      <Card className="flex items-start gap-3 p-4" role="status">
        <CalendarClock className="mt-0.5 h-5 w-5 shrink-0 text-muted-foreground" aria-hidden="true" />
        <p className="text-sm">
          Your {PLUS_NAME} {subscription.trialEndsAt ? "free trial" : "subscription"} ended on{" "}
          {planDate(subscription.currentPeriodEnd)}. Your questions, answers and everything you wrote are intact.
        </p>
      </Card>
    );
  }
  return <ActiveBanner subscription={subscription} />;
}

function ActiveBanner({ subscription }: { subscription: MySubscription }) {
  const [confirming, setConfirming] = useState(false);
  const change = useSetCancelled();
  const until = planDate(subscription.currentPeriodEnd);
  const handleChange = (cancel: boolean) =>
    change.mutate(cancel, {
      onSuccess: () => {
        setConfirming(false);
        toast(
          cancel
            ? { title: "Subscription cancelled", description: `You keep ${PLUS_NAME} until ${until}.` }
            : { title: "Subscription resumed", description: `${PLUS_NAME} continues after ${until}.` },
        );
      },
      onError: (error) =>
        toast({
          title: cancel ? "Failed to cancel subscription" : "Failed to resume subscription",
          description: error instanceof ApiError && error.serverMessage ? error.serverMessage : "Please try again.",
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
            {PLUS_NAME} Active
          </h2>
          <p>You're enjoying all the benefits of {PLUS_NAME}</p>
          <p className="text-sm">
            {subscription.cancelAtPeriodEnd ? (
              <>Cancelled: you keep {PLUS_NAME} until {until}.</>
            ) : subscription.status === "trialing" ? (
              <>
                Free trial until {planDate(subscription.trialEndsAt)}. Nothing is charged: paid plans are not available yet, so {PLUS_NAME} ends
                with the trial.
              </>
            ) : (
              <>Current period ends on {until}.</>
            )}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        {subscription.cancelAtPeriodEnd ? (
          <Button onClick={() => handleChange(false)} disabled={change.isPending}>
            {change.isPending && <Loader2 className="animate-spin" aria-hidden="true" />} Resume subscription
          </Button>
        ) : (
          <Button variant="outline" onClick={() => setConfirming(true)}>
            Cancel subscription
          </Button>
        )}
      </div>
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent className="max-w-md">
          <DialogHeader>
            <DialogTitle>Cancel {PLUS_NAME}?</DialogTitle>
            <DialogDescription>
              You keep {PLUS_NAME} until {until}. After that your account returns to the Free plan, and your content stays intact.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirming(false)}>
              Keep {PLUS_NAME}
            </Button>
            <Button variant="destructive" onClick={() => handleChange(true)} disabled={change.isPending}>
              {change.isPending && <Loader2 className="animate-spin" aria-hidden="true" />} Cancel subscription
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Card>
  );
}

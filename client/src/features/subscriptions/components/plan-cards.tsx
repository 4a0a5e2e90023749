import { Link } from "wouter";
import { Check, Crown, Info, Loader2 } from "lucide-react";
import { PONDER_PLUS, SUBSCRIPTION_MESSAGES } from "@shared/subscriptions";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { toast } from "@/hooks/use-toast";
import { ApiError } from "@/lib/api";
import { PLUS_NAME } from "@/lib/site";
import { cn } from "@/lib/utils";
import { useMySubscription } from "../api/get-my-subscription";
import { useSubscribe } from "../api/subscribe";

const FREE_FEATURES = [
  "Ask and answer questions",
  "Follow topics and users",
  "Basic search",
  "Community discussions",
  "Includes ads",
  "Limited analytics",
];

const PLUS_FEATURES = [
  "Everything in Free",
  "Ad-free experience",
  "Enhanced search and analytics",
  "Priority support",
  "Exclusive Q&A sessions",
  "Advanced messaging",
];

/**
 * The Free and Ponder+ cards (spec 2.16). Members get the upgrade button and its states;
 * visitors get a way in (sign up, then subscribe) instead.
 */
export function PlanCards({ signedIn }: { signedIn: boolean }) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <PlanCard
        title="Free"
        price="$0"
        features={FREE_FEATURES}
        action={signedIn ? <FreePlanButton /> : <SignUpButton label="Sign Up" href="/register" variant="outline" />}
      />
      <PlanCard
        title={PLUS_NAME}
        price={`$${PONDER_PLUS.priceUsdPerMonth}`}
        features={PLUS_FEATURES}
        recommended
        note={`${PONDER_PLUS.trialDays}-day free trial for new subscribers`}
        action={signedIn ? <UpgradeButton /> : <SignUpButton label="Get Started" href="/auth" />}
      />
    </div>
  );
}

function PlanCard({
  title,
  price,
  features,
  action,
  recommended = false,
  note,
}: {
  title: string;
  price: string;
  features: string[];
  action: React.ReactNode;
  recommended?: boolean;
  note?: string;
}) {
  const headingId = `plan-${title.replace(/\W/g, "").toLowerCase()}`;
  return (
    <Card
      className={cn("relative flex flex-col gap-5 p-6", recommended && "border-2 border-primary shadow-md")}
      role="region"
      aria-labelledby={headingId}
    >
      {recommended && (
        <Badge className="absolute -top-3 left-1/2 -translate-x-1/2 px-3 py-1">
          <Crown aria-hidden="true" /> Recommended
        </Badge>
      )}
      <div>
        <h2 id={headingId} className="text-xl font-bold">
          {title}
        </h2>
        <p className="mt-2">
          <span className="text-4xl font-bold">{price}</span>
          <span className="text-muted-foreground">/month</span>
        </p>
        {note && <p className="mt-1 text-sm font-medium text-primary">{note}</p>}
      </div>
      <ul className="flex-1 space-y-2 text-sm">
        {features.map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <Check className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden="true" /> {feature}
          </li>
        ))}
      </ul>
      {action}
    </Card>
  );
}

function FreePlanButton() {
  const { hasAccess } = useMySubscription();
  return (
    <Button variant="outline" className="w-full" disabled>
      {hasAccess ? "Free Plan" : "Current Plan"}
    </Button>
  );
}

function SignUpButton({ label, href, variant }: { label: string; href: string; variant?: "outline" }) {
  return (
    <Button className="w-full" variant={variant} asChild>
      <Link href={href}>{label}</Link>
    </Button>
  );
}

/**
 * 'Upgrade to Ponder+', 'Processing...' while the call runs, 'Already Subscribed' once the
 * member has Ponder+. A used trial cannot start again and nothing can be paid for yet
 * (decision 014), so then the button stays off and says why.
 */
function UpgradeButton() {
  const { subscription, hasAccess, trialUsed, isLoading } = useMySubscription();
  const upgrade = useSubscribe();
  const handleUpgrade = () =>
    upgrade.mutate(undefined, {
      onSuccess: () => toast({ title: `Welcome to ${PLUS_NAME}`, description: "Your subscription is now active." }),
      onError: (error) =>
        toast({
          title: `Failed to subscribe to ${PLUS_NAME}`,
          // A refusal the member cannot retry past says why; anything else may pass on a retry.
          description: error instanceof ApiError && error.status === 409 && error.serverMessage ? error.serverMessage : "Please try again.",
          variant: "destructive",
        }),
    });
  return (
    <div className="space-y-2">
      <Button className="w-full" size="lg" onClick={handleUpgrade} disabled={upgrade.isPending || hasAccess || trialUsed || isLoading || !subscription}>
        {upgrade.isPending ? (
          <>
            <Loader2 className="animate-spin" aria-hidden="true" /> Processing...
          </>
        ) : hasAccess ? (
          "Already Subscribed"
        ) : (
          `Upgrade to ${PLUS_NAME}`
        )}
      </Button>
      {trialUsed ? (
        <p className="flex items-start gap-2 text-sm text-muted-foreground" role="note">
          <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" /> {SUBSCRIPTION_MESSAGES.trialUsed}
        </p>
      ) : (
        !hasAccess && (
          <p className="text-center text-xs text-muted-foreground">
            Starts your {PONDER_PLUS.trialDays}-day free trial. No card is needed and nothing is charged.
          </p>
        )
      )}
    </div>
  );
}

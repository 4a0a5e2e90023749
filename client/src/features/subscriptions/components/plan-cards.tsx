import { Link } from "wouter";
import { Check, Crown, Info, Loader2 } from "lucide-react";
import { PONDER_PLUS } from "@shared/subscriptions";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { toast } from "@/lib/use-toast";
import { useT, type MessageId } from "@/i18n";
import { ApiError } from "@/lib/api";
import { cn } from "@/lib/utils";
import { useSiteSettings } from "@/hooks/use-site-settings";
import { useMoney } from "@/hooks/use-money";
import { useMySubscription } from "../api/get-my-subscription";
import { useSubscribe } from "../api/subscribe";

const FREE_FEATURES: MessageId[] = [
  "plus.freeFeatureAsk",
  "plus.freeFeatureFollow",
  "plus.freeFeatureSearch",
  "plus.freeFeatureDiscussions",
  "plus.freeFeatureAds",
  "plus.freeFeatureAnalytics",
];

const PLUS_FEATURES: MessageId[] = [
  "plus.plusFeatureEverything",
  "plus.plusFeatureAdFree",
  "plus.plusFeatureSearch",
  "plus.plusFeatureSupport",
  "plus.plusFeatureSessions",
  "plus.plusFeatureMessaging",
];

/**
 * The Free and Ponder+ cards (spec 2.16). Members get the upgrade button and its states;
 * visitors get a way in (sign up, then subscribe) instead.
 */
export function PlanCards({ signedIn }: { signedIn: boolean }) {
  const t = useT();
  const money = useMoney();
  const { siteName: site } = useSiteSettings();
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <PlanCard
        id="plan-free"
        title={t("plus.freePlan")}
        price={money(0, { whole: true })}
        features={FREE_FEATURES.map((id) => t(id))}
        action={signedIn ? <FreePlanButton /> : <SignUpButton label={t("plus.signUp")} href="/register" variant="outline" />}
      />
      <PlanCard
        id="plan-plus"
        title={t("plus.name", { site })}
        price={money(PONDER_PLUS.priceUsdPerMonth * 100, { whole: true })}
        features={PLUS_FEATURES.map((id) => t(id))}
        recommended
        note={t("plus.trialNote", { days: PONDER_PLUS.trialDays })}
        action={signedIn ? <UpgradeButton /> : <SignUpButton label={t("plus.getStarted")} href="/register" />}
      />
    </div>
  );
}

function PlanCard({
  id,
  title,
  price,
  features,
  action,
  recommended = false,
  note,
}: {
  id: string;
  title: string;
  price: string;
  features: string[];
  action: React.ReactNode;
  recommended?: boolean;
  note?: string;
}) {
  const t = useT();
  return (
    <Card className={cn("relative flex flex-col gap-5 p-6", recommended && "border-2 border-primary shadow-md")} role="region" aria-labelledby={id}>
      {recommended && (
        <Badge className="absolute -top-3 start-1/2 -translate-x-1/2 px-3 py-1 rtl:translate-x-1/2">
          <Crown aria-hidden="true" /> {t("plus.recommended")}
        </Badge>
      )}
      <div>
        <h2 id={id} className="text-xl font-bold break-words">
          {title}
        </h2>
        <p className="mt-2">
          <span className="text-4xl font-bold">{price}</span>
          <span className="text-muted-foreground">{t("plus.perMonth")}</span>
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
  const t = useT();
  const { hasAccess } = useMySubscription();
  return (
    <Button variant="outline" className="w-full" disabled>
      {t(hasAccess ? "plus.freePlanButton" : "plus.currentPlan")}
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
  const t = useT();
  const { siteName: site } = useSiteSettings();
  const { subscription, hasAccess, trialUsed, isLoading } = useMySubscription();
  const upgrade = useSubscribe();
  const handleUpgrade = () =>
    upgrade.mutate(undefined, {
      onSuccess: () => toast({ title: t("plus.welcome", { site }), description: t("plus.welcomeText") }),
      onError: (error) =>
        toast({
          title: t("plus.subscribeFailed", { site }),
          // A refusal the member cannot retry past says why; anything else may pass on a retry.
          description: error instanceof ApiError && error.status === 409 && error.serverMessage ? error.serverMessage : t("plus.tryAgain"),
          variant: "destructive",
        }),
    });
  return (
    <div className="space-y-2">
      <Button className="h-auto min-h-11 w-full whitespace-normal" size="lg" onClick={handleUpgrade} disabled={upgrade.isPending || hasAccess || trialUsed || isLoading || !subscription}>
        {upgrade.isPending ? (
          <>
            <Loader2 className="animate-spin" aria-hidden="true" /> {t("plus.processing")}
          </>
        ) : hasAccess ? (
          t("plus.alreadySubscribed")
        ) : (
          t("plus.upgrade", { site })
        )}
      </Button>
      {trialUsed ? (
        <p className="flex items-start gap-2 text-sm text-muted-foreground" role="note">
          <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" /> {t("plus.trialUsed")}
        </p>
      ) : (
        !hasAccess && <p className="text-center text-xs text-muted-foreground">{t("plus.trialStarts", { days: PONDER_PLUS.trialDays })}</p>
      )}
    </div>
  );
}

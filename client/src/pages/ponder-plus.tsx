import { Crown } from "lucide-react";
import { AppShell } from "@/layouts/app-shell";
import { useT } from "@/i18n";
import { useUser } from "@/hooks/use-user";
import { useSiteSettings } from "@/hooks/use-site-settings";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { MembersBlurb } from "@/features/subscriptions/components/members-blurb";
import { PlanCards } from "@/features/subscriptions/components/plan-cards";
import { PlusFaq } from "@/features/subscriptions/components/plus-faq";
import { SubscriptionStatus } from "@/features/subscriptions/components/subscription-status";

/**
 * Ponder+ (spec 2.16): the member's real subscription (free trial, cancel, resume), the two
 * plans, the members blurb and the FAQ. Visitors see the same page with a way to sign up.
 */
export default function PonderPlusPage() {
  const t = useT();
  const { user } = useUser();
  const { siteName: site } = useSiteSettings();
  const name = t("plus.name", { site });
  useDocumentTitle(name);
  return (
    <AppShell>
      <div className="mx-auto max-w-4xl space-y-8">
        <header className="text-center">
          <span className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
            <Crown className="h-6 w-6" aria-hidden="true" />
          </span>
          <h1 className="mt-3 text-3xl font-bold break-words">{name}</h1>
          <p className="mx-auto mt-2 max-w-xl text-muted-foreground">{t("plus.intro", { site })}</p>
        </header>
        {user && <SubscriptionStatus />}
        <PlanCards signedIn={Boolean(user)} />
        <MembersBlurb />
        <PlusFaq />
      </div>
    </AppShell>
  );
}

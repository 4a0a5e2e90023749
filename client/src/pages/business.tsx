import { Link, useLocation } from "wouter";
import { Briefcase, Crown } from "lucide-react";
import { displayName } from "@shared/users";
import { AppShell } from "@/layouts/app-shell";
import { Button } from "@/components/ui/button";
import { useUser } from "@/hooks/use-user";
import { BusinessDashboard } from "@/features/business/components/business-dashboard";
import { BusinessMarketing } from "@/features/business/components/business-marketing";
import { PlanBanner } from "@/features/business/components/plan-banner";
import type { ToolId } from "@/features/business/components/tools";
import { openComposer } from "@/features/questions/composer-store";
import { useSiteSettings } from "@/hooks/use-site-settings";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { useMySubscription } from "@/features/subscriptions/api/get-my-subscription";
import { usePlanSummary } from "@/features/subscriptions/components/subscription-status";
import { useT } from "@/i18n";

/**
 * Business (spec 2.15): for members, analytics computed from their own rows with the plan
 * they really have; for visitors, what it measures and a way to sign in.
 */
export default function BusinessPage() {
  const { user } = useUser();
  const { siteName } = useSiteSettings();
  const [, navigate] = useLocation();
  const t = useT();
  const title = t("business.pageTitle", { site: siteName });
  useDocumentTitle(title);

  // Each tool's 'Learn More' leads to the screen that does the work.
  const handleUseTool = (tool: ToolId) => {
    if (tool === "scheduler") navigate("/drafts");
    else if (tool === "writer") openComposer();
    else if (tool === "monitoring") navigate(`/search?q=${encodeURIComponent(displayName(user))}`);
    else navigate("/content-stats");
  };

  return (
    <AppShell>
      <div className="space-y-6">
        <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
          <div className="flex items-start gap-3">
            <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
              <Briefcase className="h-6 w-6" aria-hidden="true" />
            </span>
            <div className="min-w-0">
              <h1 className="text-2xl font-bold [overflow-wrap:anywhere]">{title}</h1>
              <p className="text-sm text-muted-foreground">{t("business.pageSubtitle")}</p>
            </div>
          </div>
          <Button asChild className="shrink-0 self-start">
            <Link href="/ponder-plus">
              <Crown aria-hidden="true" /> {t("business.upgradeToPro")}
            </Link>
          </Button>
        </header>
        {user ? (
          <>
            <MemberPlanBanner />
            <BusinessDashboard onAsk={() => openComposer()} onUseTool={handleUseTool} />
          </>
        ) : (
          <BusinessMarketing />
        )}
      </div>
    </AppShell>
  );
}

function MemberPlanBanner() {
  const { subscription, hasAccess, isLoading } = useMySubscription();
  const t = useT();
  const { siteName } = useSiteSettings();
  const planSummary = usePlanSummary();
  if (isLoading) return null;
  return <PlanBanner plan={planSummary(subscription, hasAccess)} detail={t(hasAccess ? "business.plusDetail" : "business.upgradeDetail", { site: siteName })} />;
}

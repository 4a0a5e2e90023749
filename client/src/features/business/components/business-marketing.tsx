import { Link, useLocation } from "wouter";
import { BarChart3, DollarSign, Eye, Heart, UserPlus, Users } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useT, type MessageId } from "@/i18n";
import { ToolsGrid } from "./tools";

const MEASURES: { icon: typeof Eye; title: MessageId; text: MessageId }[] = [
  { icon: Eye, title: "business.totalReach", text: "business.measureReach" },
  { icon: Heart, title: "business.engagementRate", text: "business.measureEngagement" },
  { icon: UserPlus, title: "business.leadGeneration", text: "business.measureLeads" },
  { icon: DollarSign, title: "business.revenueImpact", text: "business.measureRevenue" },
  { icon: BarChart3, title: "business.engagementTrends", text: "business.measureTrends" },
  { icon: Users, title: "business.tabAudience", text: "business.measureAudience" },
];

/**
 * What visitors see at /business: what the dashboard measures, the tools, and a way to sign
 * in. No figures: there is nobody's data to show yet.
 */
export function BusinessMarketing() {
  const [, navigate] = useLocation();
  const t = useT();
  return (
    <div className="space-y-8">
      <Card className="flex flex-col items-start gap-4 p-6 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="text-xl font-semibold">{t("business.seeYourAnalytics")}</h2>
          <p className="text-sm text-muted-foreground">{t("business.seeYourAnalyticsDescription")}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild>
            <Link href="/auth">{t("business.signIn")}</Link>
          </Button>
          <Button variant="outline" asChild>
            <Link href="/register">{t("business.signUp")}</Link>
          </Button>
        </div>
      </Card>
      <section aria-labelledby="business-measures-heading" className="space-y-4">
        <h2 id="business-measures-heading" className="text-xl font-semibold">
          {t("business.whatYouMeasure")}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {MEASURES.map(({ icon: Icon, title, text }) => (
            <li key={title}>
              <Card className="h-full space-y-2 p-5">
                <h3 className="flex items-center gap-2 font-semibold">
                  <Icon className="h-5 w-5 shrink-0 text-primary" aria-hidden="true" /> {t(title)}
                </h3>
                <p className="text-sm text-muted-foreground">{t(text)}</p>
              </Card>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="business-tools-heading" className="space-y-4">
        <h2 id="business-tools-heading" className="text-xl font-semibold">
          {t("business.tabTools")}
        </h2>
        <ToolsGrid onUse={() => navigate("/register")} useLabel={t("business.signUpToUse")} />
      </section>
    </div>
  );
}

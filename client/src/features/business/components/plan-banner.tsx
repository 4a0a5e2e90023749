import { BadgeCheck, Briefcase } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { useT } from "@/i18n";

/** 'Business Plan / {plan} / Active Plan' (spec 2.15), with the member's real plan. */
export function PlanBanner({ plan, detail }: { plan: string; detail?: string }) {
  const t = useT();
  return (
    <Card className="flex flex-wrap items-center gap-3 border-primary/30 bg-accent p-4 text-accent-foreground" role="status" aria-label={t("business.yourPlan")}>
      <Briefcase className="h-5 w-5 shrink-0" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="text-sm">{t("business.businessPlan")}</p>
        <p className="text-lg font-semibold">{plan}</p>
        {detail && <p className="text-xs">{detail}</p>}
      </div>
      <Badge>
        <BadgeCheck aria-hidden="true" /> {t("business.activePlan")}
      </Badge>
    </Card>
  );
}

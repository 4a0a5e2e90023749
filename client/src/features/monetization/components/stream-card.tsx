import { CheckCircle2, Circle, Loader2 } from "lucide-react";
import {
  COST_PER_CLICK_CENTS,
  EARNINGS_PERIOD_DAYS,
  PARTNER_CENTS_PER_THOUSAND_VIEWS,
  PARTNER_THRESHOLD_VIEWS,
  PLUS_SHARE_CENTS_PER_ENGAGEMENT,
  SPONSORED_CENTS_PER_CLICK,
  type StreamStatus,
} from "@shared/monetization";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useFormat, useT, type MessageId } from "@/i18n";
import { useSiteSettings } from "@/hooks/use-site-settings";
import { cn } from "@/lib/utils";
import { STREAM_TEXT } from "../stream-text";
import { useMoney } from "@/hooks/use-money";

const STATUS_IDS: Record<StreamStatus["status"], MessageId> = {
  active: "monetization.statusActive",
  pending: "monetization.statusPending",
};

/** One earning stream: status, estimate, what it counts, its condition and Join/Leave. */
export function StreamCard({ stream, pending, onToggle }: { stream: StreamStatus; pending: boolean; onToggle: (join: boolean) => void }) {
  const t = useT();
  const format = useFormat();
  const money = useMoney();
  const { siteName } = useSiteSettings();
  const text = STREAM_TEXT[stream.stream];
  const values = {
    site: siteName,
    days: EARNINGS_PERIOD_DAYS,
    count: stream.basis,
    threshold: format.compact(PARTNER_THRESHOLD_VIEWS),
    views: format.number(PARTNER_THRESHOLD_VIEWS),
    per: format.number(1000),
    amount: money(
      stream.stream === "partner-program" ? PARTNER_CENTS_PER_THOUSAND_VIEWS : stream.stream === "plus-revenue-share" ? PLUS_SHARE_CENTS_PER_ENGAGEMENT : SPONSORED_CENTS_PER_CLICK,
    ),
    min: money(COST_PER_CLICK_CENTS.min),
    max: money(COST_PER_CLICK_CENTS.max),
  };
  const name = t(text.name, values);
  const headingId = `stream-${stream.stream}`;
  const percent = stream.progress ? Math.min(100, (stream.progress.current / stream.progress.target) * 100) : 0;
  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-5" aria-labelledby={headingId} role="region">
      <div className="flex items-start justify-between gap-3">
        <h2 id={headingId} className="min-w-0 text-lg font-semibold break-words">
          {name}
        </h2>
        <Badge variant={stream.status === "active" ? "default" : "outline"} className="shrink-0">
          {t(STATUS_IDS[stream.status])}
        </Badge>
      </div>
      <p className="text-sm text-muted-foreground">{t(text.description, values)}</p>
      <div>
        <p className="text-2xl font-bold tabular-nums">{money(stream.estimatedCents)}</p>
        <p className="text-xs text-muted-foreground">
          {t(stream.status === "pending" ? "monetization.estimatedPending" : "monetization.estimated", { days: EARNINGS_PERIOD_DAYS })}
        </p>
      </div>
      <p className="text-sm">{t(text.basis, values)}</p>
      {stream.progress && (
        <div className="space-y-1">
          <div
            role="progressbar"
            aria-label={t("monetization.progressLabel", { name })}
            aria-valuemin={0}
            aria-valuemax={stream.progress.target}
            aria-valuenow={Math.min(stream.progress.current, stream.progress.target)}
            className="h-2 overflow-hidden rounded-full bg-muted"
          >
            <div className="h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
          </div>
          <p className="text-xs text-muted-foreground tabular-nums">
            {t("monetization.progressViews", { current: format.number(stream.progress.current), target: format.number(stream.progress.target) })}
          </p>
        </div>
      )}
      <p className={cn("flex items-start gap-2 text-sm", stream.eligible ? "text-foreground" : "text-muted-foreground")}>
        {stream.eligible ? (
          <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0 text-emerald-700 dark:text-emerald-400" aria-hidden="true" />
        ) : (
          <Circle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        )}
        <span>
          <span className="sr-only">{t(stream.eligible ? "monetization.conditionMet" : "monetization.conditionNotMet")}</span>
          {t(text.requirement, values)}
        </span>
      </p>
      <p className="text-xs text-muted-foreground">{t("monetization.formula", { formula: t(text.formula, values) })}</p>
      <div className="mt-auto flex items-center justify-between gap-3 border-t pt-3">
        <span className="text-xs text-muted-foreground">
          {stream.enrolled && stream.joinedAt ? t("monetization.joinedOn", { date: format.date(stream.joinedAt) }) : t("monetization.notJoined")}
        </span>
        <Button
          variant={stream.enrolled ? "outline" : "default"}
          size="sm"
          disabled={pending}
          onClick={() => onToggle(!stream.enrolled)}
          aria-label={t(stream.enrolled ? "monetization.leaveNamed" : "monetization.joinNamed", { name })}
        >
          {pending && <Loader2 className="animate-spin" aria-hidden="true" />}
          {t(stream.enrolled ? "monetization.leave" : "monetization.join")}
        </Button>
      </div>
    </Card>
  );
}

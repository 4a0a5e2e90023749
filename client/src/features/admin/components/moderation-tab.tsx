import { AppealsSection } from "./appeals-section";
import { useState } from "react";
import { Link } from "wouter";
import { Check, ExternalLink, X } from "lucide-react";
import type { AdminReport, ReportPriority } from "@shared/admin";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { toast } from "@/lib/use-toast";
import { TimeAgo } from "@/components/time-ago";
import { useT, type MessageId } from "@/i18n";
import { useAdminReports } from "../api/get-reports";
import { useResolveReport } from "../api/resolve-report";
import { Dot, EmptyState, ErrorState, ListSkeleton, LoadMore, StatusToggle } from "./list-states";
import { ModerationSettings } from "./moderation-settings";
import { destructiveBadge, destructiveOutline } from "./tones";

const PRIORITY_CLASS: Record<ReportPriority, string> = {
  high: destructiveBadge,
  medium: "bg-accent text-accent-foreground",
  low: "bg-secondary text-secondary-foreground",
};

const PRIORITY_LABELS: Record<ReportPriority, MessageId> = { high: "admin.priorityHigh", medium: "admin.priorityMedium", low: "admin.priorityLow" };
const TARGET_LABELS: Record<AdminReport["targetType"], MessageId> = { question: "admin.typeQuestion", answer: "admin.typeAnswer", comment: "admin.typeComment", user: "admin.typeUser" };
const REASON_LABELS: Record<AdminReport["reason"], MessageId> = {
  spam: "admin.reasonSpam",
  harassment: "admin.reasonHarassment",
  misinformation: "admin.reasonMisinformation",
  inappropriate: "admin.reasonInappropriate",
  other: "admin.reasonOther",
  blocked_words: "admin.reasonBlockedWords",
};
const STATUS_LABELS: Record<"open" | "resolved", MessageId> = { open: "admin.reportsOpen", resolved: "admin.reportsResolved" };

function ReportRow({ report, canSuspend }: { report: AdminReport; canSuspend: boolean }) {
  const resolve = useResolveReport();
  const t = useT();
  // mutateAsync: the row leaves the queue (unmounts) once resolved, and the toast must still show.
  const act = (action: "approve" | "remove") =>
    resolve.mutateAsync({ id: report.id, action }).then(
      () => toast({ title: t("admin.reportResolved") }),
      () => toast({ title: t("admin.reportResolveFailed"), variant: "destructive" }),
    );
  const removeLabel = report.targetType === "user" ? t("admin.suspend") : t("admin.remove");
  return (
    <li className="space-y-2 py-4">
      <div className="flex flex-wrap items-center gap-2">
        <Badge className={PRIORITY_CLASS[report.priority]}>{t(PRIORITY_LABELS[report.priority])}</Badge>
        <Badge variant="outline">{t(TARGET_LABELS[report.targetType])}</Badge>
        {report.content?.held && <Badge variant="accent">{t("admin.heldForReview")}</Badge>}
        {report.reportCount > 1 && <span className="text-xs text-muted-foreground">{t("admin.openReportCount", { count: report.reportCount })}</span>}
        <span className="ms-auto text-xs text-muted-foreground"><TimeAgo date={report.createdAt} /></span>
      </div>
      <p className="line-clamp-3 font-medium [overflow-wrap:anywhere]">{report.content?.excerpt ?? t("admin.contentDeleted")}</p>
      <p className="text-sm text-muted-foreground">
        {report.content?.author && <>{t("admin.byAuthor", { name: report.content.author })}<Dot /></>}
        {t("admin.reportedBy", { name: report.reporter?.name ?? t("admin.autoModeration") })}
        <Dot />
        {t("admin.reason", { reason: REASON_LABELS[report.reason] ? t(REASON_LABELS[report.reason]) : report.reason })}
      </p>
      {report.details && <p className="rounded-md bg-muted px-3 py-2 text-sm [overflow-wrap:anywhere]">{report.details}</p>}
      {report.status === "resolved" ? (
        <p className="text-sm text-muted-foreground">
          {t(report.resolution === "approve" ? "admin.approvedBy" : "admin.removedBy", { name: report.resolvedBy ?? t("admin.aModerator") })} <TimeAgo date={report.resolvedAt} />
        </p>
      ) : (
        <div className="flex flex-wrap gap-2">
          {report.content?.url && (
            <Button variant="ghost" size="sm" asChild>
              <Link href={report.content.url}>
                <ExternalLink /> {t("admin.view")}
              </Link>
            </Button>
          )}
          <Button size="sm" variant="outline" onClick={() => void act("approve")} disabled={resolve.isPending}>
            <Check /> {t("admin.approve")}
          </Button>
          <Button
            size="sm"
            variant="outline"
            className={destructiveOutline}
            onClick={() => void act("remove")}
            disabled={resolve.isPending || (report.targetType === "user" && !canSuspend)}
            title={report.targetType === "user" && !canSuspend ? t("admin.onlyAdminsSuspend") : undefined}
          >
            <X /> {removeLabel}
          </Button>
        </div>
      )}
    </li>
  );
}

/** Moderation: the reports queue (open first, by priority) with Approve and Remove, and auto-moderation. */
/** `canSuspend`: the role holds users.suspend; `canChangeSettings`: admin.settings (shared/permissions.ts). */
export function ModerationTab({ canSuspend, canChangeSettings }: { canSuspend: boolean; canChangeSettings: boolean }) {
  const [status, setStatus] = useState<"open" | "resolved">("open");
  const reports = useAdminReports(status);
  const items = reports.data?.pages.flatMap((page) => page.items) ?? [];
  const t = useT();
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_320px]">
      <div className="min-w-0 space-y-4">
        <Card className="p-4 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-lg font-semibold">{t("admin.reports")}</h2>
          <StatusToggle label={t("admin.whichReports")} options={(["open", "resolved"] as const).map((value) => ({ value, label: t(STATUS_LABELS[value]) }))} value={status} onChange={setStatus} />
        </div>
        <div className="mt-2">
          {reports.isLoading ? (
            <ListSkeleton />
          ) : reports.isError ? (
            <ErrorState onRetry={() => reports.refetch()} />
          ) : items.length === 0 ? (
            <EmptyState
              title={status === "open" ? t("admin.noOpenReports") : t("admin.noResolvedReports")}
              description={status === "open" ? t("admin.noOpenReportsDescription") : undefined}
            />
          ) : (
            <ul className="divide-y">
              {items.map((report) => (
                <ReportRow key={report.id} report={report} canSuspend={canSuspend} />
              ))}
            </ul>
          )}
          <LoadMore hasNextPage={reports.hasNextPage} isFetchingNextPage={reports.isFetchingNextPage} fetchNextPage={reports.fetchNextPage} />
        </div>
        </Card>
        <AppealsSection />
      </div>
      <ModerationSettings canChange={canChangeSettings} />
    </div>
  );
}

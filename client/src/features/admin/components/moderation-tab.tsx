import { useState } from "react";
import { Link } from "wouter";
import { Check, ExternalLink, ShieldCheck, X } from "lucide-react";
import type { AdminReport, ReportPriority } from "@shared/admin";
import { REPORT_REASONS } from "@shared/reports";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { toast } from "@/hooks/use-toast";
import { TimeAgo } from "@/components/time-ago";
import { cn } from "@/lib/utils";
import { useAdminReports } from "../api/get-reports";
import { useResolveReport } from "../api/resolve-report";
import { EmptyState, ErrorState, ListSkeleton, LoadMore } from "./list-states";
import { ModerationSettings } from "./moderation-settings";
import { destructiveBadge, destructiveOutline } from "./tones";

const PRIORITY_CLASS: Record<ReportPriority, string> = {
  high: destructiveBadge,
  medium: "bg-accent text-accent-foreground",
  low: "bg-secondary text-secondary-foreground",
};

const reasonLabel = (reason: AdminReport["reason"]) =>
  reason === "blocked_words" ? "Blocked words" : (REPORT_REASONS.find((item) => item.value === reason)?.label ?? reason);

function ReportRow({ report, canSuspend }: { report: AdminReport; canSuspend: boolean }) {
  const resolve = useResolveReport();
  // mutateAsync: the row leaves the queue (unmounts) once resolved, and the toast must still show.
  const act = (action: "approve" | "remove") =>
    resolve.mutateAsync({ id: report.id, action }).then(
      () => toast({ title: "Report resolved successfully" }),
      () => toast({ title: "Failed to resolve report", variant: "destructive" }),
    );
  const removeLabel = report.targetType === "user" ? "Suspend" : "Remove";
  return (
    <li className="space-y-2 py-4">
      <div className="flex flex-wrap items-center gap-2">
        <Badge className={cn("capitalize", PRIORITY_CLASS[report.priority])}>{report.priority}</Badge>
        <Badge variant="outline" className="capitalize">
          {report.targetType}
        </Badge>
        {report.content?.held && <Badge variant="accent">Held for review</Badge>}
        {report.reportCount > 1 && <span className="text-xs text-muted-foreground">{report.reportCount} open reports</span>}
        <span className="ml-auto text-xs text-muted-foreground"><TimeAgo date={report.createdAt} /></span>
      </div>
      <p className="line-clamp-3 font-medium [overflow-wrap:anywhere]">{report.content?.excerpt ?? "This content has been deleted."}</p>
      <p className="text-sm text-muted-foreground">
        {report.content?.author && <>By {report.content.author} · </>}
        Reported by {report.reporter?.name ?? "Auto-moderation"} · Reason: {reasonLabel(report.reason)}
      </p>
      {report.details && <p className="rounded-md bg-muted px-3 py-2 text-sm [overflow-wrap:anywhere]">{report.details}</p>}
      {report.status === "resolved" ? (
        <p className="text-sm text-muted-foreground">
          {report.resolution === "approve" ? "Approved" : "Removed"} by {report.resolvedBy ?? "a moderator"} <TimeAgo date={report.resolvedAt} />
        </p>
      ) : (
        <div className="flex flex-wrap gap-2">
          {report.content?.url && (
            <Button variant="ghost" size="sm" asChild>
              <Link href={report.content.url}>
                <ExternalLink /> View
              </Link>
            </Button>
          )}
          <Button size="sm" variant="outline" onClick={() => void act("approve")} disabled={resolve.isPending}>
            <Check /> Approve
          </Button>
          <Button
            size="sm"
            variant="outline"
            className={destructiveOutline}
            onClick={() => void act("remove")}
            disabled={resolve.isPending || (report.targetType === "user" && !canSuspend)}
            title={report.targetType === "user" && !canSuspend ? "Only admins can suspend members" : undefined}
          >
            <X /> {removeLabel}
          </Button>
        </div>
      )}
    </li>
  );
}

/** Moderation: the reports queue (open first, by priority) with Approve and Remove, and auto-moderation. */
export function ModerationTab({ isAdmin }: { isAdmin: boolean }) {
  const [status, setStatus] = useState<"open" | "resolved">("open");
  const reports = useAdminReports(status);
  const items = reports.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_320px]">
      <Card className="p-4 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-lg font-semibold">Reports</h2>
          <div className="inline-flex rounded-md bg-muted p-1 text-sm" role="group" aria-label="Which reports">
            {(["open", "resolved"] as const).map((value) => (
              <button
                key={value}
                type="button"
                aria-pressed={status === value}
                onClick={() => setStatus(value)}
                className={cn(
                  "cursor-pointer rounded-sm px-3 py-1 capitalize text-muted-foreground",
                  status === value && "bg-card text-foreground shadow-sm",
                )}
              >
                {value}
              </button>
            ))}
          </div>
        </div>
        <div className="mt-2">
          {reports.isLoading ? (
            <ListSkeleton />
          ) : reports.isError ? (
            <ErrorState error={reports.error} />
          ) : items.length === 0 ? (
            <EmptyState
              icon={<ShieldCheck />}
              title={status === "open" ? "No open reports" : "No resolved reports yet"}
              description={status === "open" ? "Reports from members and posts held by auto-moderation appear here." : undefined}
            />
          ) : (
            <ul className="divide-y">
              {items.map((report) => (
                <ReportRow key={report.id} report={report} canSuspend={isAdmin} />
              ))}
            </ul>
          )}
          <LoadMore hasNextPage={reports.hasNextPage} isFetchingNextPage={reports.isFetchingNextPage} fetchNextPage={reports.fetchNextPage} />
        </div>
      </Card>
      <ModerationSettings isAdmin={isAdmin} />
    </div>
  );
}

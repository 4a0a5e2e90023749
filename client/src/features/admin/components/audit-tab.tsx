import { ScrollText } from "lucide-react";
import { Card } from "@/components/ui/card";
import { TimeAgo } from "@/components/time-ago";
import { useAdminAudit } from "../api/get-audit";
import { EmptyState, ErrorState, ListSkeleton, LoadMore } from "./list-states";

/** What each action is called in the log. */
const ACTIONS: Record<string, string> = {
  "admin.login": "signed in to the admin panel",
  "admin.logout": "signed out of the admin panel",
  "user.create": "added a user",
  "user.suspend": "suspended a user",
  "user.activate": "activated a user",
  "user.role": "changed a user's role",
  "user.delete": "deleted a user",
  "question.delete": "deleted a question",
  "question.close": "closed a question",
  "question.reopen": "reopened a question",
  "answer.delete": "deleted an answer",
  "comment.delete": "deleted a comment",
  "report.approve": "approved reported content",
  "report.remove": "removed reported content",
  "settings.update": "updated the site settings",
  "branding.logo": "uploaded a logo",
  "branding.favicon": "uploaded a favicon",
  "data.export": "exported the data",
  "data.backup": "downloaded a backup",
  "cache.clear": "cleared the cache",
  "site.reset": "reset the site",
};

function detailsText(details: Record<string, unknown> | null): string | null {
  if (!details) return null;
  if (Array.isArray(details.changed)) return details.changed.length ? `Changed: ${details.changed.join(", ")}` : "No changes";
  if (typeof details.from === "string" && typeof details.to === "string") return `${details.from} → ${details.to}`;
  if (typeof details.name === "string") return details.name;
  return null;
}

/** The audit log: every admin action, who did it and when. */
export function AuditTab() {
  const audit = useAdminAudit();
  const items = audit.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Card className="p-4 sm:p-6">
      <h2 className="text-lg font-semibold">Audit Log</h2>
      <div className="mt-2">
        {audit.isLoading ? (
          <ListSkeleton />
        ) : audit.isError ? (
          <ErrorState error={audit.error} />
        ) : items.length === 0 ? (
          <EmptyState icon={<ScrollText />} title="No admin actions yet" />
        ) : (
          <ul className="divide-y">
            {items.map((entry) => (
              <li key={entry.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 py-3 text-sm">
                <span className="min-w-0 flex-1 basis-64">
                  <span className="font-medium">{entry.actor}</span> {ACTIONS[entry.action] ?? entry.action}
                  {entry.targetType && entry.targetId && (
                    <span className="text-muted-foreground">
                      {" "}
                      ({entry.targetType} {entry.targetId.length > 12 ? `${entry.targetId.slice(0, 8)}…` : entry.targetId})
                    </span>
                  )}
                  {detailsText(entry.details) && <span className="block text-muted-foreground [overflow-wrap:anywhere]">{detailsText(entry.details)}</span>}
                </span>
                <TimeAgo date={entry.createdAt} className="shrink-0 text-muted-foreground" />
              </li>
            ))}
          </ul>
        )}
        <LoadMore hasNextPage={audit.hasNextPage} isFetchingNextPage={audit.isFetchingNextPage} fetchNextPage={audit.fetchNextPage} />
      </div>
    </Card>
  );
}

import { Card } from "@/components/ui/card";
import { TimeAgo } from "@/components/time-ago";
import { T, useT, type MessageId } from "@/i18n";
import { useAdminAudit } from "../api/get-audit";
import { EmptyState, ErrorState, ListSkeleton, LoadMore } from "./list-states";
import { useRoleLabel } from "./roles";

/** What each action is called in the log: "<b>{actor}</b> suspended a user". */
const ACTIONS: Record<string, MessageId> = {
  "admin.login": "admin.auditAdminLogin",
  "admin.logout": "admin.auditAdminLogout",
  "user.create": "admin.auditUserCreate",
  "user.suspend": "admin.auditUserSuspend",
  "user.activate": "admin.auditUserActivate",
  "user.role": "admin.auditUserRole",
  "user.delete": "admin.auditUserDelete",
  "question.delete": "admin.auditQuestionDelete",
  "question.close": "admin.auditQuestionClose",
  "question.reopen": "admin.auditQuestionReopen",
  "answer.delete": "admin.auditAnswerDelete",
  "comment.delete": "admin.auditCommentDelete",
  "report.approve": "admin.auditReportApprove",
  "report.remove": "admin.auditReportRemove",
  "settings.update": "admin.auditSettingsUpdate",
  "privileges.update": "admin.auditPrivilegesUpdate",
  "branding.logo": "admin.auditBrandingLogo",
  "branding.favicon": "admin.auditBrandingFavicon",
  "data.export": "admin.auditDataExport",
  "data.backup": "admin.auditDataBackup",
  "cache.clear": "admin.auditCacheClear",
  "site.reset": "admin.auditSiteReset",
};

const TARGETS: Record<string, MessageId> = {
  question: "admin.typeQuestion",
  answer: "admin.typeAnswer",
  comment: "admin.typeComment",
  user: "admin.typeUser",
};

const bold = (chunks: React.ReactNode[]) => <span className="font-medium">{chunks}</span>;

function useDetailsText() {
  const t = useT();
  const roleLabel = useRoleLabel();
  return (details: Record<string, unknown> | null): string | null => {
    if (!details) return null;
    if (Array.isArray(details.changed)) return details.changed.length ? t("admin.auditChanged", { fields: details.changed.join(", ") }) : t("admin.auditNoChanges");
    if (typeof details.from === "string" && typeof details.to === "string") return `${roleLabel(details.from)} → ${roleLabel(details.to)}`;
    if (typeof details.name === "string") return details.name;
    return null;
  };
}

/** The audit log: every admin action, who did it and when. */
export function AuditTab() {
  const audit = useAdminAudit();
  const items = audit.data?.pages.flatMap((page) => page.items) ?? [];
  const t = useT();
  const detailsText = useDetailsText();
  return (
    <Card className="p-4 sm:p-6">
      <h2 className="text-lg font-semibold">{t("admin.tabAudit")}</h2>
      <div className="mt-2">
        {audit.isLoading ? (
          <ListSkeleton />
        ) : audit.isError ? (
          <ErrorState onRetry={() => audit.refetch()} />
        ) : items.length === 0 ? (
          <EmptyState title={t("admin.noAuditEntries")} />
        ) : (
          <ul className="divide-y">
            {items.map((entry) => (
              <li key={entry.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 py-3 text-sm">
                <span className="min-w-0 flex-1 basis-64">
                  {ACTIONS[entry.action] ? (
                    <T id={ACTIONS[entry.action]!} values={{ actor: entry.actor, b: bold }} />
                  ) : (
                    <>
                      <span className="font-medium">{entry.actor}</span> {entry.action}
                    </>
                  )}
                  {entry.targetType && entry.targetId && (
                    <span className="ms-1 text-muted-foreground">
                      {t("admin.auditTarget", {
                        type: TARGETS[entry.targetType] ? t(TARGETS[entry.targetType]!) : entry.targetType,
                        id: entry.targetId.length > 12 ? `${entry.targetId.slice(0, 8)}…` : entry.targetId,
                      })}
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

import { useEffect, useState, type ReactNode } from "react";
import { useLocation } from "wouter";
import { TIMING } from "@shared/limits";
import type { User } from "@shared/users";
import { roleCan, type AdminArea } from "@shared/permissions";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useUser } from "@/hooks/use-user";
import { useAdminStats } from "@/features/admin/api/get-stats";
import { AdminHeader } from "@/features/admin/components/admin-header";
import { AuditTab } from "@/features/admin/components/audit-tab";
import { ContentTab } from "@/features/admin/components/content-tab";
import { MergeTopicsCard } from "@/features/admin/components/merge-topics-card";
import { ErrorState } from "@/features/admin/components/list-states";
import { MessagesTab } from "@/features/admin/components/messages-tab";
import { ModerationTab } from "@/features/admin/components/moderation-tab";
import { OverviewTab } from "@/features/admin/components/overview-tab";
import { SettingsTab } from "@/features/admin/components/settings-tab";
import { StatCards } from "@/features/admin/components/stat-cards";
import { UsersTab } from "@/features/admin/components/users-tab";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { ApiError } from "@/lib/api";
import { confirmLeave } from "@/lib/leave-guard";
import { TwoFactorSetupNotice } from "@/features/security/components/two-factor-setup-notice";
import { useFormat, useT, type MessageId } from "@/i18n";

/**
 * Each tab shows when the member's role holds its area's permission (shared/permissions.ts,
 * the rule the server enforces): moderators the overview, content and moderation; admins all.
 */
const TABS: { value: string; label: MessageId; area: AdminArea }[] = [
  { value: "overview", label: "admin.tabOverview", area: "overview" },
  { value: "users", label: "admin.tabUsers", area: "users" },
  { value: "content", label: "admin.tabContent", area: "content" },
  { value: "moderation", label: "admin.tabModeration", area: "reports" },
  { value: "settings", label: "admin.tabSettings", area: "settings" },
  { value: "audit", label: "admin.tabAudit", area: "audit" },
  { value: "messages", label: "admin.tabMessages", area: "messages" },
];

function AdminPanel({ user }: { user: User }) {
  const [, navigate] = useLocation();
  const stats = useAdminStats();
  const [tab, setTab] = useState("overview");
  const can = (area: AdminArea) => roleCan(user.role, `admin.${area}`);
  // The tabs' contents, each under its area's permission (in this order in the page).
  const panels: { value: string; area: AdminArea; content: ReactNode }[] = [
    { value: "overview", area: "overview", content: <OverviewTab stats={stats.data} isLoading={stats.isLoading} /> },
    {
      value: "content",
      area: "content",
      content: (
        <div className="space-y-4">
          <ContentTab />
          <MergeTopicsCard />
        </div>
      ),
    },
    { value: "moderation", area: "reports", content: <ModerationTab canSuspend={roleCan(user.role, "users.suspend")} canChangeSettings={can("settings")} /> },
    { value: "users", area: "users", content: <UsersTab currentUserId={user.id} /> },
    { value: "settings", area: "settings", content: <SettingsTab /> },
    { value: "audit", area: "audit", content: <AuditTab /> },
    { value: "messages", area: "messages", content: <MessagesTab /> },
  ];
  const t = useT();
  const format = useFormat();
  useDocumentTitle(t("admin.documentTitle"));

  // A session that ended elsewhere (logout, suspension) goes back to the login.
  // Staff on a site that requires two-factor sign-in, without it yet, are sent to set it up instead.
  const needsTwoFactor = stats.error instanceof ApiError && stats.error.errorId === "two_factor_setup_required";
  const sessionGone = !needsTwoFactor && stats.error instanceof ApiError && (stats.error.status === 401 || stats.error.status === 403);
  useEffect(() => {
    if (sessionGone) navigate("/admin/login", { replace: true });
  }, [sessionGone, navigate]);

  if (needsTwoFactor) {
    return (
      <div className="min-h-screen bg-background">
        <AdminHeader user={user} />
        <main className="mx-auto max-w-xl px-4 py-10">
          <TwoFactorSetupNotice message={(stats.error as ApiError).serverMessage} />
        </main>
      </div>
    );
  }

  return (
    <div className="min-h-screen bg-background">
      <AdminHeader user={user} />
      <main className="mx-auto max-w-6xl space-y-6 px-4 py-6">
        {stats.isError && !sessionGone && <ErrorState onRetry={() => stats.refetch()} />}
        <StatCards stats={stats.data} isLoading={stats.isLoading} />
        {/* A tab's settings form with unsaved changes asks before another tab replaces it (issue 23.6). */}
        <Tabs value={tab} onValueChange={(next) => confirmLeave() && setTab(next)}>
          <div className="-mx-4 overflow-x-auto px-4 pb-1">
            <TabsList className="w-max">
              {TABS.filter((tab) => can(tab.area)).map((tab) => (
                <TabsTrigger key={tab.value} value={tab.value} className="gap-2">
                  {t(tab.label)}
                  {tab.value === "moderation" && stats.data && stats.data.flaggedContent > 0 && (
                    <span className="rounded-full bg-primary px-1.5 text-xs tabular-nums text-primary-foreground">{format.number(stats.data.flaggedContent)}</span>
                  )}
                </TabsTrigger>
              ))}
            </TabsList>
          </div>
          {panels
            .filter((panel) => can(panel.area))
            .map((panel) => (
              <TabsContent key={panel.value} value={panel.value} className="mt-4">
                {panel.content}
              </TabsContent>
            ))}
        </Tabs>
      </main>
    </div>
  );
}

/**
 * /admin: staff only. Who is staff is the server's answer (the session's role), never a
 * browser flag; others go to /admin/login after about 0.1 s (spec 4).
 */
export default function AdminPage() {
  const { user } = useUser();
  const [, navigate] = useLocation();
  const isStaff = roleCan(user?.role, "staff");

  useEffect(() => {
    if (isStaff) return;
    const timer = setTimeout(() => navigate("/admin/login", { replace: true }), TIMING.adminRedirectMs);
    return () => clearTimeout(timer);
  }, [isStaff, navigate]);

  if (!user || !isStaff) return <PanelSkeleton />;
  return <AdminPanel user={user} />;
}

/** A quiet outline of the panel while a visitor is sent on to the sign-in (no full-screen "Loading..."). */
function PanelSkeleton() {
  const t = useT();
  return (
    <div className="min-h-screen bg-background" role="status" aria-busy="true" aria-label={t("common.loading")}>
      <div className="h-14 border-b bg-card" />
      <div className="mx-auto max-w-6xl space-y-6 px-4 py-6">
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} className="h-[5.5rem] last:col-span-2 sm:last:col-span-1" />
          ))}
        </div>
        <Skeleton className="h-10 w-full max-w-xl" />
        <Skeleton className="h-64 w-full" />
      </div>
    </div>
  );
}

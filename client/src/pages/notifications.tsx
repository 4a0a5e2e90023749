import { Bell, CheckCheck } from "lucide-react";
import type { NotificationItem } from "@shared/notifications";
import { AppShell } from "@/layouts/app-shell";
import { PageHeader } from "@/components/page-header";
import { StateMessage } from "@/components/state-message";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/lib/use-toast";
import { useNotifications } from "@/features/notifications/api/get-notifications";
import { useUnreadNotifications } from "@/features/notifications/api/get-unread-notifications";
import { useMarkNotificationsRead } from "@/features/notifications/api/mark-notifications-read";
import { NotificationRow, scrollToWhenShown } from "@/features/notifications/components/notification-list";
import { useT } from "@/i18n";

/** Every notification of the member, newest first, a page at a time (the bell's panel shows the latest). */
export default function NotificationsPage() {
  const t = useT();
  const notifications = useNotifications();
  const unread = useUnreadNotifications().data?.count ?? 0;
  const markRead = useMarkNotificationsRead();
  const items = notifications.data?.pages.flatMap((page) => page.items) ?? [];
  const failed = () => toast({ title: t("notifications.updateFailed"), variant: "destructive" });

  const handleOpen = (item: NotificationItem) => {
    if (!item.read) markRead.mutate({ ids: [item.id] }, { onError: failed });
    const hash = item.link?.split("#")[1];
    if (hash) scrollToWhenShown(hash);
  };

  return (
    <AppShell>
      <div className="space-y-6">
        <PageHeader
          icon={<Bell />}
          title={t("notifications.title")}
          subtitle={t("notifications.subtitle")}
          action={
            <Button variant="outline" disabled={unread === 0 || markRead.isPending} onClick={() => markRead.mutate({ all: true }, { onError: failed })}>
              <CheckCheck aria-hidden="true" /> {t("notifications.markAllRead")}
            </Button>
          }
        />
        {notifications.isLoading ? (
          <Card className="space-y-3 p-4" role="status" aria-busy="true" aria-label={t("notifications.loading")}>
            {Array.from({ length: 5 }, (_, index) => (
              <Skeleton key={index} className="h-12" />
            ))}
          </Card>
        ) : notifications.isError ? (
          <StateMessage kind="error" title={t("notifications.loadFailed")} onRetry={() => void notifications.refetch()} />
        ) : items.length === 0 ? (
          <StateMessage kind="empty" title={t("notifications.empty")} description={t("notifications.emptyHint")} />
        ) : (
          <Card className="overflow-hidden p-0">
            <ul aria-label={t("notifications.title")}>
              {items.map((item) => (
                <li key={item.id} className="border-b last:border-b-0">
                  <NotificationRow item={item} onOpen={() => handleOpen(item)} clamp={false} />
                </li>
              ))}
            </ul>
          </Card>
        )}
        {notifications.hasNextPage && (
          <div className="flex justify-center">
            <Button variant="outline" onClick={() => void notifications.fetchNextPage()} disabled={notifications.isFetchingNextPage}>
              {notifications.isFetchingNextPage ? t("common.loading") : t("common.loadMore")}
            </Button>
          </div>
        )}
      </div>
    </AppShell>
  );
}

import { useState, type ReactElement } from "react";
import { Link } from "wouter";
import { CheckCheck } from "lucide-react";
import type { NotificationItem } from "@shared/notifications";
import { Button } from "@/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/lib/use-toast";
import { useT } from "@/i18n";
import { useNotifications } from "../api/get-notifications";
import { useMarkNotificationsRead } from "../api/mark-notifications-read";
import { NotificationRow, scrollToWhenShown } from "./notification-list";

/** The bell's panel once first used (notifications-button.tsx): open from its first render. */
export default function NotificationsPopoverOpen({ trigger, unread }: { trigger: ReactElement; unread: number }) {
  const [open, setOpen] = useState(true);
  const t = useT();
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>{trigger}</PopoverTrigger>
      <PopoverContent className="flex max-h-[min(32rem,calc(100dvh-5rem))] w-[min(24rem,calc(100vw-1rem))] flex-col" aria-label={t("notifications.title")}>
        {open && <NotificationsPanel unread={unread} onNavigate={() => setOpen(false)} />}
      </PopoverContent>
    </Popover>
  );
}

function NotificationsPanel({ unread, onNavigate }: { unread: number; onNavigate: () => void }) {
  const notifications = useNotifications();
  const markRead = useMarkNotificationsRead();
  const t = useT();
  const items = notifications.data?.pages.flatMap((page) => page.items) ?? [];
  const failed = () => toast({ title: t("notifications.updateFailed"), variant: "destructive" });

  const handleOpen = (item: NotificationItem) => {
    if (!item.read) markRead.mutate({ ids: [item.id] }, { onError: failed });
    onNavigate();
    const hash = item.link?.split("#")[1];
    if (hash) scrollToWhenShown(hash);
  };

  return (
    <>
      <div className="flex items-center justify-between gap-2 border-b px-4 py-2.5">
        <h2 className="font-semibold">{t("notifications.title")}</h2>
        <Button
          variant="ghost"
          size="sm"
          className="h-8 px-2 text-primary"
          disabled={unread === 0 || markRead.isPending}
          onClick={() => markRead.mutate({ all: true }, { onError: failed })}
        >
          <CheckCheck aria-hidden="true" /> {t("notifications.markAllRead")}
        </Button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {notifications.isLoading ? (
          <div className="space-y-3 p-4" role="status" aria-busy="true" aria-label={t("notifications.loading")}>
            {Array.from({ length: 3 }, (_, index) => (
              <Skeleton key={index} className="h-12" />
            ))}
          </div>
        ) : notifications.isError ? (
          <div className="p-6 text-center text-sm text-muted-foreground" role="alert">
            <p>{t("notifications.loadFailed")}</p>
            <Button variant="outline" size="sm" className="mt-3" onClick={() => void notifications.refetch()}>
              {t("common.retry")}
            </Button>
          </div>
        ) : items.length === 0 ? (
          <div className="p-8 text-center">
            <p className="font-medium">{t("notifications.empty")}</p>
            <p className="mt-1 text-sm text-muted-foreground">{t("notifications.emptyHint")}</p>
          </div>
        ) : (
          <ul aria-label={t("notifications.latest")}>
            {items.map((item) => (
              <li key={item.id} className="border-b last:border-b-0">
                <NotificationRow item={item} onOpen={() => handleOpen(item)} />
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="border-t px-4 py-2.5 text-center">
        <Link href="/notifications" onClick={onNavigate} className="text-sm font-medium text-primary hover:underline">
          {t("notifications.seeAll")}
        </Link>
      </div>
    </>
  );
}

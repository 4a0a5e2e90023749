import { Bell } from "lucide-react";
import { Button } from "@/components/ui/button";
import { OnFirstUse } from "@/components/on-first-use";
import { useT } from "@/i18n";
import { useUnreadNotifications } from "../api/get-unread-notifications";

// The panel (Radix Popover, floating-ui, the list) loads when the bell is first used.
const loadPopover = () => import("./notifications-popover");

/** '3 unread', '99+ unread': what the bell's label says. */
export const unreadLabel = (count: number) => (count > 99 ? "99+" : String(count));

/**
 * The header's bell (spec 2.4): a dot only when something is unread (decision: the dot
 * shows real unread state), and a panel with the latest notifications and 'Mark all as read'.
 */
export function NotificationsButton() {
  const unread = useUnreadNotifications().data?.count ?? 0;
  const t = useT();
  return (
    <OnFirstUse
      haspopup="dialog"
      load={loadPopover}
      trigger={
        <Button
          variant="ghost"
          size="icon"
          className="relative h-9 w-9 shrink-0"
          aria-label={unread > 0 ? t("notifications.buttonUnread", { count: unreadLabel(unread) }) : t("notifications.title")}
        >
          <Bell className="size-5!" aria-hidden="true" />
          {unread > 0 && (
            <span className="absolute end-1.5 top-1.5 h-2.5 w-2.5 rounded-full bg-destructive ring-2 ring-card" data-testid="notifications-dot" aria-hidden="true" />
          )}
        </Button>
      }
      props={{ unread }}
    />
  );
}

import { useState } from "react";
import { Link } from "wouter";
import { Bell, CheckCheck } from "lucide-react";
import type { NotificationItem } from "@shared/notifications";
import { Button } from "@/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { Skeleton } from "@/components/ui/skeleton";
import { UserAvatar } from "@/components/user-avatar";
import { toast } from "@/hooks/use-toast";
import { TimeAgo } from "@/components/time-ago";
import { cn } from "@/lib/utils";
import { useNotifications } from "../api/get-notifications";
import { useUnreadNotifications } from "../api/get-unread-notifications";
import { useMarkNotificationsRead } from "../api/mark-notifications-read";
import { NotificationText } from "./notification-text";

/** '3 unread', '99+ unread': what the bell's label says. */
export const unreadLabel = (count: number) => (count > 99 ? "99+" : String(count));

/**
 * The header's bell (spec 2.4): a dot only when something is unread (decision: the dot
 * shows real unread state), and a panel with the latest notifications and 'Mark all as read'.
 */
export function NotificationsButton() {
  const [open, setOpen] = useState(false);
  const unread = useUnreadNotifications().data?.count ?? 0;
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative h-9 w-9 shrink-0"
          aria-label={unread > 0 ? `Notifications, ${unreadLabel(unread)} unread` : "Notifications"}
        >
          <Bell className="size-5!" aria-hidden="true" />
          {unread > 0 && (
            <span className="absolute right-1.5 top-1.5 h-2.5 w-2.5 rounded-full bg-destructive ring-2 ring-card" data-testid="notifications-dot" aria-hidden="true" />
          )}
        </Button>
      </PopoverTrigger>
      <PopoverContent className="flex max-h-[min(32rem,calc(100dvh-5rem))] w-[min(24rem,calc(100vw-1rem))] flex-col" aria-label="Notifications">
        {open && <NotificationsPanel unread={unread} onNavigate={() => setOpen(false)} />}
      </PopoverContent>
    </Popover>
  );
}

function NotificationsPanel({ unread, onNavigate }: { unread: number; onNavigate: () => void }) {
  const notifications = useNotifications();
  const markRead = useMarkNotificationsRead();
  const items = notifications.data?.pages.flatMap((page) => page.items) ?? [];
  const failed = () => toast({ title: "Error", description: "Failed to update notifications. Please try again.", variant: "destructive" });

  const handleOpen = (item: NotificationItem) => {
    if (!item.read) markRead.mutate({ ids: [item.id] }, { onError: failed });
    onNavigate();
    const hash = item.link?.split("#")[1];
    if (hash) scrollToWhenShown(hash);
  };

  return (
    <>
      <div className="flex items-center justify-between gap-2 border-b px-4 py-2.5">
        <h2 className="font-semibold">Notifications</h2>
        <Button
          variant="ghost"
          size="sm"
          className="h-8 px-2 text-primary"
          disabled={unread === 0 || markRead.isPending}
          onClick={() => markRead.mutate({ all: true }, { onError: failed })}
        >
          <CheckCheck aria-hidden="true" /> Mark all as read
        </Button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {notifications.isLoading ? (
          <div className="space-y-3 p-4" aria-busy="true" aria-label="Loading notifications">
            {Array.from({ length: 3 }, (_, index) => (
              <Skeleton key={index} className="h-12" />
            ))}
          </div>
        ) : notifications.isError ? (
          <p className="p-6 text-center text-sm text-destructive" role="alert">
            {notifications.error.message}
          </p>
        ) : items.length === 0 ? (
          <div className="p-8 text-center">
            <p className="font-medium">No notifications yet</p>
            <p className="mt-1 text-sm text-muted-foreground">Answers, comments, upvotes and new followers will show up here.</p>
          </div>
        ) : (
          <ul aria-label="Latest notifications">
            {items.map((item) => (
              <li key={item.id} className="border-b last:border-b-0">
                <NotificationRow item={item} onOpen={() => handleOpen(item)} />
              </li>
            ))}
          </ul>
        )}
        {notifications.hasNextPage && (
          <div className="flex justify-center p-3">
            <Button variant="outline" size="sm" onClick={() => notifications.fetchNextPage()} disabled={notifications.isFetchingNextPage}>
              {notifications.isFetchingNextPage ? "Loading..." : "Load More"}
            </Button>
          </div>
        )}
      </div>
    </>
  );
}

/**
 * The question page loads its answers after navigating; scroll to the answer a notification
 * is about once it is on the page (for up to 10 seconds).
 */
function scrollToWhenShown(id: string) {
  const find = () => {
    const element = document.getElementById(id);
    if (!element) return false;
    element.scrollIntoView({ block: "start" });
    return true;
  };
  if (find()) return;
  const observer = new MutationObserver(() => {
    if (find()) observer.disconnect();
  });
  observer.observe(document.body, { childList: true, subtree: true });
  setTimeout(() => observer.disconnect(), 10_000);
}

/** One notification: a link to where it happened (marking it read), or plain text when that is gone. */
function NotificationRow({ item, onOpen }: { item: NotificationItem; onOpen: () => void }) {
  const className = cn(
    "flex w-full items-start gap-3 px-4 py-3 text-left text-sm",
    item.link && "cursor-pointer hover:bg-muted focus-visible:bg-muted focus-visible:outline-none",
    !item.read && "bg-accent/40",
  );
  const body = (
    <>
      <UserAvatar user={item.actor} className="h-8 w-8 text-xs" />
      <span className="min-w-0 flex-1">
        <span className="line-clamp-3 break-words">
          <NotificationText item={item} />
        </span>
        <span className="mt-0.5 block text-xs text-muted-foreground"><TimeAgo date={item.createdAt} /></span>
      </span>
      {!item.read && (
        <span className="mt-1.5 h-2 w-2 shrink-0 rounded-full bg-primary">
          <span className="sr-only">Unread</span>
        </span>
      )}
    </>
  );
  return item.link ? (
    <Link href={item.link} onClick={onOpen} className={className}>
      {body}
    </Link>
  ) : (
    <div className={className}>{body}</div>
  );
}

import { Link } from "wouter";
import type { NotificationItem } from "@shared/notifications";
import { UserAvatar } from "@/components/user-avatar";
import { TimeAgo } from "@/components/time-ago";
import { useT } from "@/i18n";
import { cn } from "@/lib/utils";
import { AppealButton } from "@/components/appeal-button";
import { NotificationText, removedPostOf } from "./notification-text";

/**
 * The question page loads its answers after navigating; scroll to the answer a notification
 * is about once it is on the page (for up to 10 seconds).
 */
export function scrollToWhenShown(id: string) {
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
export function NotificationRow({ item, onOpen, clamp = true }: { item: NotificationItem; onOpen: () => void; clamp?: boolean }) {
  const t = useT();
  const className = cn(
    "flex w-full min-w-0 items-start gap-3 px-4 py-3 text-start text-sm",
    item.link && "cursor-pointer hover:bg-muted focus-visible:bg-muted focus-visible:-outline-offset-2",
    !item.read && "bg-accent/40",
  );
  const body = (
    <>
      <UserAvatar user={item.actor} className="h-8 w-8 text-xs" />
      <span className="min-w-0 flex-1">
        <span className={cn("block [overflow-wrap:anywhere]", clamp && "line-clamp-3")}>
          <NotificationText item={item} />
        </span>
        <span className="mt-0.5 block text-xs text-muted-foreground">
          <TimeAgo date={item.createdAt} />
        </span>
      </span>
      {!item.read && (
        <span className="mt-1.5 h-2 w-2 shrink-0 rounded-full bg-primary">
          <span className="sr-only">{t("notifications.unread")}</span>
        </span>
      )}
    </>
  );
  const row = item.link ? (
    <Link href={item.link} onClick={onOpen} className={className}>
      {body}
    </Link>
  ) : (
    <div className={className}>{body}</div>
  );
  // A post staff removed may be appealed from its notification (issue 25.6): the post is gone.
  const removed = removedPostOf(item);
  if (!removed) return row;
  return (
    <div className={cn(!item.read && "bg-accent/40")}>
      {row}
      <div className="-mt-2 pb-3 pe-4 ps-[3.75rem]">
        <AppealButton kind={removed.kind} id={removed.id} />
      </div>
    </div>
  );
}

import { Link } from "wouter";
import { MessageSquare } from "lucide-react";
import { useFormat, useT } from "@/i18n";
import { useUnreadMessages } from "../api/get-unread-messages";

/** The header's messages button (spec 2.4): to /messages, with the unread messages as a badge. */
export function MessagesButton() {
  const t = useT();
  const format = useFormat();
  const unread = useUnreadMessages().data?.count ?? 0;
  // Badge text: the count, '99+' beyond.
  const badge = unread > 99 ? t("messages.manyUnread", { count: 99 }) : format.number(unread);
  return (
    <Link
      href="/messages"
      aria-label={unread > 0 ? t("messages.buttonUnread", { count: unread, badge }) : t("messages.title")}
      className="relative inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-md hover:bg-muted"
    >
      <MessageSquare className="h-5 w-5" aria-hidden="true" />
      {unread > 0 && (
        <span
          className="absolute -end-0.5 -top-0.5 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-destructive px-1 text-[0.65rem] font-semibold leading-none text-destructive-foreground ring-2 ring-card"
          data-testid="messages-badge"
          aria-hidden="true"
        >
          {badge}
        </span>
      )}
    </Link>
  );
}

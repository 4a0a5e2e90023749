import { useState } from "react";
import type { AdminMessage } from "@shared/admin";
import { Card } from "@/components/ui/card";
import { TimeAgo } from "@/components/time-ago";
import { T, useT, type MessageId } from "@/i18n";
import { cn } from "@/lib/utils";
import { useAdminMessages, type MessageKind } from "../api/get-messages";
import { Dot, EmptyState, ErrorState, ListSkeleton, LoadMore } from "./list-states";

const KINDS: { value: MessageKind; label: MessageId; empty: MessageId }[] = [
  { value: "contact", label: "admin.messagesContact", empty: "admin.noContactMessages" },
  { value: "feedback", label: "admin.messagesFeedback", empty: "admin.noFeedback" },
  { value: "mail", label: "admin.messagesMail", empty: "admin.noMail" },
];

const MAIL_STATUS: Record<"kept" | "pending" | "sent" | "failed", MessageId> = {
  kept: "admin.mailKept",
  pending: "admin.mailPending",
  sent: "admin.mailSent",
  failed: "admin.mailFailed",
};

const bold = (chunks: React.ReactNode[]) => <span className="font-medium text-foreground">{chunks}</span>;

function MessageItem({ message }: { message: AdminMessage }) {
  const t = useT();
  const when = (
    <time dateTime={message.createdAt} className="shrink-0 text-xs text-muted-foreground">
      <TimeAgo date={message.createdAt} />
    </time>
  );
  if (message.kind === "contact") {
    return (
      <li className="space-y-1 py-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <p className="font-medium [overflow-wrap:anywhere]">{message.subject}</p>
          {when}
        </div>
        <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
          {message.name}
          <Dot />
          <a href={`mailto:${message.email}`} className="underline-offset-4 hover:underline">{message.email}</a>
        </p>
        <p className="whitespace-pre-wrap text-sm [overflow-wrap:anywhere]">{message.message}</p>
      </li>
    );
  }
  if (message.kind === "feedback") {
    return (
      <li className="space-y-1 py-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
            {message.page ? (
              <T id="admin.feedbackOnPage" values={{ who: message.member ?? t("admin.aVisitor"), page: message.page, b: bold }} />
            ) : (
              (message.member ?? t("admin.aVisitor"))
            )}
            {message.helpful !== null && <><Dot />{message.helpful ? t("admin.foundHelpful") : t("admin.notHelpful")}</>}
          </p>
          {when}
        </div>
        <p className="whitespace-pre-wrap text-sm [overflow-wrap:anywhere]">{message.message}</p>
      </li>
    );
  }
  return (
    <li className="space-y-1 py-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-medium [overflow-wrap:anywhere]">{message.subject}</p>
        {when}
      </div>
      <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
        {t("admin.mailTo", { to: message.to })}
        <Dot />
        <span data-testid="mail-status">{t(MAIL_STATUS[message.status])}</span>
        {message.attempts > 0 && message.status !== "sent" && <><Dot />{t("admin.mailTries", { count: message.attempts })}</>}
        {message.lastError && message.status !== "sent" && <><Dot />{message.lastError}</>}
      </p>
      <pre className="whitespace-pre-wrap rounded-md bg-muted p-3 font-sans text-sm [overflow-wrap:anywhere]">{message.text}</pre>
    </li>
  );
}

/** Messages: the contact form, help feedback, and the mail outbox (every mail, and whether it left). */
export function MessagesTab() {
  const [kind, setKind] = useState<MessageKind>("contact");
  const messages = useAdminMessages(kind);
  const items = messages.data?.pages.flatMap((page) => page.items) ?? [];
  const current = KINDS.find((item) => item.value === kind)!;
  const t = useT();
  return (
    <Card className="p-4 sm:p-6">
      <div className="inline-flex max-w-full overflow-x-auto rounded-md bg-muted p-1 text-sm" role="group" aria-label={t("admin.whichMessages")}>
        {KINDS.map((item) => (
          <button
            key={item.value}
            type="button"
            aria-pressed={kind === item.value}
            onClick={() => setKind(item.value)}
            className={cn("cursor-pointer whitespace-nowrap rounded-sm px-3 py-1 text-muted-foreground", kind === item.value && "bg-card text-foreground shadow-sm")}
          >
            {t(item.label)}
          </button>
        ))}
      </div>
      <div className="mt-2">
        {messages.isLoading ? (
          <ListSkeleton />
        ) : messages.isError ? (
          <ErrorState onRetry={() => messages.refetch()} />
        ) : items.length === 0 ? (
          <EmptyState title={t(current.empty)} />
        ) : (
          <ul className="divide-y">
            {items.map((message) => (
              <MessageItem key={`${message.kind}-${message.id}`} message={message} />
            ))}
          </ul>
        )}
        <LoadMore hasNextPage={messages.hasNextPage} isFetchingNextPage={messages.isFetchingNextPage} fetchNextPage={messages.fetchNextPage} />
      </div>
    </Card>
  );
}

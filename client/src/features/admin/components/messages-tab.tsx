import { useState } from "react";
import { Inbox } from "lucide-react";
import type { AdminMessage } from "@shared/admin";
import { Card } from "@/components/ui/card";
import { TimeAgo } from "@/components/time-ago";
import { cn } from "@/lib/utils";
import { useAdminMessages, type MessageKind } from "../api/get-messages";
import { EmptyState, ErrorState, ListSkeleton, LoadMore } from "./list-states";

const KINDS: { value: MessageKind; label: string; empty: string }[] = [
  { value: "contact", label: "Contact", empty: "No contact messages yet" },
  { value: "feedback", label: "Feedback", empty: "No feedback yet" },
  { value: "mail", label: "Outgoing mail", empty: "No mail sent yet" },
];

const MAIL_STATUS = {
  kept: "Kept here (no SMTP server set up)",
  pending: "Waiting to be sent",
  sent: "Sent",
  failed: "Could not be sent",
} as const;

function MessageItem({ message }: { message: AdminMessage }) {
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
          {message.name} · <a href={`mailto:${message.email}`} className="underline-offset-4 hover:underline">{message.email}</a>
        </p>
        <p className="whitespace-pre-wrap text-sm [overflow-wrap:anywhere]">{message.message}</p>
      </li>
    );
  }
  if (message.kind === "feedback") {
    return (
      <li className="space-y-1 py-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <p className="text-sm text-muted-foreground">
            {message.member ?? "A visitor"}
            {message.page && <> on {message.page}</>}
            {message.helpful !== null && <> · {message.helpful ? "Found it helpful" : "Did not find it helpful"}</>}
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
        <p className="font-medium">{message.subject}</p>
        {when}
      </div>
      <p className="text-sm text-muted-foreground">
        To {message.to} · <span data-testid="mail-status">{MAIL_STATUS[message.status]}</span>
        {message.attempts > 0 && message.status !== "sent" && <> · {message.attempts === 1 ? "1 try" : `${message.attempts} tries`}</>}
        {message.lastError && message.status !== "sent" && <> · {message.lastError}</>}
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
  return (
    <Card className="p-4 sm:p-6">
      <div className="inline-flex max-w-full overflow-x-auto rounded-md bg-muted p-1 text-sm" role="group" aria-label="Which messages">
        {KINDS.map((item) => (
          <button
            key={item.value}
            type="button"
            aria-pressed={kind === item.value}
            onClick={() => setKind(item.value)}
            className={cn("cursor-pointer whitespace-nowrap rounded-sm px-3 py-1 text-muted-foreground", kind === item.value && "bg-card text-foreground shadow-sm")}
          >
            {item.label}
          </button>
        ))}
      </div>
      <div className="mt-2">
        {messages.isLoading ? (
          <ListSkeleton />
        ) : messages.isError ? (
          <ErrorState error={messages.error} />
        ) : items.length === 0 ? (
          <EmptyState icon={<Inbox />} title={current.empty} />
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

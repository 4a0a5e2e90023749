import { useDeferredValue, useState } from "react";
import { Link } from "wouter";
import type { ConversationSummary } from "@shared/messages";
import { displayName } from "@shared/users";
import { Button } from "@/components/ui/button";
import { SearchInput } from "@/components/ui/search-input";
import { Skeleton } from "@/components/ui/skeleton";
import { differenceInMinutes, isSameYear } from "date-fns";
import { StateMessage } from "@/components/state-message";
import { useFormat, useT } from "@/i18n";
import { cn } from "@/lib/utils";
import { useConversations } from "../api/get-conversations";
import { MemberAvatar } from "./member-avatar";

/**
 * The inbox (spec 2.17): search by name, conversations latest first with their last
 * message and unread badge, 'Load More'. A conversation just started (no message yet) is
 * not in the server's list; the selected one is shown on top so the member sees it.
 */
export function ConversationList({ selectedId, selected }: { selectedId: number | null; selected?: ConversationSummary }) {
  const t = useT();
  const [search, setSearch] = useState("");
  const q = useDeferredValue(search.trim());
  const conversations = useConversations(q);
  const listed = conversations.data?.pages.flatMap((page) => page.items) ?? [];
  const items = selected && !q && !listed.some((item) => item.id === selected.id) ? [selected, ...listed] : listed;

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="border-b p-3">
        <form role="search" onSubmit={(event) => event.preventDefault()}>
          <SearchInput
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={t("messages.searchConversations")}
            aria-label={t("messages.searchConversations")}
            maxLength={100}
          />
        </form>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {conversations.isLoading ? (
          <div className="space-y-1 p-2" role="status" aria-busy="true" aria-label={t("messages.loadingConversations")}>
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} className="h-16" />
            ))}
          </div>
        ) : conversations.isError ? (
          <StateMessage
            kind="error"
            as="h3"
            className="m-3 px-4 py-8"
            title={t("messages.conversationsErrorTitle")}
            description={t("messages.errorText")}
            onRetry={() => void conversations.refetch()}
          />
        ) : items.length === 0 ? (
          <StateMessage
            kind="empty"
            as="h3"
            className="m-3 border-0 px-4 py-8"
            title={q ? t("messages.noMatches", { query: q }) : t("messages.noConversations")}
            description={q ? undefined : t("messages.noConversationsText")}
          />
        ) : (
          <ul aria-label={t("messages.conversations")}>
            {items.map((conversation) => (
              <li key={conversation.id}>
                <ConversationRow conversation={conversation} selected={conversation.id === selectedId} />
              </li>
            ))}
          </ul>
        )}
        {conversations.hasNextPage && (
          <div className="flex justify-center p-3">
            <Button variant="outline" size="sm" onClick={() => conversations.fetchNextPage()} disabled={conversations.isFetchingNextPage}>
              {conversations.isFetchingNextPage ? t("common.loading") : t("messages.loadMore")}
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}

/** A short time that leaves room for the name: 'now', '5m', '3h', then 'Nov 22', 'Nov 22, 2025' (in the reader's language). */
function useShortTime() {
  const t = useT();
  const format = useFormat();
  return (iso: string): string => {
    const date = new Date(iso);
    const minutes = differenceInMinutes(new Date(), date);
    if (minutes < 1) return t("messages.timeNow");
    if (minutes < 60) return t("messages.timeMinutes", { count: minutes });
    if (minutes < 24 * 60) return t("messages.timeHours", { count: Math.floor(minutes / 60) });
    return format.date(date, isSameYear(date, new Date()) ? { month: "short", day: "numeric" } : { dateStyle: "medium" });
  };
}

function ConversationRow({ conversation, selected }: { conversation: ConversationSummary; selected: boolean }) {
  const t = useT();
  const format = useFormat();
  const shortTime = useShortTime();
  const name = conversation.member ? displayName(conversation.member) : t("messages.deletedAccount");
  const unread = conversation.unreadCount;
  const last = conversation.lastMessage;
  const preview = last ? (last.isOwn ? t("messages.youPrefix", { text: last.content }) : last.content) : t("messages.noMessagesPreview");
  return (
    <Link
      href={`/messages/${conversation.id}`}
      aria-current={selected ? "page" : undefined}
      className={cn(
        "flex items-center gap-3 border-b px-3 py-3 hover:bg-muted focus-visible:bg-muted focus-visible:-outline-offset-2",
        selected && "bg-accent/60 hover:bg-accent/60",
      )}
    >
      <MemberAvatar conversation={conversation} />
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline justify-between gap-2">
          <span className={cn("truncate text-sm", unread > 0 ? "font-bold" : "font-medium")}>
            {name}
            {conversation.online && <span className="sr-only">{t("messages.onlineSuffix")}</span>}
          </span>
          {conversation.lastMessageAt && (
            <time dateTime={conversation.lastMessageAt} title={format.date(conversation.lastMessageAt, { dateStyle: "long", timeStyle: "short" })} className="shrink-0 text-xs text-muted-foreground">
              {shortTime(conversation.lastMessageAt)}
            </time>
          )}
        </span>
        <span className="flex items-center justify-between gap-2">
          <span className={cn("truncate text-sm", unread > 0 ? "font-medium text-foreground" : "text-muted-foreground")}>{preview}</span>
          {unread > 0 && (
            <span className="flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-foreground">
              {unread > 99 ? t("messages.manyUnread", { count: 99 }) : format.number(unread)}
              <span className="sr-only">{t("messages.unreadSuffix")}</span>
            </span>
          )}
        </span>
      </span>
    </Link>
  );
}

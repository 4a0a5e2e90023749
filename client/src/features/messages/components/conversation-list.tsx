import { useDeferredValue, useState } from "react";
import { Link } from "wouter";
import { MessageSquare } from "lucide-react";
import type { ConversationSummary } from "@shared/messages";
import { displayName } from "@shared/users";
import { Button } from "@/components/ui/button";
import { SearchInput } from "@/components/ui/search-input";
import { Skeleton } from "@/components/ui/skeleton";
import { differenceInMinutes, format, isSameYear } from "date-fns";
import { cn } from "@/lib/utils";
import { useConversations } from "../api/get-conversations";
import { MemberAvatar } from "./member-avatar";

/**
 * The inbox (spec 2.17): search by name, conversations latest first with their last
 * message and unread badge, 'Load More'. A conversation just started (no message yet) is
 * not in the server's list; the selected one is shown on top so the member sees it.
 */
export function ConversationList({ selectedId, selected }: { selectedId: number | null; selected?: ConversationSummary }) {
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
            placeholder="Search conversations"
            aria-label="Search conversations"
            maxLength={100}
          />
        </form>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {conversations.isLoading ? (
          <div className="space-y-1 p-2" aria-busy="true" aria-label="Loading conversations">
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} className="h-16" />
            ))}
          </div>
        ) : conversations.isError ? (
          <p className="p-6 text-center text-sm text-destructive" role="alert">
            {conversations.error.message}
          </p>
        ) : items.length === 0 ? (
          <div className="flex flex-col items-center gap-2 p-8 text-center">
            <MessageSquare className="h-8 w-8 text-muted-foreground" aria-hidden="true" />
            {q ? (
              <p className="text-sm text-muted-foreground">No conversations match “{q}”.</p>
            ) : (
              <>
                <p className="font-medium">No conversations yet</p>
                <p className="text-sm text-muted-foreground">Open a member's profile and choose Message to start one.</p>
              </>
            )}
          </div>
        ) : (
          <ul aria-label="Conversations">
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
              {conversations.isFetchingNextPage ? "Loading..." : "Load More"}
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}

/** A short time that leaves room for the name: 'now', '5m', '3h', then 'Nov 22', 'Nov 22, 2025'. */
function shortTime(iso: string): string {
  const date = new Date(iso);
  const minutes = differenceInMinutes(new Date(), date);
  if (minutes < 1) return "now";
  if (minutes < 60) return `${minutes}m`;
  if (minutes < 24 * 60) return `${Math.floor(minutes / 60)}h`;
  return format(date, isSameYear(date, new Date()) ? "MMM d" : "MMM d, yyyy");
}

function ConversationRow({ conversation, selected }: { conversation: ConversationSummary; selected: boolean }) {
  const name = conversation.member ? displayName(conversation.member) : "Deleted account";
  const unread = conversation.unreadCount;
  const preview = conversation.lastMessage ? `${conversation.lastMessage.isOwn ? "You: " : ""}${conversation.lastMessage.content}` : "No messages yet";
  return (
    <Link
      href={`/messages/${conversation.id}`}
      aria-current={selected ? "page" : undefined}
      className={cn(
        "flex items-center gap-3 border-b px-3 py-3 hover:bg-muted focus-visible:bg-muted focus-visible:outline-none",
        selected && "bg-accent/60 hover:bg-accent/60",
      )}
    >
      <MemberAvatar conversation={conversation} />
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline justify-between gap-2">
          <span className={cn("truncate text-sm", unread > 0 ? "font-bold" : "font-medium")}>
            {name}
            {conversation.online && <span className="sr-only">, online</span>}
          </span>
          {conversation.lastMessageAt && (
            <time dateTime={conversation.lastMessageAt} title={format(new Date(conversation.lastMessageAt), "PPpp")} className="shrink-0 text-xs text-muted-foreground">
              {shortTime(conversation.lastMessageAt)}
            </time>
          )}
        </span>
        <span className="flex items-center justify-between gap-2">
          <span className={cn("truncate text-sm", unread > 0 ? "font-medium text-foreground" : "text-muted-foreground")}>{preview}</span>
          {unread > 0 && (
            <span className="flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-foreground">
              {unread > 99 ? "99+" : unread}
              <span className="sr-only"> unread</span>
            </span>
          )}
        </span>
      </span>
    </Link>
  );
}

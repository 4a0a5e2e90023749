import { useEffect, useLayoutEffect, useRef } from "react";
import { Link } from "wouter";
import { ArrowLeft } from "lucide-react";
import { isSameDay } from "date-fns";
import type { ConversationSummary, MessageItem } from "@shared/messages";
import { displayName } from "@shared/users";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { StateMessage } from "@/components/state-message";
import { T, useFormat, useT } from "@/i18n";
import { cn } from "@/lib/utils";
import { useMessages } from "../api/get-messages";
import { useMarkConversationRead } from "../api/mark-conversation-read";
import { MemberAvatar } from "./member-avatar";
import { MessageComposer } from "./message-composer";

/** The selected conversation: who it is with, its messages (oldest at the top), and the send box. */
export function MessageThread({ conversation }: { conversation: ConversationSummary }) {
  const t = useT();
  const name = conversation.member ? displayName(conversation.member) : t("messages.deletedAccount");
  useMarkReadWhileOpen(conversation);
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="flex items-center gap-3 border-b px-3 py-2.5">
        <Button asChild variant="ghost" size="icon" className="h-9 w-9 shrink-0 md:hidden">
          <Link href="/messages" aria-label={t("messages.backToConversations")}>
            <ArrowLeft aria-hidden="true" />
          </Link>
        </Button>
        <MemberAvatar conversation={conversation} className="h-9 w-9 text-sm" />
        <div className="min-w-0">
          <h2 className="truncate font-semibold">
            {conversation.member ? (
              <Link href={`/profile/${conversation.member.id}`} className="hover:underline">
                {name}
              </Link>
            ) : (
              name
            )}
          </h2>
          <p className="text-xs text-muted-foreground">{t(conversation.online ? "messages.online" : "messages.offline")}</p>
        </div>
      </div>
      <MessageList conversationId={conversation.id} name={name} />
      {conversation.canReply ? (
        <MessageComposer key={conversation.id} conversationId={conversation.id} />
      ) : (
        <p className="border-t p-4 text-center text-sm break-words text-muted-foreground">{t("messages.cannotReceive", { name })}</p>
      )}
    </div>
  );
}

/** Marks the conversation read when it shows unread messages and the page is in view. */
function useMarkReadWhileOpen(conversation: ConversationSummary) {
  const { mutate } = useMarkConversationRead();
  const { id, unreadCount } = conversation;
  useEffect(() => {
    const markIfSeen = () => {
      if (unreadCount > 0 && document.visibilityState === "visible") mutate(id);
    };
    markIfSeen();
    document.addEventListener("visibilitychange", markIfSeen);
    return () => document.removeEventListener("visibilitychange", markIfSeen);
  }, [id, unreadCount, mutate]);
}

function MessageList({ conversationId, name }: { conversationId: number; name: string }) {
  const t = useT();
  const thread = useMessages(conversationId);
  const scroller = useRef<HTMLDivElement>(null);
  // Pages come newest first; the thread reads oldest first.
  const messages = [...(thread.data?.pages.flatMap((page) => page.items) ?? [])].reverse();
  const newestId = messages.at(-1)?.id;
  const oldestId = messages[0]?.id;
  const position = useRef<{ newestId?: number; oldestId?: number; fromBottom: number }>({ fromBottom: 0 });

  // A new message (or the first load) scrolls to the bottom; older messages loaded above keep the view still.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const previous = position.current;
    if (newestId !== previous.newestId) element.scrollTop = element.scrollHeight;
    else if (oldestId !== previous.oldestId) element.scrollTop = element.scrollHeight - previous.fromBottom;
    position.current = { newestId, oldestId, fromBottom: element.scrollHeight - element.scrollTop };
  }, [newestId, oldestId]);

  return (
    <div
      ref={scroller}
      className="min-h-0 flex-1 overflow-y-auto px-3 py-4"
      onScroll={(event) => {
        position.current.fromBottom = event.currentTarget.scrollHeight - event.currentTarget.scrollTop;
      }}
    >
      {thread.isLoading ? (
        <div className="space-y-3" role="status" aria-busy="true" aria-label={t("messages.loadingMessages")}>
          <Skeleton className="h-10 w-2/3" />
          <Skeleton className="ms-auto h-10 w-1/2" />
          <Skeleton className="h-10 w-3/5" />
        </div>
      ) : thread.isError ? (
        <StateMessage
          kind="error"
          as="h3"
          title={t("messages.messagesErrorTitle")}
          description={t("messages.errorText")}
          onRetry={() => void thread.refetch()}
        />
      ) : messages.length === 0 ? (
        <StateMessage kind="empty" as="h3" className="border-0 break-words" title={t("messages.noMessages")} description={t("messages.sayHello", { name })} />
      ) : (
        <>
          {thread.hasNextPage && (
            <div className="mb-3 flex justify-center">
              <Button variant="outline" size="sm" onClick={() => thread.fetchNextPage()} disabled={thread.isFetchingNextPage}>
                {thread.isFetchingNextPage ? t("common.loading") : t("messages.loadOlder")}
              </Button>
            </div>
          )}
          <ol className="space-y-2" aria-label={t("messages.messagesWith", { name })} aria-live="polite" aria-relevant="additions">
            {messages.map((message, index) => (
              <MessageBubble key={message.id} message={message} previous={messages[index - 1]} />
            ))}
          </ol>
        </>
      )}
    </div>
  );
}

function MessageBubble({ message, previous }: { message: MessageItem; previous?: MessageItem }) {
  const format = useFormat();
  const at = new Date(message.createdAt);
  const newDay = !previous || !isSameDay(new Date(previous.createdAt), at);
  return (
    <li>
      {newDay && <p className="my-3 text-center text-xs font-medium text-muted-foreground">{format.date(at, { dateStyle: "full" })}</p>}
      <div className={cn("flex flex-col", message.isOwn ? "items-end" : "items-start")}>
        <p
          className={cn(
            "max-w-[85%] whitespace-pre-wrap break-words rounded-2xl px-3.5 py-2 text-sm",
            message.isOwn ? "rounded-ee-sm bg-primary text-primary-foreground" : "rounded-es-sm bg-muted text-foreground",
          )}
        >
          {message.isOwn && (
            <span className="sr-only">
              <T id="messages.youLabel" />
            </span>
          )}
          {message.content}
        </p>
        <time dateTime={message.createdAt} className="mt-0.5 px-1 text-[0.7rem] text-muted-foreground">
          {format.date(at, { timeStyle: "short" })}
        </time>
      </div>
    </li>
  );
}

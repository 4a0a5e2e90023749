import { useEffect, useLayoutEffect, useRef } from "react";
import { Link } from "wouter";
import { ArrowLeft } from "lucide-react";
import { format, isSameDay } from "date-fns";
import type { ConversationSummary, MessageItem } from "@shared/messages";
import { displayName } from "@shared/users";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";
import { useMessages } from "../api/get-messages";
import { useMarkConversationRead } from "../api/mark-conversation-read";
import { MemberAvatar } from "./member-avatar";
import { MessageComposer } from "./message-composer";

/** The selected conversation: who it is with, its messages (oldest at the top), and the send box. */
export function MessageThread({ conversation }: { conversation: ConversationSummary }) {
  const name = conversation.member ? displayName(conversation.member) : "Deleted account";
  useMarkReadWhileOpen(conversation);
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="flex items-center gap-3 border-b px-3 py-2.5">
        <Button asChild variant="ghost" size="icon" className="h-9 w-9 shrink-0 md:hidden">
          <Link href="/messages" aria-label="Back to conversations">
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
          <p className="text-xs text-muted-foreground">{conversation.online ? "Online" : "Offline"}</p>
        </div>
      </div>
      <MessageList conversationId={conversation.id} name={name} />
      {conversation.canReply ? (
        <MessageComposer key={conversation.id} conversationId={conversation.id} />
      ) : (
        <p className="border-t p-4 text-center text-sm text-muted-foreground">{name} can't receive messages.</p>
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
        <div className="space-y-3" aria-busy="true" aria-label="Loading messages">
          <Skeleton className="h-10 w-2/3" />
          <Skeleton className="ml-auto h-10 w-1/2" />
          <Skeleton className="h-10 w-3/5" />
        </div>
      ) : thread.isError ? (
        <p className="p-6 text-center text-sm text-destructive" role="alert">
          {thread.error.message}
        </p>
      ) : messages.length === 0 ? (
        <p className="p-6 text-center text-sm text-muted-foreground">No messages yet. Say hello to {name}!</p>
      ) : (
        <>
          {thread.hasNextPage && (
            <div className="mb-3 flex justify-center">
              <Button variant="outline" size="sm" onClick={() => thread.fetchNextPage()} disabled={thread.isFetchingNextPage}>
                {thread.isFetchingNextPage ? "Loading..." : "Load older messages"}
              </Button>
            </div>
          )}
          <ol className="space-y-2" aria-label={`Messages with ${name}`} aria-live="polite" aria-relevant="additions">
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
  const at = new Date(message.createdAt);
  const newDay = !previous || !isSameDay(new Date(previous.createdAt), at);
  return (
    <li>
      {newDay && <p className="my-3 text-center text-xs font-medium text-muted-foreground">{format(at, "EEEE, MMMM d, yyyy")}</p>}
      <div className={cn("flex flex-col", message.isOwn ? "items-end" : "items-start")}>
        <p
          className={cn(
            "max-w-[85%] whitespace-pre-wrap break-words rounded-2xl px-3.5 py-2 text-sm",
            message.isOwn ? "rounded-br-sm bg-primary text-primary-foreground" : "rounded-bl-sm bg-muted text-foreground",
          )}
        >
          <span className="sr-only">{message.isOwn ? "You: " : ""}</span>
          {message.content}
        </p>
        <time dateTime={message.createdAt} className="mt-0.5 px-1 text-[0.7rem] text-muted-foreground">
          {format(at, "h:mm a")}
        </time>
      </div>
    </li>
  );
}

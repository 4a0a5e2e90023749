import { Link, useParams } from "wouter";
import { ArrowLeft, MessageSquare } from "lucide-react";
import { AppShell } from "@/app/layouts/app-shell";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiError } from "@/lib/api";
import { cn } from "@/lib/utils";
import { useConversation } from "@/features/messages/api/get-conversation";
import { ConversationList } from "@/features/messages/components/conversation-list";
import { MessageThread } from "@/features/messages/components/message-thread";

/** A conversation id from the path, or null for /messages (and for anything that is not an id). */
function parseId(value: string | undefined): number | null | "invalid" {
  if (value === undefined) return null;
  return /^[1-9]\d{0,9}$/.test(value) ? Number(value) : "invalid";
}

/**
 * /messages and /messages/{id} (spec 2.17): the conversation list with search and unread
 * badges beside the selected thread and its send box. On phones the list and the thread
 * are two views, the thread with a back button.
 */
export default function MessagesPage() {
  const params = useParams<{ id?: string }>();
  const parsed = parseId(params.id);
  const selectedId = typeof parsed === "number" ? parsed : null;
  const conversation = useConversation(selectedId);
  const showThread = parsed !== null;

  return (
    <AppShell>
      <h1 className={cn("mb-4 text-2xl font-bold", showThread && "sr-only md:not-sr-only")}>Messages</h1>
      <div className="flex h-[calc(100dvh-9.5rem)] min-h-[26rem] overflow-hidden rounded-lg border bg-card md:h-[calc(100dvh-12rem)]">
        <section aria-label="Conversations" className={cn("min-w-0 flex-col md:flex md:w-64 md:shrink-0 md:border-r lg:w-72", showThread ? "hidden" : "flex w-full")}>
          <ConversationList selectedId={selectedId} selected={conversation.data} />
        </section>
        <section aria-label="Conversation" className={cn("min-w-0 flex-1 flex-col md:flex", showThread ? "flex" : "hidden")}>
          {parsed === null ? (
            <div className="flex flex-1 flex-col items-center justify-center gap-2 p-8 text-center">
              <MessageSquare className="h-10 w-10 text-muted-foreground" aria-hidden="true" />
              <p className="font-medium">Select a conversation</p>
              <p className="text-sm text-muted-foreground">Choose someone on the left to read and reply.</p>
            </div>
          ) : conversation.isLoading ? (
            <div className="space-y-3 p-4" aria-busy="true" aria-label="Loading conversation">
              <Skeleton className="h-10 w-1/2" />
              <Skeleton className="h-10 w-2/3" />
            </div>
          ) : conversation.data ? (
            <MessageThread conversation={conversation.data} />
          ) : (
            <div className="flex flex-1 flex-col items-center justify-center gap-3 p-8 text-center" role={conversation.isError && !(conversation.error instanceof ApiError && conversation.error.status === 404) ? "alert" : undefined}>
              <p className="font-medium">
                {parsed === "invalid" || (conversation.error instanceof ApiError && conversation.error.status === 404)
                  ? "Conversation not found"
                  : conversation.error?.message}
              </p>
              <Button asChild variant="outline" size="sm">
                <Link href="/messages">
                  <ArrowLeft aria-hidden="true" /> Back to conversations
                </Link>
              </Button>
            </div>
          )}
        </section>
      </div>
    </AppShell>
  );
}

import { Link, useParams } from "wouter";
import { ArrowLeft, MessageSquare } from "lucide-react";
import { StateMessage } from "@/components/state-message";
import { useT } from "@/i18n";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { AppShell } from "@/layouts/app-shell";
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
  const t = useT();
  useDocumentTitle(t("messages.title"));
  const params = useParams<{ id?: string }>();
  const parsed = parseId(params.id);
  const selectedId = typeof parsed === "number" ? parsed : null;
  const conversation = useConversation(selectedId);
  const showThread = parsed !== null;

  return (
    <AppShell>
      <h1 className={cn("mb-4 text-2xl font-bold", showThread && "sr-only md:not-sr-only")}>{t("messages.title")}</h1>
      <div className="flex h-[calc(100dvh-9.5rem)] min-h-[26rem] overflow-hidden rounded-lg border bg-card md:h-[calc(100dvh-12rem)]">
        <section aria-label={t("messages.conversations")} className={cn("min-w-0 flex-col md:flex md:w-64 md:shrink-0 md:border-e lg:w-72", showThread ? "hidden" : "flex w-full")}>
          <ConversationList selectedId={selectedId} selected={conversation.data} />
        </section>
        <section aria-label={t("messages.conversation")} className={cn("min-w-0 flex-1 flex-col md:flex", showThread ? "flex" : "hidden")}>
          {parsed === null ? (
            <div className="flex flex-1 flex-col items-center justify-center gap-2 p-8 text-center">
              <MessageSquare className="h-10 w-10 text-muted-foreground" aria-hidden="true" />
              <p className="font-medium">{t("messages.selectConversation")}</p>
              <p className="text-sm text-muted-foreground">{t("messages.selectConversationText")}</p>
            </div>
          ) : conversation.isLoading ? (
            <div className="space-y-3 p-4" role="status" aria-busy="true" aria-label={t("messages.loadingConversation")}>
              <Skeleton className="h-10 w-1/2" />
              <Skeleton className="h-10 w-2/3" />
            </div>
          ) : conversation.data ? (
            <MessageThread conversation={conversation.data} />
          ) : (
            <div className="flex flex-1 items-center justify-center p-4">
              {parsed === "invalid" || (conversation.error instanceof ApiError && conversation.error.status === 404) ? (
                <StateMessage
                  kind="not-found"
                  className="w-full border-0"
                  title={t("messages.notFoundTitle")}
                  description={t("messages.notFoundText")}
                  actions={<BackToConversations />}
                />
              ) : (
                <StateMessage
                  kind="error"
                  className="w-full border-0"
                  title={t("messages.conversationErrorTitle")}
                  description={t("messages.errorText")}
                  onRetry={() => void conversation.refetch()}
                  actions={<BackToConversations />}
                />
              )}
            </div>
          )}
        </section>
      </div>
    </AppShell>
  );
}

function BackToConversations() {
  const t = useT();
  return (
    <Button asChild variant="outline">
      <Link href="/messages">
        <ArrowLeft className="rtl:rotate-180" aria-hidden="true" /> {t("messages.backToConversations")}
      </Link>
    </Button>
  );
}

import { useLocation } from "wouter";
import { Loader2, MessageSquare } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/use-toast";
import { useT } from "@/i18n";
import { ApiError } from "@/lib/api";
import { useStartConversation } from "../api/start-conversation";

/** 'Message' on another member's profile: opens the conversation with them, creating it if needed. */
export function MessageButton({ userId }: { userId: string }) {
  const t = useT();
  const start = useStartConversation();
  const [, navigate] = useLocation();
  const handleClick = () =>
    start.mutate(userId, {
      onSuccess: (conversation) => navigate(`/messages/${conversation.id}`),
      onError: (error) =>
        toast({
          title: t("messages.openFailed"),
          description: error instanceof ApiError && error.status < 500 && error.serverMessage ? error.serverMessage : t("messages.tryAgain"),
          variant: "destructive",
        }),
    });
  return (
    <Button variant="outline" onClick={handleClick} disabled={start.isPending}>
      {start.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <MessageSquare aria-hidden="true" />}
      {t("messages.message")}
    </Button>
  );
}

import { useState } from "react";
import { Loader2, SendHorizontal } from "lucide-react";
import { LIMITS } from "@shared/limits";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/use-toast";
import { useT } from "@/i18n";
import { ApiError } from "@/lib/api";
import { useSendMessage } from "../api/send-message";

/** Show the counter once this close to the limit. */
const COUNTER_FROM = LIMITS.messageContent - 200;

/** The send box: Enter sends, Shift+Enter starts a new line; the text stays if sending fails. */
export function MessageComposer({ conversationId }: { conversationId: number }) {
  const t = useT();
  const [text, setText] = useState("");
  const send = useSendMessage(conversationId);
  const trimmed = text.trim();

  const submit = () => {
    if (!trimmed || send.isPending) return;
    send.mutate(
      { content: trimmed },
      {
        onSuccess: () => setText(""),
        onError: (error) =>
          toast({
            title: t("messages.sendFailed"),
            description: error instanceof ApiError && error.status < 500 && error.serverMessage ? error.serverMessage : t("messages.tryAgain"),
            variant: "destructive",
          }),
      },
    );
  };

  return (
    <form
      className="flex items-end gap-2 border-t p-3"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="min-w-0 flex-1">
        <textarea
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            // Enter sends; Shift+Enter (and Enter while an input method composes) types on.
            if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              submit();
            }
          }}
          rows={1}
          maxLength={LIMITS.messageContent}
          placeholder={t("messages.composerPlaceholder")}
          aria-label={t("messages.message")}
          aria-describedby={`message-help-${conversationId}`}
          className="field-sizing-content max-h-40 min-h-10 w-full resize-none rounded-md border border-input bg-card px-3 py-2 text-base placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring md:text-sm"
        />
        <p id={`message-help-${conversationId}`} className="sr-only">
          {t("messages.composerHelp")}
        </p>
        {text.length >= COUNTER_FROM && (
          <p className="mt-1 text-end text-xs text-muted-foreground" aria-live="polite">
            {t("messages.characterCount", { count: text.length, max: LIMITS.messageContent })}
          </p>
        )}
      </div>
      <Button type="submit" size="icon" className="shrink-0" disabled={!trimmed || send.isPending} aria-label={t("messages.send")}>
        {send.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <SendHorizontal aria-hidden="true" />}
      </Button>
    </form>
  );
}

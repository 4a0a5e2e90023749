import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MessageItem, SendMessageInput } from "@shared/messages";
import { apiJson } from "@/lib/api";
import { addMessageToCaches } from "./message-cache";

/** POST /api/conversations/{id}/messages. */
export function sendMessage(conversationId: number, input: SendMessageInput) {
  return apiJson<MessageItem>("POST", `/api/conversations/${conversationId}/messages`, input);
}

/** Sends; the message joins the thread and the inbox at once (the live event, arriving too, is ignored as a duplicate). */
export function useSendMessage(conversationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SendMessageInput) => sendMessage(conversationId, input),
    onSuccess: (message) => addMessageToCaches(queryClient, message),
  });
}

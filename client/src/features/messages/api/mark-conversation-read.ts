import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MessagesUnreadCount } from "@shared/messages";
import { apiJson } from "@/lib/api";
import { setConversationRead } from "./message-cache";

/** POST /api/conversations/{id}/read: everything in it so far has been seen. */
export function markConversationRead(conversationId: number) {
  return apiJson<MessagesUnreadCount>("POST", `/api/conversations/${conversationId}/read`);
}

export function useMarkConversationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markConversationRead,
    onSuccess: (unread, conversationId) => setConversationRead(queryClient, conversationId, unread.count),
  });
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ConversationSummary } from "@shared/messages";
import { apiJson } from "@/lib/api";
import { conversationQueryOptions } from "./get-conversation";

/** POST /api/conversations: the conversation with this member, created if there is none. */
export function startConversation(userId: string) {
  return apiJson<ConversationSummary>("POST", "/api/conversations", { userId });
}

export function useStartConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startConversation,
    onSuccess: (conversation) => queryClient.setQueryData(conversationQueryOptions(conversation.id).queryKey, conversation),
  });
}

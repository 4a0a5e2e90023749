import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ConversationSummary } from "@shared/messages";
import { conversationsKey } from "./get-conversations";

/** GET /api/conversations/{id}: one conversation, for the thread's header. */
export const conversationQueryOptions = (id: number) =>
  queryOptions<ConversationSummary>({ queryKey: [...conversationsKey, id] });

export function useConversation(id: number | null) {
  return useQuery({ ...conversationQueryOptions(id ?? 0), enabled: id !== null });
}

import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { AdminMessagesPage } from "@shared/admin";
import { apiJson } from "@/lib/api";
import { pageUrl } from "./keys";

export type MessageKind = "contact" | "feedback" | "mail";

/** GET /api/admin/messages?kind=: contact messages, help feedback, or the mail outbox. */
export const adminMessagesQueryOptions = (kind: MessageKind) =>
  infiniteQueryOptions({
    queryKey: ["/api/admin/messages", kind],
    queryFn: ({ pageParam }) => apiJson<AdminMessagesPage>("GET", pageUrl("/api/admin/messages", { kind, cursor: pageParam })),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useAdminMessages(kind: MessageKind) {
  return useInfiniteQuery(adminMessagesQueryOptions(kind));
}

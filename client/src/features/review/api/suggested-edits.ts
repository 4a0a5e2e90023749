import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SuggestedEditQueue, SuggestedEditReviewed } from "@shared/suggested-edits";
import { apiJson } from "@/lib/api";
import { useUser } from "@/hooks/use-user";

// The suggested-edits queue (issue 25): GET /api/review/suggested-edits and the two verdicts.

const QUEUE_KEY = ["/api/review/suggested-edits"] as const;

/** The next suggestions the member may review; only asked for when they may (else the server's 403 would be the answer). */
export function useSuggestedEdits(enabled: boolean) {
  const { user } = useUser();
  return useQuery<SuggestedEditQueue>({ queryKey: QUEUE_KEY, enabled: Boolean(user) && enabled });
}

/** Approve or reject (with the reason told to the suggester); the queue and the post's pages are read again. */
export function useReviewSuggestedEdit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (verdict: { id: number; action: "approve" } | { id: number; action: "reject"; reason: string }) =>
      apiJson<SuggestedEditReviewed>("POST", `/api/review/suggested-edits/${verdict.id}/${verdict.action}`, verdict.action === "reject" ? { reason: verdict.reason } : undefined),
    onSuccess: () => queryClient.invalidateQueries({ predicate: (query) => /^\/api\/(review|questions|answers)/.test(String(query.queryKey[0])) }),
  });
}

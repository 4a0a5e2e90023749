import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson, ApiError } from "@/lib/api";
import { DRAFTS_KEY } from "./get-drafts";

/** DELETE /api/drafts/{id}. Already gone (404) counts as deleted. */
export function deleteDraft(id: number): Promise<void> {
  return apiJson<void>("DELETE", `${DRAFTS_KEY}/${id}`).catch((error: unknown) => {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  });
}

export function useDeleteDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDraft,
    // Not awaited: the card that asked is gone after the refetch, and its own callbacks must run first.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [DRAFTS_KEY] }),
  });
}

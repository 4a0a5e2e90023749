import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateDraftInput, Draft, UpdateDraftInput } from "@shared/drafts";
import { apiJson, ApiError } from "@/lib/api";
import { DRAFTS_KEY } from "./get-drafts";

/** What the composer or the answer box saves: a new draft, or changes to the one it continues. */
export interface SaveDraftInput {
  id: number | null;
  draft: CreateDraftInput;
}

/** The fields PATCH takes: answer drafts take their content only. */
function changesOf(draft: CreateDraftInput): UpdateDraftInput {
  return draft.type === "question" ? { title: draft.title ?? "", content: draft.content ?? "", topicIds: draft.topicIds ?? [] } : { content: draft.content ?? "" };
}

/**
 * POST /api/drafts, or PATCH /api/drafts/{id} when continuing a draft. A draft deleted
 * meanwhile (404) is saved again as a new one, so nothing typed is lost.
 */
export function useSaveDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, draft }: SaveDraftInput) => {
      if (id !== null) {
        try {
          return await apiJson<Draft>("PATCH", `${DRAFTS_KEY}/${id}`, changesOf(draft));
        } catch (error) {
          if (!(error instanceof ApiError && error.status === 404)) throw error;
        }
      }
      return apiJson<Draft>("POST", DRAFTS_KEY, draft);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [DRAFTS_KEY] }),
  });
}

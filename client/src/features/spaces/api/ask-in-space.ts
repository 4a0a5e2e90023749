import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AskedQuestion } from "@shared/questions";
import type { SpaceQuestionInput } from "@shared/spaces";
import { apiJson } from "@/lib/api";
import { spaceKey } from "./get-space";
import { spaceListsKey } from "./get-spaces";

/** POST /api/spaces/{id}/questions: asks in the space; its posts, its count and the feeds refresh. */
export function useAskInSpace(spaceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SpaceQuestionInput) =>
      apiJson<AskedQuestion>("POST", `/api/spaces/${spaceId}/questions`, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: spaceKey(spaceId) }),
        queryClient.invalidateQueries({ queryKey: spaceListsKey }),
        queryClient.invalidateQueries({ predicate: (query) => /^\/api\/(questions|users)/.test(String(query.queryKey[0])) }),
      ]),
  });
}

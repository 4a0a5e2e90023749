import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AskedQuestion, CreateQuestionInput } from "@shared/questions";
import { apiJson } from "@/lib/api";

/** POST /api/questions; success refreshes every question list. */
export function useCreateQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateQuestionInput) => apiJson<AskedQuestion>("POST", "/api/questions", input),
    onSuccess: () =>
      queryClient.invalidateQueries({
        predicate: (query) => /^\/api\/(questions|topics|users)/.test(String(query.queryKey[0])),
      }),
  });
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api";

type Kind = "questions" | "answers" | "comments";

/** PATCH /api/{questions|answers|comments}/{id}: the author edits. */
export function useEditContent(kind: Kind, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) => apiJson<unknown>("PATCH", `/api/${kind}/${id}`, body),
    onSuccess: () => queryClient.invalidateQueries({ predicate: (query) => /^\/api\/(questions|answers|topics|users)/.test(String(query.queryKey[0])) }),
  });
}

/** DELETE /api/{questions|answers|comments}/{id}: the author deletes. */
export function useDeleteContent(kind: Kind, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<void>("DELETE", `/api/${kind}/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ predicate: (query) => /^\/api\/(questions|answers|topics|users)/.test(String(query.queryKey[0])) }),
  });
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ContentKind } from "@shared/admin";
import { apiJson } from "@/lib/api";
import { invalidateAdmin } from "./keys";

/** DELETE /api/admin/{questions,answers,comments}/{id}. */
export function useDeleteContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ type, id }: { type: ContentKind; id: number }) => apiJson<void>("DELETE", `/api/admin/${type}s/${id}`),
    onSuccess: async () => {
      await invalidateAdmin(queryClient);
      // The feeds and pages that showed it.
      await queryClient.invalidateQueries({ predicate: (query) => /^\/api\/(questions|answers|topics|users)/.test(String(query.queryKey[0])) });
    },
  });
}

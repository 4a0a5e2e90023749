import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TopicDetail } from "@shared/topics";
import { apiJson } from "@/lib/api";
import { invalidateAdmin } from "./keys";

/** POST /api/admin/topics/{id}/merge {intoId} (issue 25.5): the kept topic comes back. */
export function useMergeTopics() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fromId, intoId }: { fromId: number; intoId: number }) => apiJson<TopicDetail>("POST", `/api/admin/topics/${fromId}/merge`, { intoId }),
    onSuccess: async () => {
      await invalidateAdmin(queryClient);
      // Every list that showed either topic, and the questions tagged with the merged one.
      await queryClient.invalidateQueries({ predicate: (query) => /^\/api\/(questions|topics|users)/.test(String(query.queryKey[0])) });
    },
  });
}

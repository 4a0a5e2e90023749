import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { User } from "@shared/users";
import { apiJson } from "@/lib/api";
import { userQueryOptions } from "@/hooks/use-user";

/**
 * Follows each chosen topic (POST /api/topics/{id}/follow), then sets the completed
 * flag (PATCH /api/users/onboarding) and refetches the current user (spec 4). The page passes
 * the topics feature's `followTopic`.
 */
export function useCompleteOnboarding(followTopic: (topicId: number, follow: true) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (topicIds: number[]) => {
      for (const id of topicIds) await followTopic(id, true);
      return apiJson<User>("PATCH", "/api/users/onboarding", { completed: true });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueryOptions.queryKey }),
  });
}

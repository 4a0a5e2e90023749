import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { User } from "@shared/users";
import { apiJson } from "@/lib/api";
import { userQueryOptions } from "@/hooks/use-user";
import { followTopic } from "@/features/topics/api/follow-topic";

/**
 * Follows each chosen topic (POST /api/topics/{id}/follow), then sets the completed
 * flag (PATCH /api/users/onboarding) and refetches the current user (spec 4).
 */
export function useCompleteOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (topicIds: number[]) => {
      for (const id of topicIds) await followTopic(id, true);
      return apiJson<User>("PATCH", "/api/users/onboarding", { completed: true });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueryOptions.queryKey }),
  });
}

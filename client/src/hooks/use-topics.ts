import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CreateTopicInput, TopicDetail } from "@shared/topics";
import { apiJson } from "@/lib/api";

/** GET /api/topics: every topic with its synonyms, most followed first. */
export const topicsQueryOptions = queryOptions<TopicDetail[]>({ queryKey: ["/api/topics"] });

export function useTopics() {
  return useQuery(topicsQueryOptions);
}

/**
 * POST /api/topics (issue 25.5): a new topic, for members with the create-topics privilege. The
 * catalogue is read again before the caller hears of it, so the new topic has a name to show.
 */
export function useCreateTopic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateTopicInput) => apiJson<TopicDetail>("POST", "/api/topics", input),
    onSuccess: (topic) => {
      queryClient.setQueryData(["/api/topics", topic.id], topic);
      return queryClient.invalidateQueries({ queryKey: topicsQueryOptions.queryKey, exact: true });
    },
  });
}

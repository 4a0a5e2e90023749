import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TopicDetail } from "@shared/topics";
import { apiJson } from "@/lib/api";
import { topicsQueryOptions } from "@/hooks/use-topics";
import { topicQueryOptions } from "./get-topic";

// A topic's synonyms (issue 25, point 5): each change brings the catalogue (the composer's topic
// search) and the topic's own page up to date. Creating a topic is hooks/use-topics.ts's.

/** POST /api/topics/{id}/synonyms (add) and DELETE /api/topics/{id}/synonyms/{name} (remove). */
export function useTopicSynonym(topicId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ name, add }: { name: string; add: boolean }) =>
      add
        ? apiJson<TopicDetail>("POST", `/api/topics/${topicId}/synonyms`, { name })
        : apiJson<TopicDetail>("DELETE", `/api/topics/${topicId}/synonyms/${encodeURIComponent(name)}`),
    onSuccess: (topic) => {
      queryClient.setQueryData(topicQueryOptions(topicId).queryKey, topic);
      return queryClient.invalidateQueries({ queryKey: topicsQueryOptions.queryKey, exact: true });
    },
  });
}

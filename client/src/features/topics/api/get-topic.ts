import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TopicDetail } from "@shared/topics";

/** The key every query about one topic starts with (topic, follow status, questions). */
export const topicKey = (topicId: number) => ["/api/topics", topicId] as const;

/** GET /api/topics/{id}: name, description, follower and question counts, synonyms. */
export const topicQueryOptions = (topicId: number) => queryOptions<TopicDetail>({ queryKey: topicKey(topicId) });

export function useTopic(topicId: number) {
  return useQuery(topicQueryOptions(topicId));
}

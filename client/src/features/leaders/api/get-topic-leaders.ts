import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TopicLeaderPeriod, TopicLeaders } from "@shared/leaders";
import { apiJson } from "@/lib/api";

/** GET /api/topics/{id}/leaders?period=: the topic's top answerers of the period. */
export const topicLeadersQueryOptions = (topicId: number, period: TopicLeaderPeriod) =>
  queryOptions({
    queryKey: ["/api/topics", topicId, "leaders", { period }],
    queryFn: () => apiJson<TopicLeaders>("GET", `/api/topics/${topicId}/leaders?period=${period}`),
  });

export function useTopicLeaders(topicId: number, period: TopicLeaderPeriod) {
  return useQuery(topicLeadersQueryOptions(topicId, period));
}

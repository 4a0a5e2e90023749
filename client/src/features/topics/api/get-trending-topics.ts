import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Topic } from "@shared/topics";

/** GET /api/topics/trending: the five topics with the most new questions this week. */
export const trendingTopicsQueryOptions = queryOptions<Topic[]>({ queryKey: ["/api/topics/trending"] });

export function useTrendingTopics() {
  return useQuery(trendingTopicsQueryOptions);
}

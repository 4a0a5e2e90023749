import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Topic } from "@shared/topics";

/** GET /api/topics: every topic, most followed first. */
export const topicsQueryOptions = queryOptions<Topic[]>({ queryKey: ["/api/topics"] });

export function useTopics() {
  return useQuery(topicsQueryOptions);
}

import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Topic } from "@shared/topics";

/** GET /api/users/topics/followed: the topics the signed-in member follows, by name. */
export const followedTopicsQueryOptions = queryOptions<Topic[]>({ queryKey: ["/api/users/topics/followed"] });

export function useFollowedTopics() {
  return useQuery(followedTopicsQueryOptions);
}

import { queryOptions, useQuery } from "@tanstack/react-query";
import { topicKey } from "./get-topic";

/** GET /api/topics/{id}/following: whether the signed-in member follows the topic. */
export const topicFollowingQueryOptions = (topicId: number) =>
  queryOptions<{ following: boolean }>({ queryKey: [...topicKey(topicId), "following"] });

export function useTopicFollowing(topicId: number) {
  return useQuery(topicFollowingQueryOptions(topicId));
}

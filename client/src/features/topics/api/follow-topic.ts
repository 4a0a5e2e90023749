import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TopicDetail, TopicFollowResult } from "@shared/topics";
import { apiJson } from "@/lib/api";
import { followedTopicsQueryOptions } from "./get-followed-topics";
import { topicQueryOptions } from "./get-topic";
import { topicFollowingQueryOptions } from "./get-topic-following";
import { trendingTopicsQueryOptions } from "./get-trending-topics";
import { topicsQueryOptions } from "@/hooks/use-topics";

/** POST (follow) or DELETE (unfollow) /api/topics/{id}/follow. */
export function followTopic(topicId: number, follow: boolean) {
  return apiJson<TopicFollowResult>(follow ? "POST" : "DELETE", `/api/topics/${topicId}/follow`);
}

/**
 * The topic page's Follow/Following toggle (spec 4): afterwards the follow status and the
 * followed-topics list are refetched, and every shown follower count is brought up to date.
 */
export function useFollowTopic(topicId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (follow: boolean) => followTopic(topicId, follow),
    onSuccess: ({ followerCount }) => {
      queryClient.setQueryData(topicQueryOptions(topicId).queryKey, (topic: TopicDetail | undefined) => (topic ? { ...topic, followerCount } : topic));
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: topicFollowingQueryOptions(topicId).queryKey }),
        queryClient.invalidateQueries({ queryKey: followedTopicsQueryOptions.queryKey }),
        queryClient.invalidateQueries({ queryKey: trendingTopicsQueryOptions.queryKey }),
        queryClient.invalidateQueries({ queryKey: topicsQueryOptions.queryKey, exact: true }),
        // For You and Following depend on the followed topics.
        queryClient.invalidateQueries({ queryKey: ["/api/questions"] }),
      ]);
    },
  });
}

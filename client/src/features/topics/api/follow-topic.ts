import { apiJson } from "@/lib/api";

export interface FollowResult {
  following: boolean;
  followerCount: number;
}

/** POST (follow) or DELETE (unfollow) /api/topics/{id}/follow. */
export function followTopic(topicId: number, follow: boolean) {
  return apiJson<FollowResult>(follow ? "POST" : "DELETE", `/api/topics/${topicId}/follow`);
}

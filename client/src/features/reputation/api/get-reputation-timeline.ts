import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ReputationTimeline } from "@shared/reputation.responses";
import { apiJson } from "@/lib/api";

/** GET /api/users/{id}/reputation/timeline: the total at the end of each UTC day it moved. */
export function fetchReputationTimeline(userId: string) {
  return apiJson<ReputationTimeline>("GET", `/api/users/${encodeURIComponent(userId)}/reputation/timeline`);
}

export const reputationTimelineQueryOptions = (userId: string) =>
  queryOptions({ queryKey: ["/api/users", userId, "reputation", "timeline"], queryFn: () => fetchReputationTimeline(userId) });

export function useReputationTimeline(userId: string) {
  return useQuery(reputationTimelineQueryOptions(userId));
}

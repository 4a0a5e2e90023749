import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { FEED_PAGE_SIZE } from "@shared/boot";
import type { Page, QuestionSummary, TopicSort } from "@shared/questions";
import { apiJson } from "@/lib/api";
import { cursorParam } from "@/lib/page-param";

/** The key of every sort of a topic's question list; invalidating it refreshes them all. */
export const topicQuestionsKey = (topicId: number) => ["/api/topics", topicId, "questions"] as const;

/** GET /api/topics/{id}/questions?sort=: latest, trending (hot score) or popular (upvotes). */
export const topicQuestionsQueryOptions = (topicId: number, sort: TopicSort) =>
  infiniteQueryOptions({
    queryKey: [...topicQuestionsKey(topicId), { sort }],
    // A feed's page size (ten cards fill a phone twice over), as the topic page's boot data asks it.
    queryFn: ({ pageParam }) => apiJson<Page<QuestionSummary>>("GET", `/api/topics/${topicId}/questions?sort=${sort}&limit=${FEED_PAGE_SIZE}${cursorParam(pageParam)}`),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useTopicQuestions(topicId: number, sort: TopicSort) {
  return useInfiniteQuery(topicQuestionsQueryOptions(topicId, sort));
}

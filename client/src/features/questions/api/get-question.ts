import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AnswerItem, Page, PostedAnswer, QuestionDetail } from "@shared/questions";
import { apiJson } from "@/lib/api";

/** GET /api/questions/{id}. */
export const questionQueryOptions = (id: number) => queryOptions<QuestionDetail>({ queryKey: ["/api/questions", id] });

export function useQuestion(id: number) {
  return useQuery(questionQueryOptions(id));
}

/** GET /api/questions/{id}/answers, best first, a page at a time. */
export const answersQueryOptions = (questionId: number) =>
  infiniteQueryOptions({
    queryKey: ["/api/questions", questionId, "answers"],
    queryFn: ({ pageParam }) =>
      apiJson<Page<AnswerItem>>("GET", `/api/questions/${questionId}/answers${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ""}`),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useAnswers(questionId: number) {
  return useInfiniteQuery(answersQueryOptions(questionId));
}

/** POST /api/questions/{id}/views: counted once per visitor per hour by the server. */
export function recordView(questionId: number) {
  return apiJson<{ counted: boolean }>("POST", `/api/questions/${questionId}/views`).catch(() => undefined);
}

/** POST /api/questions/{id}/answers. */
export function usePostAnswer(questionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => apiJson<PostedAnswer>("POST", `/api/questions/${questionId}/answers`, { content }),
    onSuccess: () => queryClient.invalidateQueries({ predicate: (query) => /^\/api\/(questions|topics|users)/.test(String(query.queryKey[0])) }),
  });
}

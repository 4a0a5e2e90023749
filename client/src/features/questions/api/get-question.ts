import { infiniteQueryOptions, keepPreviousData, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AnswerItem, AnswerSort, Page, PostedAnswer, QuestionDetail } from "@shared/questions";
import { answersQueryKey } from "@shared/boot";
import { apiJson } from "@/lib/api";

/** GET /api/questions/{id}. */
export const questionQueryOptions = (id: number) => queryOptions<QuestionDetail>({ queryKey: ["/api/questions", id] });

export function useQuestion(id: number) {
  return useQuery(questionQueryOptions(id));
}

/** GET /api/questions/{id}/answers in one of the answer orders (best first by default), a page at a time. */
export const answersQueryOptions = (questionId: number, sort: AnswerSort = "votes") =>
  infiniteQueryOptions({
    queryKey: answersQueryKey(questionId, sort),
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams();
      if (sort !== "votes") params.set("sort", sort);
      if (pageParam) params.set("cursor", pageParam);
      const query = params.toString();
      return apiJson<Page<AnswerItem>>("GET", `/api/questions/${questionId}/answers${query ? `?${query}` : ""}`);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useAnswers(questionId: number, sort: AnswerSort = "votes") {
  // Another order keeps the answers shown until its own arrive: no jump to a skeleton.
  return useInfiniteQuery({ ...answersQueryOptions(questionId, sort), placeholderData: keepPreviousData });
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

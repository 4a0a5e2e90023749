import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import type { CommentItem, Page, PostedComment } from "@shared/questions";
import { apiJson } from "@/lib/api";

/** GET /api/answers/{id}/comments, oldest first. */
export const commentsQueryOptions = (answerId: number) =>
  infiniteQueryOptions({
    queryKey: ["/api/answers", answerId, "comments"],
    queryFn: ({ pageParam }) =>
      apiJson<Page<CommentItem>>("GET", `/api/answers/${answerId}/comments${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ""}`),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useComments(answerId: number, enabled: boolean) {
  return useInfiniteQuery({ ...commentsQueryOptions(answerId), enabled });
}

/** POST /api/answers/{id}/comments. */
export function usePostComment(answerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => apiJson<PostedComment>("POST", `/api/answers/${answerId}/comments`, { content }),
    onSuccess: () => queryClient.invalidateQueries({ predicate: (query) => /^\/api\/(questions|answers)/.test(String(query.queryKey[0])) }),
  });
}

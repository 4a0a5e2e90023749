import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import type { CommentItem, Page, PostedComment } from "@shared/questions";
import { apiJson } from "@/lib/api";

/** What comments are on: an answer, or a question itself. */
export interface CommentParent {
  kind: "answers" | "questions";
  id: number;
}

/** GET /api/answers/{id}/comments or /api/questions/{id}/comments, oldest first. */
export const commentsQueryOptions = (parent: CommentParent) =>
  infiniteQueryOptions({
    queryKey: [`/api/${parent.kind}`, parent.id, "comments"],
    queryFn: ({ pageParam }) =>
      apiJson<Page<CommentItem>>("GET", `/api/${parent.kind}/${parent.id}/comments${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ""}`),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useComments(parent: CommentParent, enabled: boolean) {
  return useInfiniteQuery({ ...commentsQueryOptions(parent), enabled });
}

/** POST /api/answers/{id}/comments or /api/questions/{id}/comments. */
export function usePostComment(parent: CommentParent) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => apiJson<PostedComment>("POST", `/api/${parent.kind}/${parent.id}/comments`, { content }),
    onSuccess: () => queryClient.invalidateQueries({ predicate: (query) => /^\/api\/(questions|answers)/.test(String(query.queryKey[0])) }),
  });
}

import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from "@tanstack/react-query";
import type { CommentItem, CommentVoteResult, Page, PostedComment } from "@shared/questions";
import { ApiError, apiJson } from "@/lib/api";
import { toast } from "@/lib/use-toast";
import { useT } from "@/i18n";

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

/**
 * POST /api/comments/{id}/vote with {value: 1|0}: upvotes or takes the upvote back. The
 * comment's list shows the server's count and vote at once, without refetching the thread.
 */
export function useCommentVote(parent: CommentParent, id: number) {
  const t = useT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: 0 | 1) => apiJson<CommentVoteResult>("POST", `/api/comments/${id}/vote`, { value }),
    onSuccess: (result) =>
      queryClient.setQueryData<InfiniteData<Page<CommentItem>, string | null>>(commentsQueryOptions(parent).queryKey, (data) =>
        data && {
          ...data,
          pages: data.pages.map((page) => ({ ...page, items: page.items.map((item) => (item.id === id ? { ...item, ...result } : item)) })),
        },
      ),
    onError: (error) =>
      toast({ title: t("question.voteFailed"), description: error instanceof ApiError && error.serverMessage ? error.serverMessage : t("question.tryAgain"), variant: "destructive" }),
  });
}

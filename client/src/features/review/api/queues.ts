import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PostReviewHistory, ReviewAction, ReviewQueues, ReviewTaskPage, ReviewTaskReviewed, TaskQueue } from "@shared/review";
import type { CloseReason } from "@shared/close-reasons";
import type { MemberReportReason } from "@shared/reports";
import { apiJson } from "@/lib/api";
import { useUser } from "@/hooks/use-user";

// The review queues (issue 25, point 3): GET /api/review, GET /api/review/{queue} and
// POST /api/review/{queue}/{taskId}. A decisive action is done first through the post's own
// route (a comment, a report, a close or reopen vote), then recorded, as the server checks.

/** The queues the member may work, with what waits in each. */
export function useReviewQueues() {
  const { user } = useUser();
  return useQuery<ReviewQueues>({ queryKey: ["/api/review"], enabled: Boolean(user) });
}

/** The next tasks of one task queue. */
export function useReviewTasks(queue: TaskQueue | null) {
  return useQuery<ReviewTaskPage>({ queryKey: [`/api/review/${queue}`], enabled: queue !== null });
}

/** What the reviewer does before recording it, when the action is done on the post itself. */
export type ReviewDeed =
  | { kind: "comment"; text: string }
  | { kind: "report"; reason: MemberReportReason }
  | { kind: "close"; reason: CloseReason }
  | { kind: "reopen" }
  | null;

export interface ReviewInput {
  queue: TaskQueue;
  taskId: number;
  questionId: number;
  answerId: number | null;
  action: ReviewAction;
  comment?: string;
  deed: ReviewDeed;
}

/** Does the deed (if any), then records the review; the queues and the post's pages are read again. */
export function useReviewTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ queue, taskId, questionId, answerId, action, comment, deed }: ReviewInput) => {
      if (deed?.kind === "comment") {
        await apiJson("POST", answerId === null ? `/api/questions/${questionId}/comments` : `/api/answers/${answerId}/comments`, { content: deed.text });
      } else if (deed?.kind === "report") {
        await apiJson("POST", "/api/reports", { targetType: answerId === null ? "question" : "answer", targetId: String(answerId ?? questionId), reason: deed.reason });
      } else if (deed?.kind === "close") {
        await apiJson("POST", `/api/questions/${questionId}/close-votes`, { reason: deed.reason });
      } else if (deed?.kind === "reopen") {
        await apiJson("POST", `/api/questions/${questionId}/reopen-votes`);
      }
      return apiJson<ReviewTaskReviewed>("POST", `/api/review/${queue}/${taskId}`, { action, ...(comment ? { comment } : {}) });
    },
    onSettled: () => queryClient.invalidateQueries({ predicate: (query) => /^\/api\/(review|questions|answers)/.test(String(query.queryKey[0])) }),
  });
}

/** Staff's history of a question's reviews (its answers' and suggested edits' included). */
export function usePostReviews(questionId: number, enabled: boolean) {
  return useQuery<PostReviewHistory>({ queryKey: [`/api/questions/${questionId}/reviews`], enabled });
}

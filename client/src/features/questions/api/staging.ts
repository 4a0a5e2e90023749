import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { StagingQueue, StagingStep } from "@shared/staging";
import { apiJson } from "@/lib/api";
import { useUser } from "@/hooks/use-user";

// The staging ground (issue 25.4): a staged question's steps, and the queue reviewers work.

export type StagingAction = "comment" | "request-changes" | "resubmit" | "publish";

const PATHS: Record<StagingAction, string> = {
  comment: "comments",
  "request-changes": "request-changes",
  resubmit: "resubmit",
  publish: "publish",
};

/** POST /api/questions/{id}/staging/{step}; the question, the queue and the feeds are read again. */
export function useStagingStep(questionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, body }: { action: StagingAction; body?: string }) =>
      apiJson<StagingStep>("POST", `/api/questions/${questionId}/staging/${PATHS[action]}`, body === undefined ? undefined : { body }),
    // Not awaited: a publish takes the question out of the queue, and the caller's own onSuccess
    // (its toast) must run before the refetch unmounts the panel that asked.
    onSettled: () => {
      void queryClient.invalidateQueries({ predicate: (query) => /^\/api\/(review|questions|topics|users)/.test(String(query.queryKey[0])) });
    },
  });
}

/** GET /api/review/staging-ground: the staged questions waiting for reviewers. */
export function useStagingQueue(enabled: boolean) {
  const { user } = useUser();
  return useQuery<StagingQueue>({ queryKey: ["/api/review/staging-ground"], enabled: enabled && Boolean(user) });
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { VoteResult, VoteValue } from "@shared/questions";
import { apiJson } from "@/lib/api";
import { toast } from "@/lib/use-toast";
import { ApiError } from "@/lib/api";
import { useT } from "@/i18n";
import { privilegesQueryOptions } from "@/hooks/use-privileges";

/** POST /api/questions/{id}/vote or /api/answers/{id}/vote with {value}. */
export function useVote(kind: "questions" | "answers", id: number) {
  const t = useT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: VoteValue) => apiJson<VoteResult>("POST", `/api/${kind}/${id}/vote`, { value }),
    onSuccess: () => queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith("/api/") && query.queryKey[0] !== "/api/auth/user" }),
    onError: (error) => {
      // The member's privileges changed since they were read: the button shows why from now on.
      if (error instanceof ApiError && error.errorId === "privilege_required") void queryClient.invalidateQueries({ queryKey: privilegesQueryOptions.queryKey });
      toast({
        title: t("question.voteFailed"),
        description: error instanceof ApiError && error.serverMessage ? error.serverMessage : t("question.tryAgain"),
        variant: "destructive",
      });
    },
  });
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api";
import { toast } from "@/lib/use-toast";
import { useT } from "@/i18n";

const refreshContent = (queryClient: ReturnType<typeof useQueryClient>) =>
  queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith("/api/questions") });

/** POST / DELETE /api/questions/{id}/follow: hear about new answers. */
export function useFollowQuestion(id: number) {
  const t = useT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (follow: boolean) => apiJson<{ following: boolean }>(follow ? "POST" : "DELETE", `/api/questions/${id}/follow`),
    onSuccess: ({ following }) => {
      toast({
        title: following ? t("question.followingToast") : t("question.unfollowedToast"),
        description: following ? t("question.followingToastHelp") : t("question.unfollowedToastHelp"),
      });
      return refreshContent(queryClient);
    },
    onError: () => toast({ title: t("question.errorTitle"), description: t("question.followFailed"), variant: "destructive" }),
  });
}

/** POST /api/questions/{id}/hide ('Not interested'), with undo through DELETE. */
export function useHideQuestion(id: number) {
  const t = useT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (hide: boolean) => apiJson<{ hidden: boolean }>(hide ? "POST" : "DELETE", `/api/questions/${id}/hide`),
    onSuccess: ({ hidden }) => {
      toast({
        title: hidden ? t("question.hiddenToast") : t("question.restoredToast"),
        description: hidden ? t("question.hiddenToastHelp") : t("question.restoredToastHelp"),
      });
      return refreshContent(queryClient);
    },
    onError: () => toast({ title: t("question.errorTitle"), description: t("question.somethingWentWrong"), variant: "destructive" }),
  });
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api";
import { toast } from "@/hooks/use-toast";

const refreshContent = (queryClient: ReturnType<typeof useQueryClient>) =>
  queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith("/api/questions") });

/** POST / DELETE /api/questions/{id}/follow: hear about new answers. */
export function useFollowQuestion(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (follow: boolean) => apiJson<{ following: boolean }>(follow ? "POST" : "DELETE", `/api/questions/${id}/follow`),
    onSuccess: ({ following }) => {
      toast({
        title: following ? "Following question" : "Unfollowed question",
        description: following ? "You will hear about new answers to this question." : "You will no longer hear about new answers.",
      });
      return refreshContent(queryClient);
    },
    onError: () => toast({ title: "Error", description: "Failed to update follow status. Please try again.", variant: "destructive" }),
  });
}

/** POST /api/questions/{id}/hide ('Not interested'), with undo through DELETE. */
export function useHideQuestion(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (hide: boolean) => apiJson<{ hidden: boolean }>(hide ? "POST" : "DELETE", `/api/questions/${id}/hide`),
    onSuccess: ({ hidden }) => {
      toast({
        title: hidden ? "Question hidden" : "Question restored",
        description: hidden ? "We will show you fewer questions like this in For You." : "The question can appear in For You again.",
      });
      return refreshContent(queryClient);
    },
    onError: () => toast({ title: "Error", description: "Something went wrong. Please try again.", variant: "destructive" }),
  });
}

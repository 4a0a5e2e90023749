import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UserFollowResult, UserProfile } from "@shared/users";
import { apiJson } from "@/lib/api";
import { userQueryOptions } from "@/hooks/use-user";
import { userProfileQueryOptions } from "./get-user-profile";

/** POST (follow) or DELETE (unfollow) /api/users/{id}/follow. */
export function useFollowUser(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (follow: boolean) => apiJson<UserFollowResult>(follow ? "POST" : "DELETE", `/api/users/${userId}/follow`),
    onSuccess: (result) => {
      queryClient.setQueryData(userProfileQueryOptions(userId).queryKey, (profile: UserProfile | undefined) =>
        profile ? { ...profile, isFollowing: result.following, stats: { ...profile.stats, followerCount: result.followerCount } } : profile,
      );
      const me = queryClient.getQueryData(userQueryOptions.queryKey);
      return queryClient.invalidateQueries({
        predicate: ({ queryKey: [root, id, list] }) =>
          // Question lists carry followsAuthor and the Following feed holds followed people's posts;
          // the viewer's own profile counts whom they follow.
          /^\/api\/(questions|topics)/.test(String(root)) ||
          (root === "/api/users" && (list !== undefined || (me !== undefined && me !== null && id === me.id))),
      });
    },
  });
}

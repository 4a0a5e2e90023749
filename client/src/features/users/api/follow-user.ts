import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UserFollowResult, UserProfile } from "@shared/users";
import { apiJson } from "@/lib/api";
import { userQueryOptions } from "@/features/auth/api/get-user";
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
      // The viewer's own 'following' count changed too.
      const me = queryClient.getQueryData(userQueryOptions.queryKey);
      if (me) return queryClient.invalidateQueries({ queryKey: userProfileQueryOptions(me.id).queryKey, exact: true });
    },
  });
}

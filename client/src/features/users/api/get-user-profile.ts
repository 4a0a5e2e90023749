import { queryOptions, useQuery } from "@tanstack/react-query";
import type { UserProfile } from "@shared/users";

/** The key every query about one member starts with; invalidating it refreshes them all. */
export const userKey = (userId: string) => ["/api/users", userId] as const;

/** GET /api/users/{id}: the profile with its stats (email and settings for the owner only). */
export const userProfileQueryOptions = (userId: string) => queryOptions<UserProfile>({ queryKey: userKey(userId) });

/** Loads nothing while `userId` is null (someone else's edit screen, say). */
export function useUserProfile(userId: string | null) {
  return useQuery({ ...userProfileQueryOptions(userId ?? ""), enabled: userId !== null && userId !== "" });
}

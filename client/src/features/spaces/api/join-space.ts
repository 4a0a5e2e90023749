import { useMutation, useQueryClient, type InfiniteData } from "@tanstack/react-query";
import type { Page } from "@shared/questions";
import type { Space, SpaceMembership } from "@shared/spaces";
import { apiJson } from "@/lib/api";

/**
 * POST (join) or DELETE (leave) /api/spaces/{id}/join. Every shown copy of the space takes the
 * new member count at once; then the lists refetch (Joined and Recommended change with it).
 */
export function useJoinSpace(spaceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (join: boolean) => apiJson<SpaceMembership>(join ? "POST" : "DELETE", `/api/spaces/${spaceId}/join`),
    onSuccess: (membership) => {
      const update = (space: Space) => (space.id === spaceId ? { ...space, ...membership } : space);
      queryClient.setQueryData<Space>(["/api/spaces", spaceId], (space) => (space ? update(space) : space));
      queryClient.setQueriesData<InfiniteData<Page<Space>> | Page<Space>>({ queryKey: ["/api/spaces", "lists"] }, (data) => {
        if (!data) return data;
        if ("pages" in data) return { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map(update) })) };
        return { ...data, items: data.items.map(update) };
      });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ["/api/spaces", "lists"], refetchType: "inactive" }),
        queryClient.invalidateQueries({ queryKey: ["/api/search"] }),
      ]);
    },
  });
}

import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import type { Appeal, DecideAppealInput } from "@shared/appeals";
import type { Page } from "@shared/questions";
import { apiJson } from "@/lib/api";
import { invalidateAdmin, pageUrl } from "./keys";

/** GET /api/admin/appeals?status=: pending (oldest first) or decided (issue 25.6). */
export const adminAppealsQueryOptions = (status: "pending" | "decided") =>
  infiniteQueryOptions({
    queryKey: ["/api/admin/appeals", status],
    queryFn: ({ pageParam }) => apiJson<Page<Appeal>>("GET", pageUrl("/api/admin/appeals", { status, cursor: pageParam })),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useAdminAppeals(status: "pending" | "decided") {
  return useInfiniteQuery(adminAppealsQueryOptions(status));
}

/** POST /api/admin/appeals/{id}/decide: uphold or overturn, with a note for the author. */
export function useDecideAppeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: DecideAppealInput & { id: number }) => apiJson<Appeal>("POST", `/api/admin/appeals/${id}/decide`, body),
    onSuccess: async () => {
      await invalidateAdmin(queryClient);
      // An overturn publishes a post or reopens a question.
      await queryClient.invalidateQueries({ predicate: (query) => /^\/api\/(questions|answers)/.test(String(query.queryKey[0])) });
    },
  });
}

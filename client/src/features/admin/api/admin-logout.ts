import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api";
import { userQueryOptions } from "@/hooks/use-user";

/** POST /api/admin/logout: ends the server session; the browser forgets every cached answer. */
export function useAdminLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<void>("POST", "/api/admin/logout"),
    onSettled: () => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== userQueryOptions.queryKey[0] });
      queryClient.setQueryData(userQueryOptions.queryKey, null);
    },
  });
}

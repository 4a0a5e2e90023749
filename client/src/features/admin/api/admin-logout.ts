import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api";
import { forgetReaderAnswers, userQueryOptions } from "@/hooks/use-user";

/** POST /api/admin/logout: ends the server session; the browser forgets every cached answer. */
export function useAdminLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<void>("POST", "/api/admin/logout"),
    onSettled: () => {
      forgetReaderAnswers(queryClient);
      queryClient.setQueryData(userQueryOptions.queryKey, null);
    },
  });
}

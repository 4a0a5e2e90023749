import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminReport } from "@shared/admin";
import { apiJson } from "@/lib/api";
import { invalidateAdmin } from "./keys";

/** POST /api/admin/reports/{id}/resolve {action}: approve keeps (or publishes) it, remove deletes it. */
export function useResolveReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: "approve" | "remove" }) => apiJson<AdminReport>("POST", `/api/admin/reports/${id}/resolve`, { action }),
    onSuccess: async () => {
      await invalidateAdmin(queryClient);
      await queryClient.invalidateQueries({ predicate: (query) => /^\/api\/(questions|answers|topics|users)/.test(String(query.queryKey[0])) });
    },
  });
}

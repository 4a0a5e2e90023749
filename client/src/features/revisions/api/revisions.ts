import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { RevisionList } from "@shared/revisions";
import { apiJson } from "@/lib/api";

export type RevisionKind = "questions" | "answers";

/** GET /api/{questions|answers}/{id}/revisions: newest first, the original last. */
export const revisionsQueryOptions = (kind: RevisionKind, id: number) => queryOptions<RevisionList>({ queryKey: [`/api/${kind}`, id, "revisions"] });

export function useRevisions(kind: RevisionKind, id: number, enabled = true) {
  return useQuery({ ...revisionsQueryOptions(kind, id), enabled });
}

/** POST /api/{questions|answers}/{id}/revisions/{n}/rollback: the author or staff; a new revision. */
export function useRollback(kind: RevisionKind, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (n: number) => apiJson<{ held?: boolean; message?: string }>("POST", `/api/${kind}/${id}/revisions/${n}/rollback`),
    onSuccess: () => queryClient.invalidateQueries({ predicate: (query) => /^\/api\/(questions|answers|topics|users)/.test(String(query.queryKey[0])) }),
  });
}

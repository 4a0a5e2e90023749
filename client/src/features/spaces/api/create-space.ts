import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateSpaceInput, Space } from "@shared/spaces";
import { apiJson } from "@/lib/api";
import { spaceListsKey } from "./get-spaces";

/** POST /api/spaces; the creator is its first member. Every space list refreshes. */
export function useCreateSpace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateSpaceInput) => apiJson<Space>("POST", "/api/spaces", input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: spaceListsKey }),
  });
}

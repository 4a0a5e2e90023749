import { useMutation } from "@tanstack/react-query";
import type { AssistResult } from "@shared/questions";
import { apiJson } from "@/lib/api";

/** POST /api/questions/assist: AI Help's suggestions for the draft. */
export function useAssist() {
  return useMutation({
    mutationFn: (draft: { title: string; content: string; topicIds: number[] }) => apiJson<AssistResult>("POST", "/api/questions/assist", draft),
  });
}

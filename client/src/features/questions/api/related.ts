import { queryOptions, useQuery } from "@tanstack/react-query";
import type { RelatedQuestion } from "@shared/questions";
import { apiJson } from "@/lib/api";

/** GET /api/questions/{id}/related: up to five questions like this one. */
export const relatedQueryOptions = (questionId: number) =>
  queryOptions({
    queryKey: ["/api/questions", questionId, "related"],
    queryFn: () => apiJson<{ items: RelatedQuestion[] }>("GET", `/api/questions/${questionId}/related`),
  });

export function useRelatedQuestions(questionId: number, enabled: boolean) {
  return useQuery({ ...relatedQueryOptions(questionId), enabled });
}

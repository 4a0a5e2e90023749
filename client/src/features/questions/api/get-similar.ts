import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { SimilarQuestion } from "@shared/questions";
import { apiJson } from "@/lib/api";

/**
 * GET /api/questions/similar?q=: the duplicate check while a title is typed (the composer
 * debounces the title); a newer title cancels the older request through its signal.
 */
export function useSimilarQuestions(title: string) {
  const q = title.trim();
  return useQuery({
    queryKey: ["/api/questions/similar", q],
    queryFn: ({ signal }) => apiJson<SimilarQuestion[]>("GET", `/api/questions/similar?q=${encodeURIComponent(q)}`, undefined, signal),
    enabled: q.length >= 8,
    placeholderData: keepPreviousData,
  });
}

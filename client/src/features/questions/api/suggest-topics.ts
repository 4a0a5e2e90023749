import { useQuery } from "@tanstack/react-query";
import { LIMITS } from "@shared/limits";
import type { Topic } from "@shared/topics";
import { apiJson } from "@/lib/api";

/** GET /api/topics/suggest?text=: topics that fit the question being written (already debounced by the caller). */
export function useTopicSuggestions(text: string) {
  const value = text.trim().slice(0, LIMITS.topicSuggestText);
  return useQuery({
    queryKey: ["/api/topics/suggest", value],
    queryFn: () => apiJson<Topic[]>("GET", `/api/topics/suggest?text=${encodeURIComponent(value)}&limit=6`),
    enabled: value.length >= 3,
    // Keeps the last suggestions while the next ones load, but never for text too short to ask about.
    placeholderData: (previous) => (value.length >= 3 ? previous : undefined),
    staleTime: 60_000,
  });
}

import { queryOptions, useQuery } from "@tanstack/react-query";
import type { LanguageWithUsers } from "@shared/languages";

/** GET /api/languages: every language with how many members chose it. */
export const languagesQueryOptions = queryOptions<LanguageWithUsers[]>({ queryKey: ["/api/languages"] });

export function useLanguages() {
  return useQuery(languagesQueryOptions);
}

import { queryOptions, useQuery } from "@tanstack/react-query";
import type { LanguagePreferences } from "@shared/languages";

/** GET /api/languages/preferences: the member's languages and switches (the defaults if never saved). */
export const languagePreferencesQueryOptions = queryOptions<LanguagePreferences>({ queryKey: ["/api/languages/preferences"] });

export function useLanguagePreferences() {
  return useQuery(languagePreferencesQueryOptions);
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LanguagePreferences } from "@shared/languages";
import { apiJson } from "@/lib/api";
import { languagePreferencesQueryOptions } from "./get-language-preferences";
import { languagesQueryOptions } from "./get-languages";

/** PUT /api/languages/preferences; the member counts per language change with it. */
export function useSaveLanguagePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: LanguagePreferences) => apiJson<LanguagePreferences>("PUT", "/api/languages/preferences", preferences),
    onSuccess: (saved) => {
      queryClient.setQueryData(languagePreferencesQueryOptions.queryKey, saved);
      return queryClient.invalidateQueries({ queryKey: languagesQueryOptions.queryKey });
    },
  });
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LanguagePreferences } from "@shared/languages";
import { apiJson } from "@/lib/api";
import { languagePreferencesQueryOptions } from "./get-language-preferences";
import { languagesQueryOptions } from "./get-languages";

/**
 * PUT /api/languages/preferences with `changes` laid over what was saved last; the member counts
 * per language change with it. Saves run one after another (one scope), each over the one before,
 * so a switch saved while the languages are being saved is not undone by them (issue 23.6).
 */
export function useSaveLanguagePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    scope: { id: "language-preferences" },
    mutationFn: (changes: Partial<LanguagePreferences>) => {
      const saved = queryClient.getQueryData(languagePreferencesQueryOptions.queryKey);
      return apiJson<LanguagePreferences>("PUT", "/api/languages/preferences", { ...saved, ...changes });
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(languagePreferencesQueryOptions.queryKey, saved);
      return queryClient.invalidateQueries({ queryKey: languagesQueryOptions.queryKey });
    },
  });
}

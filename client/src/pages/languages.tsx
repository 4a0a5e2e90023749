import { useState } from "react";
import { Languages, Loader2 } from "lucide-react";
import type { LanguageCode } from "@shared/language-list";
import { languagePreferencesSchema, type LanguagePreferences, type LanguageWithUsers } from "@shared/languages";
import { AppShell } from "@/app/layouts/app-shell";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/hooks/use-toast";
import { useLanguagePreferences } from "@/features/languages/api/get-language-preferences";
import { useLanguages } from "@/features/languages/api/get-languages";
import { useSaveLanguagePreferences } from "@/features/languages/api/save-language-preferences";
import { LanguagePicker } from "@/features/languages/components/language-picker";
import { SettingSwitch } from "@/features/users/components/setting-switch";

const SWITCHES = [
  { key: "autoTranslate", label: "Auto-translate", description: "Offer translations of questions and answers written in other languages." },
  { key: "showOriginal", label: "Show original", description: "Show the original text next to a translation." },
  { key: "languageDetection", label: "Language detection", description: "Detect the language of what you write." },
] as const;

/** Languages (spec 2.17): the languages the member reads and three preferences, saved to their account. */
export default function LanguagesPage() {
  const languages = useLanguages();
  const preferences = useLanguagePreferences();
  return (
    <AppShell>
      <div className="space-y-6">
        <PageHeader icon={<Languages />} title="Languages" subtitle="Choose the languages you read and write on Ponder." />
        {languages.isLoading || preferences.isLoading ? (
          <div className="space-y-4" aria-busy="true" aria-label="Loading languages">
            <Skeleton className="h-96" />
            <Skeleton className="h-48" />
          </div>
        ) : languages.isError || preferences.isError || !languages.data || !preferences.data ? (
          <Card className="p-6 text-center text-sm text-destructive" role="alert">
            {(languages.error ?? preferences.error)?.message ?? "Could not load your languages."}
          </Card>
        ) : (
          <PreferencesForm languages={languages.data} saved={preferences.data} />
        )}
      </div>
    </AppShell>
  );
}

function PreferencesForm({ languages, saved }: { languages: LanguageWithUsers[]; saved: LanguagePreferences }) {
  const [draft, setDraft] = useState<LanguagePreferences>(saved);
  const save = useSaveLanguagePreferences();
  const valid = languagePreferencesSchema.safeParse(draft).success;

  const handleSave = () =>
    save.mutate(draft, {
      onSuccess: () => toast({ title: "Preferences saved", description: "Your language preferences have been saved." }),
      onError: (error) => toast({ title: "Save failed", description: error.message, variant: "destructive" }),
    });

  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Your languages</CardTitle>
          <CardDescription>The languages you read. Members who chose each one are counted beside it.</CardDescription>
        </CardHeader>
        <CardContent>
          <LanguagePicker
            languages={languages}
            selected={draft.languages}
            onChange={(codes: LanguageCode[]) => setDraft((current) => ({ ...current, languages: codes }))}
          />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Preferences</CardTitle>
        </CardHeader>
        <CardContent className="space-y-5">
          {SWITCHES.map((item) => (
            <SettingSwitch
              key={item.key}
              id={`language-${item.key}`}
              label={item.label}
              description={item.description}
              checked={draft[item.key]}
              onCheckedChange={(checked) => setDraft((current) => ({ ...current, [item.key]: checked }))}
            />
          ))}
        </CardContent>
      </Card>
      <div className="sticky bottom-0 -mx-4 flex justify-end border-t bg-background/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-lg sm:border">
        <Button onClick={handleSave} disabled={!valid || save.isPending}>
          {save.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
          Save Preferences
        </Button>
      </div>
    </div>
  );
}

import { useState } from "react";
import { Check, Languages, Loader2 } from "lucide-react";
import { INTERFACE_LANGUAGES, type LanguageCode } from "@shared/language-list";
import { isLocale } from "@shared/locales";
import { languagePreferencesSchema, type LanguagePreferences, type LanguageWithUsers } from "@shared/languages";
import { AppShell } from "@/layouts/app-shell";
import { PageHeader } from "@/components/page-header";
import { StateMessage } from "@/components/state-message";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/lib/use-toast";
import { useLanguagePreferences } from "@/features/languages/api/get-language-preferences";
import { useLanguages } from "@/features/languages/api/get-languages";
import { useSaveLanguagePreferences } from "@/features/languages/api/save-language-preferences";
import { LanguagePicker } from "@/features/languages/components/language-picker";
import { useSiteSettings } from "@/hooks/use-site-settings";
import { AutoSaveSwitch } from "@/components/setting-switch";
import { SaveBar } from "@/components/save-bar";
import { useLeaveGuard } from "@/lib/leave-guard";
import { useLocale, useT } from "@/i18n";
import { cn } from "@/lib/utils";

const SWITCHES = [
  { key: "autoTranslate", label: "languages.autoTranslate", description: "languages.autoTranslateHelp" },
  { key: "showOriginal", label: "languages.showOriginal", description: "languages.showOriginalHelp" },
  { key: "languageDetection", label: "languages.detection", description: "languages.detectionHelp" },
] as const;

/**
 * Languages (spec 2.17): the interface language (switched at once, remembered), the languages
 * the member reads and three preferences, saved to their account.
 */
export default function LanguagesPage() {
  const t = useT();
  const { siteName } = useSiteSettings();
  const languages = useLanguages();
  const preferences = useLanguagePreferences();
  return (
    <AppShell>
      <div className="space-y-6">
        <PageHeader icon={<Languages />} title={t("languages.title")} subtitle={t("languages.subtitle", { site: siteName })} />
        <InterfaceLanguage />
        {languages.isLoading || preferences.isLoading ? (
          <div className="space-y-4" role="status" aria-busy="true" aria-label={t("languages.loading")}>
            <Skeleton className="h-96" />
            <Skeleton className="h-48" />
          </div>
        ) : languages.isError || preferences.isError || !languages.data || !preferences.data ? (
          <StateMessage
            kind="error"
            title={t("languages.loadError")}
            description={t("languages.loadErrorHelp")}
            onRetry={() => {
              void languages.refetch();
              void preferences.refetch();
            }}
          />
        ) : (
          <PreferencesForm languages={languages.data} saved={preferences.data} />
        )}
      </div>
    </AppShell>
  );
}

/** The nine interface languages: choosing one switches every text now and on the next visit. */
function InterfaceLanguage() {
  const t = useT();
  const { locale, setLocale } = useLocale();
  const [pending, setPending] = useState<string | null>(null);
  const choose = (code: string) => {
    if (!isLocale(code) || code === locale) return;
    setPending(code);
    void setLocale(code).finally(() => setPending(null));
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{t("languages.interfaceLanguage")}</CardTitle>
        <CardDescription>{t("languages.interfaceHelp")}</CardDescription>
      </CardHeader>
      <CardContent>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3" role="radiogroup" aria-label={t("languages.interfaceLanguage")}>
          {INTERFACE_LANGUAGES.map((language) => {
            const current = language.code === locale;
            return (
              <button
                key={language.code}
                type="button"
                role="radio"
                aria-checked={current}
                onClick={() => choose(language.code)}
                className={cn(
                  "flex w-full items-center justify-between gap-2 rounded-md border p-3 text-start text-sm hover:bg-muted",
                  current && "border-primary bg-accent text-accent-foreground",
                )}
              >
                <span className="min-w-0 truncate font-medium" lang={language.code}>
                  {language.nativeName}
                </span>
                {pending === language.code ? (
                  <Loader2 className="h-4 w-4 shrink-0 animate-spin" aria-hidden="true" />
                ) : current ? (
                  <Check className="h-4 w-4 shrink-0" aria-hidden="true" />
                ) : null}
              </button>
            );
          })}
        </div>
      </CardContent>
    </Card>
  );
}

/** The languages the member reads: a form saved by its own button; leaving with changes asks first. */
function PreferencesForm({ languages, saved }: { languages: LanguageWithUsers[]; saved: LanguagePreferences }) {
  const t = useT();
  const [draft, setDraft] = useState<LanguageCode[]>(saved.languages);
  const save = useSaveLanguagePreferences();
  const saveSwitch = useSaveLanguagePreferences();
  const valid = languagePreferencesSchema.safeParse({ ...saved, languages: draft }).success;
  const unsaved = draft.join(" ") !== saved.languages.join(" ");
  useLeaveGuard(unsaved, t("settings.leaveUnsaved"));

  const handleSave = () =>
    save.mutate(
      { languages: draft },
      {
        onSuccess: () => toast({ title: t("languages.saved"), description: t("languages.savedHelp") }),
        onError: () => toast({ title: t("languages.saveFailed"), description: t("languages.saveFailedHelp"), variant: "destructive" }),
      },
    );

  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">{t("languages.yourLanguages")}</CardTitle>
          <CardDescription>{t("languages.yourLanguagesHelp")}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <LanguagePicker languages={languages} selected={draft} onChange={(codes: LanguageCode[]) => setDraft(codes)} />
          <div className="border-t pt-4">
            <SaveBar unsaved={unsaved && valid} pending={save.isPending} label={t("languages.save")} onSave={handleSave} />
          </div>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">{t("languages.preferences")}</CardTitle>
        </CardHeader>
        {/* Each saves when switched (issue 23.6). */}
        <CardContent className="space-y-5">
          {SWITCHES.map((item) => (
            <AutoSaveSwitch
              key={item.key}
              id={`language-${item.key}`}
              label={t(item.label)}
              description={t(item.description)}
              saved={saved[item.key]}
              save={(value) => saveSwitch.mutateAsync({ [item.key]: value })}
            />
          ))}
        </CardContent>
      </Card>
    </div>
  );
}

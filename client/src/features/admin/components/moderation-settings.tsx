import { useState } from "react";
import { Loader2 } from "lucide-react";
import { parseBlockedWords, type SiteSettings } from "@shared/site";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/lib/use-toast";
import { useT } from "@/i18n";
import { useAdminSettings } from "../api/get-settings";
import { settingsInput, useSaveSettings } from "../api/save-settings";
import { ErrorState } from "./list-states";

function ModerationForm({ settings }: { settings: SiteSettings }) {
  const save = useSaveSettings();
  const t = useT();
  const [enabled, setEnabled] = useState(settings.moderationEnabled);
  const [words, setWords] = useState(settings.blockedWords.join("\n"));
  // mutateAsync: saving re-keys this form with the new settings, and the toast must still show.
  const handleSave = () =>
    void save.mutateAsync(settingsInput(settings, { moderationEnabled: enabled, blockedWords: parseBlockedWords(words) })).then(
      () => toast({ title: t("admin.settingsSaved") }),
      () => toast({ title: t("admin.settingsSaveFailed"), variant: "destructive" }),
    );
  return (
    <CardContent className="space-y-4">
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0 space-y-1">
          <Label htmlFor="auto-moderation">{t("admin.autoModeration")}</Label>
          <p id="auto-moderation-description" className="text-sm text-muted-foreground">
            {t("admin.autoModerationDescription")}
          </p>
        </div>
        <Switch id="auto-moderation" className="shrink-0" checked={enabled} onCheckedChange={setEnabled} aria-describedby="auto-moderation-description" />
      </div>
      <div className="space-y-2">
        <Label htmlFor="blocked-words">{t("admin.reasonBlockedWords")}</Label>
        <textarea
          id="blocked-words"
          value={words}
          onChange={(event) => setWords(event.target.value)}
          rows={6}
          placeholder={t("admin.blockedWordsPlaceholder")}
          className="w-full rounded-md border border-input bg-card px-3 py-2 text-base placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring md:text-sm"
        />
        <p className="text-xs text-muted-foreground">{t("admin.blockedWordsHint")}</p>
      </div>
      <Button onClick={handleSave} disabled={save.isPending} className="w-full">
        {save.isPending && <Loader2 className="animate-spin" />} {t("admin.saveSettings")}
      </Button>
    </CardContent>
  );
}

/** Moderation settings: the auto-moderation switch and the blocked words (admins change them). */
export function ModerationSettings({ canChange }: { canChange: boolean }) {
  const settings = useAdminSettings(canChange);
  const t = useT();
  return (
    <Card className="h-fit">
      <CardHeader>
        <CardTitle className="text-lg">{t("admin.moderationSettings")}</CardTitle>
        <CardDescription>{t("admin.moderationSettingsDescription")}</CardDescription>
      </CardHeader>
      {!canChange ? (
        <CardContent>
          <p className="text-sm text-muted-foreground">{t("admin.onlyAdminsModeration")}</p>
        </CardContent>
      ) : settings.data ? (
        <ModerationForm key={settings.data.updatedAt} settings={settings.data} />
      ) : settings.isError ? (
        <CardContent>
          <ErrorState onRetry={() => settings.refetch()} />
        </CardContent>
      ) : (
        <CardContent className="space-y-3">
          <Skeleton className="h-6 w-full" />
          <Skeleton className="h-32 w-full" />
        </CardContent>
      )}
    </Card>
  );
}

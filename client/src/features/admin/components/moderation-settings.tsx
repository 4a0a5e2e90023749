import { useState } from "react";
import { parseBlockedWords, type SiteSettings } from "@shared/site";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { AutoSaveSwitch } from "@/components/setting-switch";
import { SaveBar } from "@/components/save-bar";
import { toast } from "@/lib/use-toast";
import { useLeaveGuard } from "@/lib/leave-guard";
import { useT } from "@/i18n";
import { useAdminSettings } from "../api/get-settings";
import { useSaveSettings } from "../api/save-settings";
import { ErrorState } from "./list-states";

/** The auto-moderation switch saves when switched; the blocked words are a form with their own Save (issue 23.6). */
function ModerationForm({ settings }: { settings: SiteSettings }) {
  const saveSwitch = useSaveSettings();
  const saveWords = useSaveSettings();
  const t = useT();
  const savedWords = settings.blockedWords.join("\n");
  const [words, setWords] = useState(savedWords);
  const unsaved = parseBlockedWords(words).join("\n") !== savedWords;
  useLeaveGuard(unsaved, t("settings.leaveUnsaved"));
  const handleSave = () =>
    void saveWords.mutateAsync({ blockedWords: parseBlockedWords(words) }).then(
      (saved) => {
        setWords(saved.blockedWords.join("\n"));
        toast({ title: t("admin.settingsSaved") });
      },
      () => toast({ title: t("admin.settingsSaveFailed"), variant: "destructive" }),
    );
  return (
    <CardContent className="space-y-4">
      <AutoSaveSwitch
        id="auto-moderation"
        label={t("admin.autoModeration")}
        description={t("admin.autoModerationDescription")}
        saved={settings.moderationEnabled}
        save={(value) => saveSwitch.mutateAsync({ moderationEnabled: value })}
      />
      <AutoSaveSwitch
        id="staging-ground"
        label={t("admin.stagingGround")}
        description={t("admin.stagingGroundDescription")}
        saved={settings.stagingGround}
        save={(value) => saveSwitch.mutateAsync({ stagingGround: value })}
      />
      <div className="space-y-2 border-t pt-4">
        <Label htmlFor="blocked-words">{t("admin.reasonBlockedWords")}</Label>
        <textarea
          id="blocked-words"
          value={words}
          onChange={(event) => setWords(event.target.value)}
          rows={6}
          placeholder={t("admin.blockedWordsPlaceholder")}
          aria-describedby="blocked-words-hint"
          className="w-full rounded-md border border-input bg-card px-3 py-2 text-base placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring md:text-sm"
        />
        <p id="blocked-words-hint" className="text-xs text-muted-foreground">
          {t("admin.blockedWordsHint")}
        </p>
      </div>
      <SaveBar unsaved={unsaved} pending={saveWords.isPending} label={t("admin.saveSettings")} onSave={handleSave} />
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
        <ModerationForm settings={settings.data} />
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

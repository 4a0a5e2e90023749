import { useState } from "react";
import { CheckCircle2, Loader2, XCircle } from "lucide-react";
import { LIMITS } from "@shared/limits";
import { siteSettingsSchema, type SiteSettings, type SiteSettingsInput, type SiteTheme } from "@shared/site";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/lib/use-toast";
import { useT } from "@/i18n";
import { useAdminSettings } from "../api/get-settings";
import { useAdminSystem } from "../api/get-system";
import { settingsInput, useSaveSettings } from "../api/save-settings";
import { AdvancedActionsCard } from "./advanced-actions-card";
import { BrandingSection } from "./branding-section";
import { ListSkeleton, ErrorState } from "./list-states";
import { selectClass } from "./select-class";

function SettingSwitchRow({ id, label, description, checked, onChange }: { id: string; label: string; description: string; checked: boolean; onChange: (value: boolean) => void }) {
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="min-w-0 space-y-1">
        <Label htmlFor={id}>{label}</Label>
        <p id={`${id}-description`} className="text-sm text-muted-foreground">
          {description}
        </p>
      </div>
      <Switch id={id} className="shrink-0" checked={checked} onCheckedChange={onChange} aria-describedby={`${id}-description`} />
    </div>
  );
}

function DatabaseStatus() {
  const system = useAdminSystem();
  const t = useT();
  if (system.isLoading) return <span className="text-sm text-muted-foreground">{t("admin.dbChecking")}</span>;
  const connected = system.data?.database.connected ?? false;
  return (
    <span className={connected ? "inline-flex items-center gap-1.5 text-sm font-medium text-foreground" : "inline-flex items-center gap-1.5 text-sm font-medium text-destructive"}>
      {connected ? <CheckCircle2 className="h-4 w-4 text-primary" aria-hidden="true" /> : <XCircle className="h-4 w-4" aria-hidden="true" />}
      {connected ? t("admin.dbConnected") : t("admin.dbNotConnected")}
      {system.data && connected && (
        <span className="font-normal text-muted-foreground">
          {t("admin.dbDetails", {
            kind: system.data.database.kind === "pglite" ? t("admin.dbPglite") : system.data.database.kind === "postgres" ? t("admin.dbPostgres") : t("admin.dbOther"),
            ms: system.data.database.latencyMs,
          })}
        </span>
      )}
    </span>
  );
}

function SettingsForm({ settings }: { settings: SiteSettings }) {
  const save = useSaveSettings();
  const system = useAdminSystem();
  const t = useT();
  const [form, setForm] = useState<SiteSettingsInput>(() => settingsInput(settings));
  const set = <K extends keyof SiteSettingsInput>(key: K, value: SiteSettingsInput[K]) => setForm((current) => ({ ...current, [key]: value }));
  const [error, setError] = useState<string | null>(null);

  const handleSave = () => {
    const parsed = siteSettingsSchema.safeParse(form);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.path[0] === "siteName" ? t("admin.siteNameRequired") : t("admin.settingsInvalid"));
      return;
    }
    setError(null);
    // mutateAsync: saving re-keys this form with the new settings, and the toast must still show.
    void save.mutateAsync(form).then(
      () => toast({ title: t("admin.settingsSaved") }),
      () => toast({ title: t("admin.settingsSaveFailed"), variant: "destructive" }),
    );
  };

  return (
    <div className="space-y-4">
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">{t("admin.general")}</CardTitle>
          <CardDescription>{t("admin.generalDescription")}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <div className="space-y-1.5">
            <Label htmlFor="site-name">{t("admin.siteName")}</Label>
            <Input id="site-name" value={form.siteName} maxLength={LIMITS.siteName} onChange={(event) => set("siteName", event.target.value)} />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="site-description">{t("admin.siteDescription")}</Label>
            <Input id="site-description" value={form.siteDescription} maxLength={LIMITS.siteDescription} onChange={(event) => set("siteDescription", event.target.value)} />
          </div>
          <SettingSwitchRow id="allow-registrations" label={t("admin.allowRegistrations")} description={t("admin.allowRegistrationsDescription")} checked={form.allowRegistrations} onChange={(value) => set("allowRegistrations", value)} />
          <SettingSwitchRow
            id="email-verification"
            label={t("admin.emailVerification")}
            description={t("admin.emailVerificationDescription")}
            checked={form.requireEmailVerification}
            onChange={(value) => set("requireEmailVerification", value)}
          />
          <SettingSwitchRow
            id="staff-two-factor"
            label={t("admin.staffTwoFactor")}
            description={t("admin.staffTwoFactorDescription")}
            checked={form.requireStaffTwoFactor}
            onChange={(value) => set("requireStaffTwoFactor", value)}
          />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle className="text-lg">{t("admin.branding")}</CardTitle>
          <CardDescription>{t("admin.brandingDescription")}</CardDescription>
        </CardHeader>
        <CardContent>
          <BrandingSection settings={settings} />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle className="text-lg">{t("admin.system")}</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          <SettingSwitchRow
            id="maintenance-mode"
            label={t("admin.maintenanceMode")}
            description={t("admin.maintenanceModeDescription")}
            checked={form.maintenanceMode}
            onChange={(value) => set("maintenanceMode", value)}
          />
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div className="space-y-1">
              <Label htmlFor="site-theme">{t("admin.theme")}</Label>
              <p className="text-sm text-muted-foreground">{t("admin.themeDescription")}</p>
            </div>
            <div className="flex items-center gap-2">
              {form.theme === "custom" && (
                <input
                  type="color"
                  aria-label={t("admin.primaryColour")}
                  value={form.primaryColor ?? "#b4232a"}
                  onChange={(event) => set("primaryColor", event.target.value)}
                  className="h-9 w-12 cursor-pointer rounded-md border border-input bg-card p-1"
                />
              )}
              <select
                id="site-theme"
                className={selectClass}
                value={form.theme}
                onChange={(event) => {
                  const theme = event.target.value as SiteTheme;
                  setForm((current) => ({ ...current, theme, primaryColor: theme === "custom" ? (current.primaryColor ?? "#b4232a") : current.primaryColor }));
                }}
              >
                <option value="default">{t("admin.themeDefault")}</option>
                <option value="dark">{t("admin.themeDark")}</option>
                <option value="custom">{t("admin.themeCustom")}</option>
              </select>
            </div>
          </div>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="text-sm font-medium">{t("admin.databaseStatus")}</span>
            <DatabaseStatus />
          </div>
          {error && (
            <p className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive" role="alert">
              {error}
            </p>
          )}
          <Button onClick={handleSave} disabled={save.isPending} className="w-full sm:w-auto">
            {save.isPending && <Loader2 className="animate-spin" />} {t("admin.saveAllSettings")}
          </Button>
        </CardContent>
      </Card>

      <AdvancedActionsCard backupKind={system.data?.backup} />
    </div>
  );
}

/** Settings (admins): general, branding, system, Save All Settings, and the advanced actions. */
export function SettingsTab() {
  const settings = useAdminSettings();
  if (settings.isLoading) return <ListSkeleton rows={6} />;
  if (settings.isError) return <ErrorState onRetry={() => settings.refetch()} />;
  return settings.data ? <SettingsForm key={settings.data.updatedAt} settings={settings.data} /> : null;
}

import { useState } from "react";
import { CheckCircle2, XCircle } from "lucide-react";
import { LIMITS } from "@shared/limits";
import { siteSettingsSchema, type SiteSettings, type SiteTheme } from "@shared/site";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { AutoSaveSwitch } from "@/components/setting-switch";
import { SettingsSections } from "@/components/settings-sections";
import { SaveBar } from "@/components/save-bar";
import { toast } from "@/lib/use-toast";
import { useLeaveGuard } from "@/lib/leave-guard";
import { useT, type MessageId } from "@/i18n";
import { useAdminSettings } from "../api/get-settings";
import { useAdminSystem } from "../api/get-system";
import { useSaveSettings } from "../api/save-settings";
import { AdvancedActionsCard } from "./advanced-actions-card";
import { BrandingSection } from "./branding-section";
import { PrivilegesSection } from "./privileges-section";
import { ListSkeleton, ErrorState } from "./list-states";
import { selectClass } from "./select-class";

/** The colour a custom theme starts from (the default theme's primary). */
const DEFAULT_CUSTOM_COLOUR = "#b4232a";

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

/** A settings card with its heading's id (settings-<slug>), listed at the side. */
function SettingsCard({ slug, title, description, children }: { slug: string; title: string; description?: string; children: React.ReactNode }) {
  return (
    <Card role="region" aria-labelledby={`settings-${slug}`}>
      <CardHeader>
        <CardTitle id={`settings-${slug}`} className="text-lg">
          {title}
        </CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className="space-y-4">{children}</CardContent>
    </Card>
  );
}

/** Site name and description: a form saved by its own button; leaving with changes asks first. */
function NameForm({ settings }: { settings: SiteSettings }) {
  const save = useSaveSettings();
  const t = useT();
  const [siteName, setSiteName] = useState(settings.siteName);
  const [siteDescription, setSiteDescription] = useState(settings.siteDescription);
  const [error, setError] = useState<string | null>(null);
  const unsaved = siteName !== settings.siteName || siteDescription !== settings.siteDescription;
  useLeaveGuard(unsaved, t("settings.leaveUnsaved"));

  const handleSave = () => {
    const parsed = siteSettingsSchema.pick({ siteName: true, siteDescription: true }).safeParse({ siteName, siteDescription });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.path[0] === "siteName" ? t("admin.siteNameRequired") : t("admin.settingsInvalid"));
      return;
    }
    setError(null);
    // The saved text, as the server keeps it (trimmed), becomes what the fields show.
    void save.mutateAsync(parsed.data).then(
      (saved) => {
        setSiteName(saved.siteName);
        setSiteDescription(saved.siteDescription);
        toast({ title: t("admin.settingsSaved") });
      },
      () => toast({ title: t("admin.settingsSaveFailed"), variant: "destructive" }),
    );
  };

  return (
    <form
      className="space-y-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (unsaved) handleSave();
      }}
    >
      <div className="space-y-1.5">
        <Label htmlFor="site-name">{t("admin.siteName")}</Label>
        <Input id="site-name" value={siteName} maxLength={LIMITS.siteName} onChange={(event) => setSiteName(event.target.value)} />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="site-description">{t("admin.siteDescription")}</Label>
        <Input id="site-description" value={siteDescription} maxLength={LIMITS.siteDescription} onChange={(event) => setSiteDescription(event.target.value)} />
      </div>
      {error && (
        <p className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive" role="alert">
          {error}
        </p>
      )}
      <SaveBar unsaved={unsaved} pending={save.isPending} label={t("admin.saveSettings")} onSave={handleSave} />
    </form>
  );
}

/** The theme and its colour: chosen, then saved by their own button. */
function ThemeForm({ settings }: { settings: SiteSettings }) {
  const save = useSaveSettings();
  const t = useT();
  const [theme, setTheme] = useState<SiteTheme>(settings.theme);
  const [primaryColor, setPrimaryColor] = useState(settings.primaryColor);
  const unsaved = theme !== settings.theme || (theme === "custom" && primaryColor !== settings.primaryColor);
  useLeaveGuard(unsaved, t("settings.leaveUnsaved"));
  const handleSave = () =>
    void save.mutateAsync(theme === "custom" ? { theme, primaryColor: primaryColor ?? DEFAULT_CUSTOM_COLOUR } : { theme }).then(
      () => toast({ title: t("admin.settingsSaved") }),
      () => toast({ title: t("admin.settingsSaveFailed"), variant: "destructive" }),
    );
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="space-y-1">
          <Label htmlFor="site-theme">{t("admin.theme")}</Label>
          <p className="text-sm text-muted-foreground">{t("admin.themeDescription")}</p>
        </div>
        <div className="flex items-center gap-2">
          {theme === "custom" && (
            <input
              type="color"
              aria-label={t("admin.primaryColour")}
              value={primaryColor ?? DEFAULT_CUSTOM_COLOUR}
              onChange={(event) => setPrimaryColor(event.target.value)}
              className="h-9 w-12 cursor-pointer rounded-md border border-input bg-card p-1"
            />
          )}
          <select
            id="site-theme"
            className={selectClass}
            value={theme}
            onChange={(event) => {
              const next = event.target.value as SiteTheme;
              setTheme(next);
              if (next === "custom" && !primaryColor) setPrimaryColor(DEFAULT_CUSTOM_COLOUR);
            }}
          >
            <option value="default">{t("admin.themeDefault")}</option>
            <option value="dark">{t("admin.themeDark")}</option>
            <option value="custom">{t("admin.themeCustom")}</option>
          </select>
        </div>
      </div>
      <SaveBar unsaved={unsaved} pending={save.isPending} label={t("admin.saveSettings")} onSave={handleSave} />
    </div>
  );
}

const SWITCHES = {
  allowRegistrations: ["admin.allowRegistrations", "admin.allowRegistrationsDescription"],
  requireEmailVerification: ["admin.emailVerification", "admin.emailVerificationDescription"],
  requireStaffTwoFactor: ["admin.staffTwoFactor", "admin.staffTwoFactorDescription"],
  maintenanceMode: ["admin.maintenanceMode", "admin.maintenanceModeDescription"],
} as const satisfies Record<string, readonly [MessageId, MessageId]>;

/** A site setting that saves when switched (issue 23.6). */
function SiteSwitch({ name, settings }: { name: keyof typeof SWITCHES; settings: SiteSettings }) {
  const save = useSaveSettings();
  const t = useT();
  const [label, description] = SWITCHES[name];
  return (
    <AutoSaveSwitch
      id={`setting-${name}`}
      label={t(label)}
      description={t(description)}
      saved={settings[name]}
      save={(value) => save.mutateAsync({ [name]: value })}
      // Members who joined before are not stopped over a link they never had: say what happens.
      savedNote={name === "requireEmailVerification" ? (value) => (value ? t("admin.emailVerificationOnNote") : undefined) : undefined}
    />
  );
}

function SettingsPanel({ settings }: { settings: SiteSettings }) {
  const system = useAdminSystem();
  const t = useT();
  const sections = [
    { slug: "general", title: t("admin.general") },
    { slug: "branding", title: t("admin.branding") },
    { slug: "privileges", title: t("admin.privileges") },
    { slug: "system", title: t("admin.system") },
    { slug: "advanced", title: t("admin.advancedActions") },
  ];
  return (
    <SettingsSections sections={sections}>
      <SettingsCard slug="general" title={t("admin.general")} description={t("admin.generalDescription")}>
        <NameForm settings={settings} />
        <div className="space-y-4 border-t pt-4">
          <SiteSwitch name="allowRegistrations" settings={settings} />
          <SiteSwitch name="requireEmailVerification" settings={settings} />
          <SiteSwitch name="requireStaffTwoFactor" settings={settings} />
        </div>
      </SettingsCard>
      <SettingsCard slug="branding" title={t("admin.branding")} description={t("admin.brandingDescription")}>
        <BrandingSection settings={settings} />
      </SettingsCard>
      <SettingsCard slug="privileges" title={t("admin.privileges")} description={t("admin.privilegesDescription")}>
        <PrivilegesSection />
      </SettingsCard>
      <SettingsCard slug="system" title={t("admin.system")}>
        <SiteSwitch name="maintenanceMode" settings={settings} />
        <div className="border-t pt-4">
          <ThemeForm settings={settings} />
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2 border-t pt-4">
          <span className="text-sm font-medium">{t("admin.databaseStatus")}</span>
          <DatabaseStatus />
        </div>
      </SettingsCard>
      <AdvancedActionsCard backupKind={system.data?.backup} />
    </SettingsSections>
  );
}

/**
 * Settings (admins): general, branding, system and the advanced actions, listed at the side.
 * Switches save when switched; the name and the theme are forms with their own Save button.
 */
export function SettingsTab() {
  const settings = useAdminSettings();
  if (settings.isLoading) return <ListSkeleton rows={6} />;
  if (settings.isError) return <ErrorState onRetry={() => settings.refetch()} />;
  return settings.data ? <SettingsPanel settings={settings.data} /> : null;
}

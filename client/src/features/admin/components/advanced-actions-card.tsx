import { useState } from "react";
import { AlertTriangle, DatabaseBackup, Download, RefreshCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/lib/use-toast";
import { useT } from "@/i18n";
import { ApiError } from "@/lib/api";
import { useBackup, useClearCache, useExportData, useResetSite } from "../api/advanced-actions";
import { ConfirmDialog } from "./confirm-dialog";
import { destructiveOutline } from "./tones";

type Action = "export" | "cache" | "backup" | "reset";

/** A failed action: what failed, and the server's reason when it gave one (never the raw status line). */
const failure = (title: string) => (error: Error) =>
  toast({ title, description: error instanceof ApiError && error.serverMessage ? error.serverMessage : undefined, variant: "destructive" });

/** Advanced actions, each behind a confirmation: Export Data, Clear Cache, System Backup, Reset Site. */
export function AdvancedActionsCard({ backupKind }: { backupKind: "pglite-data-dir" | "json-export" | undefined }) {
  const [confirming, setConfirming] = useState<Action | null>(null);
  const [typed, setTyped] = useState("");
  const exportData = useExportData();
  const backup = useBackup();
  const clearCache = useClearCache();
  const reset = useResetSite();
  const t = useT();
  const close = () => {
    setConfirming(null);
    setTyped("");
  };

  const dialogs: Record<Action, { title: string; description: string; confirmLabel: string; pending: boolean; run: () => void; destructive?: boolean }> = {
    export: {
      title: t("admin.exportData"),
      description: t("admin.exportDataDescription"),
      confirmLabel: t("admin.export"),
      pending: exportData.isPending,
      run: () =>
        exportData.mutate(undefined, {
          onSuccess: (name) => toast({ title: t("admin.dataExported"), description: t("admin.savedAs", { name }) }),
          onError: failure(t("admin.exportFailed")),
          onSettled: close,
        }),
    },
    cache: {
      title: t("admin.clearCache"),
      description: t("admin.clearCacheDescription"),
      confirmLabel: t("admin.clearCache"),
      pending: clearCache.isPending,
      run: () =>
        clearCache.mutate(undefined, {
          onSuccess: (result) => toast({ title: t("admin.cacheCleared"), description: result.message }),
          onError: failure(t("admin.clearCacheFailed")),
          onSettled: close,
        }),
    },
    backup: {
      title: t("admin.systemBackup"),
      description: backupKind === "json-export" ? t("admin.backupJsonDescription") : t("admin.backupArchiveDescription"),
      confirmLabel: t("admin.downloadBackup"),
      pending: backup.isPending,
      run: () =>
        backup.mutate(undefined, {
          onSuccess: (name) => toast({ title: t("admin.backupDownloaded"), description: t("admin.savedAs", { name }) }),
          onError: failure(t("admin.backupFailed")),
          onSettled: close,
        }),
    },
    reset: {
      title: t("admin.resetSite"),
      description: t("admin.resetSiteDescription"),
      confirmLabel: t("admin.resetSite"),
      destructive: true,
      pending: reset.isPending,
      run: () =>
        reset.mutate(undefined, {
          onSuccess: (result) => toast({ title: t("admin.siteReset"), description: result.message }),
          onError: failure(t("admin.resetFailed")),
          onSettled: close,
        }),
    },
  };
  const dialog = confirming ? dialogs[confirming] : null;

  return (
    <Card role="region" aria-labelledby="settings-advanced">
      <CardHeader>
        <CardTitle id="settings-advanced" className="text-lg">
          {t("admin.advancedActions")}
        </CardTitle>
        <CardDescription>{t("admin.advancedActionsDescription")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2 sm:grid-cols-2">
        <Button variant="outline" onClick={() => setConfirming("export")}>
          <Download /> {t("admin.exportData")}
        </Button>
        <Button variant="outline" onClick={() => setConfirming("cache")}>
          <RefreshCw /> {t("admin.clearCache")}
        </Button>
        <Button variant="outline" onClick={() => setConfirming("backup")}>
          <DatabaseBackup /> {t("admin.systemBackup")}
        </Button>
        <Button variant="outline" className={destructiveOutline} onClick={() => setConfirming("reset")}>
          <AlertTriangle /> {t("admin.resetSite")}
        </Button>
      </CardContent>
      {dialog && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && close()}
          title={dialog.title}
          description={dialog.description}
          confirmLabel={dialog.confirmLabel}
          destructive={dialog.destructive}
          pending={dialog.pending}
          confirmDisabled={confirming === "reset" && typed !== "RESET"}
          onConfirm={dialog.run}
        >
          {confirming === "reset" && (
            <div className="space-y-2">
              <Label htmlFor="reset-confirm">{t("admin.typeResetToConfirm", { word: "RESET" })}</Label>
              <Input id="reset-confirm" value={typed} onChange={(event) => setTyped(event.target.value)} autoComplete="off" />
            </div>
          )}
        </ConfirmDialog>
      )}
    </Card>
  );
}

import { useState } from "react";
import { AlertTriangle, DatabaseBackup, Download, RefreshCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/hooks/use-toast";
import { ApiError } from "@/lib/api";
import { useBackup, useClearCache, useExportData, useResetSite } from "../api/advanced-actions";
import { ConfirmDialog } from "./confirm-dialog";
import { destructiveOutline } from "./tones";

type Action = "export" | "cache" | "backup" | "reset";

const failure = (title: string) => (error: Error) =>
  toast({ title, description: error instanceof ApiError && error.serverMessage ? error.serverMessage : error.message, variant: "destructive" });

/** Advanced actions, each behind a confirmation: Export Data, Clear Cache, System Backup, Reset Site. */
export function AdvancedActionsCard({ backupKind }: { backupKind: "pglite-data-dir" | "json-export" | undefined }) {
  const [confirming, setConfirming] = useState<Action | null>(null);
  const [typed, setTyped] = useState("");
  const exportData = useExportData();
  const backup = useBackup();
  const clearCache = useClearCache();
  const reset = useResetSite();
  const close = () => {
    setConfirming(null);
    setTyped("");
  };

  const dialogs: Record<Action, { title: string; description: string; confirmLabel: string; pending: boolean; run: () => void; destructive?: boolean }> = {
    export: {
      title: "Export Data",
      description: "Download every member, question, answer, comment, topic, report and setting as one JSON file. Password hashes and sessions are left out.",
      confirmLabel: "Export",
      pending: exportData.isPending,
      run: () =>
        exportData.mutate(undefined, {
          onSuccess: (name) => toast({ title: "Data exported", description: `Saved as ${name}.` }),
          onError: failure("Failed to export data"),
          onSettled: close,
        }),
    },
    cache: {
      title: "Clear Cache",
      description: "Clears the server's cached site settings and reloads everything this browser has cached.",
      confirmLabel: "Clear Cache",
      pending: clearCache.isPending,
      run: () =>
        clearCache.mutate(undefined, {
          onSuccess: (result) => toast({ title: "Cache cleared", description: result.message }),
          onError: failure("Failed to clear the cache"),
          onSettled: close,
        }),
    },
    backup: {
      title: "System Backup",
      description:
        backupKind === "json-export"
          ? "This site runs on a PostgreSQL server: the backup is a JSON export of every table. Use pg_dump for backups you can restore."
          : "Download the whole database (a .tar.gz of the data directory). README, Backups, says how to restore it.",
      confirmLabel: "Download Backup",
      pending: backup.isPending,
      run: () =>
        backup.mutate(undefined, {
          onSuccess: (name) => toast({ title: "Backup downloaded", description: `Saved as ${name}.` }),
          onError: failure("Failed to make a backup"),
          onSettled: close,
        }),
    },
    reset: {
      title: "Reset Site",
      description: "This permanently deletes all data: every question, answer, comment, report and message, and every member except you. Topics and settings stay. This cannot be undone.",
      confirmLabel: "Reset Site",
      destructive: true,
      pending: reset.isPending,
      run: () =>
        reset.mutate(undefined, {
          onSuccess: (result) => toast({ title: "Site reset", description: result.message }),
          onError: failure("Failed to reset the site"),
          onSettled: close,
        }),
    },
  };
  const dialog = confirming ? dialogs[confirming] : null;

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Advanced Actions</CardTitle>
        <CardDescription>Each asks for confirmation first.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2 sm:grid-cols-2">
        <Button variant="outline" onClick={() => setConfirming("export")}>
          <Download /> Export Data
        </Button>
        <Button variant="outline" onClick={() => setConfirming("cache")}>
          <RefreshCw /> Clear Cache
        </Button>
        <Button variant="outline" onClick={() => setConfirming("backup")}>
          <DatabaseBackup /> System Backup
        </Button>
        <Button variant="outline" className={destructiveOutline} onClick={() => setConfirming("reset")}>
          <AlertTriangle /> Reset Site
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
              <Label htmlFor="reset-confirm">Type RESET to confirm</Label>
              <Input id="reset-confirm" value={typed} onChange={(event) => setTyped(event.target.value)} autoComplete="off" />
            </div>
          )}
        </ConfirmDialog>
      )}
    </Card>
  );
}

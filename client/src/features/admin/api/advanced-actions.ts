import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ClearCacheResult, ResetResult } from "@shared/admin";
import { apiJson, apiRequest } from "@/lib/api";

/** Saves a response as a file, with the name the server gave it. */
async function download(url: string, fallbackName: string) {
  const res = await apiRequest("GET", url);
  const name = /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1] ?? fallbackName;
  const href = URL.createObjectURL(await res.blob());
  const link = document.createElement("a");
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
  return name;
}

/** GET /api/admin/export: every table as JSON (no password hashes, no sessions). */
export function useExportData() {
  return useMutation({ mutationFn: () => download("/api/admin/export", "ponder-export.json") });
}

/** GET /api/admin/backup: PGlite's data directory (.tar.gz), or a JSON export on a PostgreSQL server. */
export function useBackup() {
  return useMutation({ mutationFn: () => download("/api/admin/backup", "ponder-backup") });
}

/** POST /api/admin/cache/clear; the browser then drops its own copy of the data too. */
export function useClearCache() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<ClearCacheResult>("POST", "/api/admin/cache/clear"),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

/** POST /api/admin/reset {confirm: 'RESET'}: deletes all content and every member but the caller. */
export function useResetSite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<ResetResult>("POST", "/api/admin/reset", { confirm: "RESET" }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

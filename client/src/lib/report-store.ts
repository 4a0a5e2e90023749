import { useSyncExternalStore } from "react";
import type { ReportTargetType } from "@shared/reports";

/** What the one Report dialog is about, or null when it is closed. */
export interface ReportTarget {
  type: ReportTargetType;
  id: number | string;
  /** Shown in the dialog: "Report question", "Report Ada Lovelace". */
  label: string;
}

let target: ReportTarget | null = null;
const listeners = new Set<() => void>();

/** Opens the Report dialog from anywhere (menus close before it opens, so it lives apart). */
export function openReport(next: ReportTarget) {
  target = next;
  for (const listener of listeners) listener();
}

export function closeReport() {
  target = null;
  for (const listener of listeners) listener();
}

export function useReportTarget(): ReportTarget | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => target,
    // The server's HTML, and the browser's hydration of it, show no dialog.
    () => null,
  );
}

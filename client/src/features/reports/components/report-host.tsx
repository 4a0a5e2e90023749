import { lazy, Suspense, useState } from "react";
import { useReportTarget } from "@/lib/report-store";

// The dialog is its own chunk, loaded the first time a member reports something.
const ReportDialog = lazy(() => import("./report-dialog").then((module) => ({ default: module.ReportDialog })));

/** Mounts the Report dialog once it has been opened. */
export function ReportHost() {
  const target = useReportTarget();
  const [everOpened, setEverOpened] = useState(false);
  if (target && !everOpened) setEverOpened(true);
  if (!everOpened) return null;
  return (
    <Suspense fallback={null}>
      <ReportDialog />
    </Suspense>
  );
}

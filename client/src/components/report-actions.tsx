import { Flag } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { useT } from "@/i18n";
import { openReport, type ReportTarget } from "@/lib/report-store";

export interface ReportActionProps {
  target: ReportTarget;
  /** Whether the viewer may report it: the item's `abilities.report` from the server (for profiles, the profile's). */
  canReport: boolean;
}

/** 'Report' as a small button (answers, comments, profiles); icon only when compact. */
export function ReportButton({ target, canReport, compact = false, className }: ReportActionProps & { compact?: boolean; className?: string }) {
  const t = useT();
  if (!canReport) return null;
  return (
    <Button
      variant="ghost"
      size={compact ? "icon" : "sm"}
      className={cn(compact && "h-7 w-7", className)}
      aria-label={target.label}
      title={target.label}
      onClick={() => openReport(target)}
    >
      <Flag /> {!compact && t("report.report")}
    </Button>
  );
}

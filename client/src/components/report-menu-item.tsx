import { Flag } from "lucide-react";
import { DropdownMenuItem } from "@/components/ui/dropdown-menu";
import { useT } from "@/i18n";
import { openReport } from "@/lib/report-store";
import type { ReportActionProps } from "./report-actions";

// Apart from report-actions.tsx: the menu and its Radix code load only when a card's menu is
// first opened (components/on-first-use.tsx), the page's Report buttons with the page.
/** 'Report' in a dropdown menu (question cards). */
export function ReportMenuItem({ target, canReport }: ReportActionProps) {
  const t = useT();
  if (!canReport) return null;
  return (
    <DropdownMenuItem onSelect={() => openReport(target)}>
      <Flag /> {t("report.report")}
    </DropdownMenuItem>
  );
}

import { Flag } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DropdownMenuItem } from "@/components/ui/dropdown-menu";
import { useUser } from "@/features/auth/api/get-user";
import { cn } from "@/lib/utils";
import { openReport, type ReportTarget } from "../report-store";

interface Props {
  target: ReportTarget;
  /** The author of the content (or the member themselves): nobody reports their own. */
  ownerId: string | null | undefined;
}

/** Signed-in members may report what others wrote (and other members). */
function useCanReport(ownerId: string | null | undefined) {
  const { user } = useUser();
  return user !== null && user.id !== ownerId;
}

/** 'Report' in a dropdown menu (question cards). */
export function ReportMenuItem({ target, ownerId }: Props) {
  if (!useCanReport(ownerId)) return null;
  return (
    <DropdownMenuItem onSelect={() => openReport(target)}>
      <Flag /> Report
    </DropdownMenuItem>
  );
}

/** 'Report' as a small button (answers, comments, profiles); icon only when compact. */
export function ReportButton({ target, ownerId, compact = false, className }: Props & { compact?: boolean; className?: string }) {
  if (!useCanReport(ownerId)) return null;
  return (
    <Button
      variant="ghost"
      size={compact ? "icon" : "sm"}
      className={cn(compact && "h-7 w-7", className)}
      aria-label={target.label}
      title={target.label}
      onClick={() => openReport(target)}
    >
      <Flag /> {!compact && "Report"}
    </Button>
  );
}

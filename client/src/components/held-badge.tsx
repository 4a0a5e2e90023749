import { Clock } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { useT } from "@/i18n";

/** Marks a post auto-moderation holds: only its author and staff see it until it is approved. */
export function HeldBadge() {
  const t = useT();
  return (
    <Badge variant="outline" className="mt-1 w-fit" title={t("report.heldBadgeTitle")}>
      <Clock aria-hidden="true" /> {t("report.heldForReview")}
    </Badge>
  );
}

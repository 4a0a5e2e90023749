import { Clock } from "lucide-react";
import { Badge } from "@/components/ui/badge";

/** Marks a post auto-moderation holds: only its author and staff see it until it is approved. */
export function HeldBadge() {
  return (
    <Badge variant="outline" className="mt-1 w-fit" title="Only you and the moderators can see this until it is approved">
      <Clock aria-hidden="true" /> Held for review
    </Badge>
  );
}

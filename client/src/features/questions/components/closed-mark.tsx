import { Lock } from "lucide-react";
import { cn } from "@/lib/utils";
import { useT } from "@/i18n";

/** "Closed" beside a closed question's title in a list (related questions, duplicate suggestions): it takes no new answers. */
export function ClosedMark({ className }: { className?: string }) {
  const t = useT();
  return (
    <span
      className={cn(
        "ms-1.5 inline-flex items-center gap-1 rounded border border-amber-500/50 bg-amber-500/10 px-1.5 py-px align-middle text-xs font-medium text-foreground",
        className,
      )}
    >
      <Lock className="h-3 w-3" aria-hidden="true" /> {t("card.closed")}
    </span>
  );
}

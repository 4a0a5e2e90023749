import { Loader2 } from "lucide-react";
import { cn } from "@/lib/utils";
import { useT } from "@/i18n";

/** A full-screen spinner with a label, used while the sign-in state loads (rare: the page's HTML carries it). */
export function FullScreenSpinner({ label }: { label?: string }) {
  const t = useT();
  return (
    <div className="flex min-h-screen items-center justify-center" role="status" aria-live="polite">
      <div className="flex flex-col items-center gap-3 text-muted-foreground">
        <Loader2 className={cn("h-8 w-8 animate-spin text-primary")} aria-hidden="true" />
        <span>{label ?? t("common.loading")}</span>
      </div>
    </div>
  );
}

/**
 * What a page shows while its code loads for the first time: nothing for a moment (most loads
 * end before it would be seen), then a small spinner, never a full-screen "Loading...".
 */
export function QuietFallback() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center motion-safe:animate-[fade-in_0.2s_ease-in_0.6s_both]" aria-busy="true">
      <Loader2 className="h-6 w-6 animate-spin text-muted-foreground" aria-hidden="true" />
    </div>
  );
}

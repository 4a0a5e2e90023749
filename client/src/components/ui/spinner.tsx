import { Loader2 } from "lucide-react";
import { cn } from "@/lib/utils";

/** A full-screen spinner with a label, used while the sign-in state loads. */
export function FullScreenSpinner({ label = "Loading..." }: { label?: string }) {
  return (
    <div className="flex min-h-screen items-center justify-center" role="status" aria-live="polite">
      <div className="flex flex-col items-center gap-3 text-muted-foreground">
        <Loader2 className={cn("h-8 w-8 animate-spin text-primary")} aria-hidden="true" />
        <span>{label}</span>
      </div>
    </div>
  );
}

import { cn } from "@/lib/utils";
import { PRODUCT_NAME } from "@/lib/site";

/** The wordmark. */
export function Logo({ className }: { className?: string }) {
  return <span className={cn("font-serif font-bold tracking-tight text-primary", className)}>{PRODUCT_NAME}</span>;
}

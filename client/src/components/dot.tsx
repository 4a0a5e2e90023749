import { cn } from "@/lib/utils";

/** The '·' between parts of a byline: drawn by CSS, so no text to translate or read aloud. */
export function Dot({ className }: { className?: string }) {
  return <span aria-hidden="true" className={cn("before:content-['·']", className)} />;
}

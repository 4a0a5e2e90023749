import { useId, useState, type MouseEvent, type ReactNode } from "react";
import { cn } from "@/lib/utils";

/**
 * A control the member may not use yet, kept in sight and told why (issue 24: never a silent
 * hide). The control stays focusable (aria-disabled, not disabled: a disabled button gets
 * neither focus nor hover, so its reason could not be read), its reason is its accessible
 * description and a tooltip on hover and focus, and a press shows the tooltip instead of
 * acting (phones have no hover). Without a reason it changes nothing.
 */
export function useRefusalTip(reason: string | undefined) {
  const id = useId();
  const [pressed, setPressed] = useState(false);
  if (!reason) return { refused: false as const, control: {} as { className?: string }, wrap: (control: ReactNode, _className?: string) => control };
  const control = {
    "aria-disabled": true as const,
    "aria-describedby": id,
    onClick: (event: MouseEvent) => {
      event.preventDefault();
      setPressed((shown) => !shown);
    },
    onBlur: () => setPressed(false),
    className: "opacity-50 cursor-not-allowed hover:bg-transparent",
  };
  const wrap = (node: ReactNode, className?: string) => (
    <span className={cn("group/refusal relative inline-flex", className)}>
      {node}
      <span
        role="tooltip"
        id={id}
        className={cn(
          "pointer-events-none absolute bottom-full start-0 z-50 mb-2 hidden w-max max-w-[16rem] rounded-md border bg-foreground px-2.5 py-1.5 text-start text-xs font-normal leading-snug whitespace-normal text-background shadow-md",
          "group-hover/refusal:block group-focus-within/refusal:block",
          pressed && "block",
        )}
      >
        {reason}
      </span>
    </span>
  );
  return { refused: true as const, control, wrap };
}

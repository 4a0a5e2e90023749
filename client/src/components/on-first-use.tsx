import { cloneElement, Suspense, useState, type KeyboardEvent, type PointerEvent, type ReactElement, type ReactNode } from "react";

type TriggerProps = {
  onClick?: () => void;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: () => void;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
  "aria-haspopup"?: "menu" | "dialog";
  "aria-expanded"?: boolean;
};

/** The keys that open a menu or popover from its button (as Radix's triggers do). */
const OPENING_KEYS = new Set(["Enter", " ", "ArrowDown"]);

/**
 * A menu or popover whose working part (Radix, floating-ui and the items' own hooks) loads
 * and mounts on first use, not with the page (decision 036). Until then the page renders only
 * `trigger`, the same button the menu would wrap, so the server's HTML and the first paint
 * are the same, and a page with a menu on every card hydrates a button per card instead of a
 * menu per card. Pointing at or focusing the button fetches the part; pressing it mounts it
 * open, as the real trigger would open it (a menu or popover on the primary pointer button
 * going down, or Enter, Space or ArrowDown; a dialog on a click): `open(trigger)` renders the
 * real thing around that same trigger, open from its first render. While the part loads (not
 * yet fetched), the plain button stays in place.
 */
export function OnFirstUse({
  trigger,
  load,
  open,
  haspopup = "menu",
}: {
  trigger: ReactElement<TriggerProps>;
  /** Fetches the working part's module (the same import the lazy component makes). */
  load: () => Promise<unknown>;
  /** The working part around the trigger, open from its first render. */
  open: (trigger: ReactElement<TriggerProps>) => ReactNode;
  haspopup?: "menu" | "dialog";
}) {
  const [used, setUsed] = useState(false);
  if (used) return <Suspense fallback={trigger}>{open(trigger)}</Suspense>;
  const prefetch = () => void load().catch(() => undefined);
  const mount = () => {
    prefetch();
    setUsed(true);
  };
  const common = { "aria-haspopup": haspopup, "aria-expanded": false, onPointerEnter: prefetch, onFocus: prefetch } as const;
  if (haspopup === "dialog") return cloneElement(trigger, { ...common, onClick: mount });
  return cloneElement(trigger, {
    ...common,
    onPointerDown: (event) => {
      if (event.button !== 0 || event.ctrlKey) return;
      // As Radix's trigger does: the button keeps no focus ring from a pointer press.
      event.preventDefault();
      mount();
    },
    onKeyDown: (event) => {
      if (!OPENING_KEYS.has(event.key)) return;
      event.preventDefault();
      mount();
    },
  });
}

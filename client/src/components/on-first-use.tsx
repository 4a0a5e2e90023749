import { cloneElement, useState, type ComponentType, type KeyboardEvent, type PointerEvent, type ReactElement } from "react";
import { toast } from "@/lib/use-toast";
import { useT } from "@/i18n";

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
 * menu per card. Pointing at or focusing the button fetches the part's module; pressing it
 * mounts the part open, as the real trigger would open it (a menu on the primary pointer
 * button going down, or Enter, Space or ArrowDown; a dialog or popover on a click). The part
 * renders the real thing around that same trigger, open from its first render.
 *
 * The module is loaded here, not through React.lazy: a chunk that fails to load (the network,
 * or a release that replaced it while the tab was open) leaves the button in place, says so,
 * and the next press tries again, instead of an error that would take the page down.
 */
export function OnFirstUse<P extends { trigger: ReactElement }>({
  trigger,
  load,
  props,
  haspopup = "menu",
}: {
  trigger: ReactElement<TriggerProps>;
  /** The working part's module; its default export renders the part around `trigger`. */
  load: () => Promise<{ default: ComponentType<P> }>;
  /** What the part takes besides the trigger. */
  props: Omit<P, "trigger">;
  haspopup?: "menu" | "dialog";
}) {
  const t = useT();
  const [part, setPart] = useState<{ Part: ComponentType<P> } | null>(null);
  const [loading, setLoading] = useState(false);
  if (part) return <part.Part {...({ ...props, trigger } as P)} />;

  const prefetch = () => void load().catch(() => undefined);
  const mount = () => {
    if (loading) return;
    setLoading(true);
    load().then(
      (module) => setPart({ Part: module.default }),
      () => {
        setLoading(false);
        toast({ title: t("card.errorTitle"), description: t("languages.loadErrorHelp"), variant: "destructive" });
      },
    );
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

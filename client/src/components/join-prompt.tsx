import { useEffect, useRef, useState, type ComponentType, type ReactNode, type RefObject } from "react";
import { Slot } from "@radix-ui/react-slot";
import type { JoinAction } from "@/components/join-paths";

export { useJoinPaths, type JoinAction } from "@/components/join-paths";

type PanelProps = { action: JoinAction; open: boolean; onOpenChange: (open: boolean) => void; anchor: RefObject<HTMLElement | null> };

const loadPanel = () => import("@/components/join-prompt-panel");

/**
 * A visitor's vote, answer, comment or follow: a small panel next to what they pressed, with
 * Sign Up and Sign In, both of which come back to this page. `children` is what it points at.
 *
 * The panel (Radix's popover and its positioning) loads the first time a prompt opens, not with
 * the page (decision 036's menus on first use): a visitor who only reads fetches none of it
 * (issue 22). `children` stays where it is either way (the panel anchors to it by reference), so
 * the button pressed keeps its focus while the panel arrives and gets it back when it closes.
 */
export function JoinPrompt({ action, open, onOpenChange, children }: Omit<PanelProps, "anchor"> & { children: ReactNode }) {
  const anchor = useRef<HTMLElement | null>(null);
  const [Panel, setPanel] = useState<ComponentType<PanelProps> | null>(null);
  useEffect(() => {
    if (!open || Panel) return;
    let live = true;
    loadPanel().then(
      (module) => live && setPanel(() => module.default),
      // The chunk could not load (the network, or a newer release): the press is undone, and the
      // next press tries again.
      () => live && onOpenChange(false),
    );
    return () => {
      live = false;
    };
  }, [open, Panel, onOpenChange]);
  return (
    <>
      <Slot ref={anchor}>{children}</Slot>
      {Panel && <Panel action={action} open={open} onOpenChange={onOpenChange} anchor={anchor} />}
    </>
  );
}

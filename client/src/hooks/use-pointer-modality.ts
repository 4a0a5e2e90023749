import { useEffect } from "react";

/**
 * Marks the document while the reader uses a pointer (`<html data-pointer>`), until they next
 * press a key. Chrome lets some focus moves after a click match :focus-visible (Radix tabs and
 * menus move focus in script), which left a red ring on a clicked tab; index.css hides focus
 * rings under the mark, except on text fields, where the ring shows where typing goes.
 */
export function usePointerModality() {
  useEffect(() => {
    const root = document.documentElement;
    const pointer = () => root.setAttribute("data-pointer", "");
    const keyboard = (event: KeyboardEvent) => {
      if (!event.metaKey && !event.ctrlKey && !event.altKey) root.removeAttribute("data-pointer");
    };
    window.addEventListener("pointerdown", pointer, true);
    window.addEventListener("keydown", keyboard, true);
    return () => {
      window.removeEventListener("pointerdown", pointer, true);
      window.removeEventListener("keydown", keyboard, true);
    };
  }, []);
}

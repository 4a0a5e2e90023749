import * as React from "react";
import { TIMING } from "@shared/limits";

/** How a toast looks (components/ui/toast.tsx draws each): the plain card, or the error's red. */
export type ToastVariant = "default" | "destructive";

/** Spec 4/9: only one toast shows at once; a dismissed one is removed after 1,000,000 ms. */
const TOAST_LIMIT = 1;

export interface ToastInput {
  title?: string;
  description?: string;
  variant?: ToastVariant;
}

interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

let toasts: ToastItem[] = [];
let counter = 0;
const listeners = new Set<(items: ToastItem[]) => void>();
const timers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener(toasts);
}

function dismiss(id?: string) {
  emit(toasts.map((item) => (id === undefined || item.id === id ? { ...item, open: false } : item)));
  for (const item of toasts) {
    if ((id === undefined || item.id === id) && !timers.has(item.id)) {
      timers.set(
        item.id,
        setTimeout(() => {
          timers.delete(item.id);
          emit(toasts.filter((other) => other.id !== item.id));
        }, TIMING.toastRemoveDelayMs),
      );
    }
  }
}

/** Shows a toast; usable outside React (mutations' callbacks, say). */
export function toast(input: ToastInput) {
  const id = String(++counter);
  const item: ToastItem = { ...input, id, open: true, onOpenChange: (open) => !open && dismiss(id) };
  emit([item, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismiss(id) };
}

export function useToast() {
  const [items, setItems] = React.useState(toasts);
  React.useEffect(() => {
    listeners.add(setItems);
    return () => {
      listeners.delete(setItems);
    };
  }, []);
  return { toasts: items, toast, dismiss };
}

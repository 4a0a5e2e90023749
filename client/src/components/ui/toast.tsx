import * as React from "react";
import * as ToastPrimitives from "@radix-ui/react-toast";
import { cva } from "class-variance-authority";
import { X } from "lucide-react";
import { cn } from "@/lib/utils";
import { TIMING } from "@shared/limits";
import { useToast, type ToastVariant } from "@/lib/use-toast";
import { useT } from "@/i18n";

const toastVariants = cva(
  "group pointer-events-auto relative flex w-full items-center justify-between gap-4 overflow-hidden rounded-md border p-5 pe-8 shadow-lg transition-all data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[state=closed]:opacity-0",
  {
    variants: {
      variant: {
        default: "border bg-card text-card-foreground",
        destructive: "border-destructive bg-destructive text-destructive-foreground",
      } satisfies Record<ToastVariant, string>,
    },
    defaultVariants: { variant: "default" },
  },
);

/** Renders the current toast (one at a time) in a viewport at most 420 px wide. */
export function Toaster() {
  const { toasts } = useToast();
  const t = useT();
  return (
    <ToastPrimitives.Provider duration={TIMING.toastDurationMs} swipeDirection="right" swipeThreshold={50}>
      {toasts.map(({ id, title, description, variant, open, onOpenChange }) => (
        <ToastPrimitives.Root key={id} open={open} onOpenChange={onOpenChange} className={cn(toastVariants({ variant }))}>
          <div className="grid gap-1">
            {title && <ToastPrimitives.Title className="text-sm font-semibold">{title}</ToastPrimitives.Title>}
            {description && <ToastPrimitives.Description className="text-sm opacity-90">{description}</ToastPrimitives.Description>}
          </div>
          <ToastPrimitives.Close
            className="absolute end-2 top-2 rounded-md p-1 opacity-70 hover:opacity-100"
            aria-label={t("common.close")}
          >
            <X className="h-4 w-4" />
          </ToastPrimitives.Close>
        </ToastPrimitives.Root>
      ))}
      <ToastPrimitives.Viewport className="fixed top-0 z-[100] flex max-h-screen w-full flex-col-reverse p-4 sm:bottom-0 sm:end-0 sm:top-auto sm:flex-col md:max-w-[420px]" />
    </ToastPrimitives.Provider>
  );
}

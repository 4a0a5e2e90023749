import type * as React from "react";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "./dialog";

// The phone menu is a dialog along the left edge: one modal implementation serves both.
export const Sheet = Dialog;
export const SheetTrigger = DialogTrigger;
export const SheetTitle = DialogTitle;
export const SheetDescription = DialogDescription;

/** A panel sliding in from the left edge (the phone menu), scrolling inside. */
export function SheetContent(props: React.ComponentProps<typeof DialogContent>) {
  return <DialogContent side="left" {...props} />;
}

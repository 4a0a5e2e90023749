/**
 * Destructive actions and warnings as red text on the card rather than white on red: the
 * dark theme's red is too light for white text (WCAG AA), while red text on the card passes
 * in both themes.
 */
export const destructiveOutline = "border border-destructive/60 bg-card text-destructive hover:bg-destructive/10";
export const destructiveBadge = "border border-destructive/60 bg-transparent text-destructive";

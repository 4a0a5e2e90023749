import { Award } from "lucide-react";
import type { BadgeTier } from "@shared/badges";
import { useT, type MessageId } from "@/i18n";
import { cn } from "@/lib/utils";

/** Each tier's colours, readable on the light and the dark theme alike. */
export const TIER_CLASSES: Record<BadgeTier, { chip: string; icon: string }> = {
  bronze: {
    chip: "border-orange-300 bg-orange-50 text-orange-900 dark:border-orange-700/70 dark:bg-orange-950/50 dark:text-orange-100",
    icon: "text-orange-700 dark:text-orange-400",
  },
  silver: {
    chip: "border-slate-300 bg-slate-100 text-slate-800 dark:border-slate-500/70 dark:bg-slate-800/70 dark:text-slate-100",
    icon: "text-slate-500 dark:text-slate-300",
  },
  gold: {
    chip: "border-yellow-400 bg-yellow-100 text-yellow-900 dark:border-yellow-500/70 dark:bg-yellow-900/40 dark:text-yellow-100",
    icon: "text-yellow-600 dark:text-yellow-300",
  },
};

export const TIER_NAMES: Record<BadgeTier, MessageId> = {
  bronze: "badges.tierBronze",
  silver: "badges.tierSilver",
  gold: "badges.tierGold",
};

/** A badge as a chip: its tier's colour and medal, its name; the tier said in words for screen readers. */
export function BadgeChip({ tier, name, className }: { tier: BadgeTier; name: string; className?: string }) {
  const t = useT();
  return (
    <span
      className={cn("inline-flex max-w-full items-center gap-1.5 rounded-full border px-2.5 py-1 text-sm font-semibold", TIER_CLASSES[tier].chip, className)}
      data-tier={tier}
    >
      <Award className={cn("size-4 shrink-0", TIER_CLASSES[tier].icon)} aria-hidden="true" />
      <span className="truncate">{name}</span>
      <span className="sr-only">{t("badges.tierLabel", { tier: t(TIER_NAMES[tier]) })}</span>
    </span>
  );
}

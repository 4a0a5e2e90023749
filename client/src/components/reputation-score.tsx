import { formatReputation } from "@/lib/reputation-number";
import { useFormat, useLocale, useT } from "@/i18n";
import { cn } from "@/lib/utils";

/**
 * A member's reputation beside their name (issue 24 point 2), compact as Stack Overflow writes
 * it ("1,234", "12.3K"). Read aloud and shown on hover in full: "Reputation 12,345".
 */
export function ReputationScore({ value, className }: { value: number; className?: string }) {
  const t = useT();
  const format = useFormat();
  const { locale } = useLocale();
  const label = t("reputation.label", { n: format.number(value) });
  return (
    <span className={cn("shrink-0 whitespace-nowrap font-semibold tabular-nums text-muted-foreground", className)} title={label} data-reputation={value}>
      <span aria-hidden="true">{formatReputation(value, locale)}</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}

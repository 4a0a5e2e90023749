import { LIMITS } from "@shared/limits";
import { Input } from "@/components/ui/input";
import { useT } from "@/i18n";

/** The optional note an edit carries into its revision ("Fixed a typo"). */
export function EditSummaryInput({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const t = useT();
  return (
    <Input
      value={value}
      onChange={(event) => onChange(event.target.value)}
      maxLength={LIMITS.editSummary}
      placeholder={t("revision.summaryPlaceholder")}
      aria-label={t("revision.summaryLabel")}
    />
  );
}

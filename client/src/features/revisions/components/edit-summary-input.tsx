import { LIMITS } from "@shared/limits";
import { Input } from "@/components/ui/input";

/** The optional note an edit carries into its revision ("Fixed a typo"). */
export function EditSummaryInput({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <Input
      value={value}
      onChange={(event) => onChange(event.target.value)}
      maxLength={LIMITS.editSummary}
      placeholder="Edit summary (optional): what did you change?"
      aria-label="Edit summary"
    />
  );
}

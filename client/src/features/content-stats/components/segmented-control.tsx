import { cn } from "@/lib/utils";

interface Props<T extends string> {
  label: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  labels?: Partial<Record<T, string>>;
}

/** A row of toggle buttons where one is chosen (aria-pressed), named as a group. */
export function SegmentedControl<T extends string>({ label, options, value, onChange, labels }: Props<T>) {
  return (
    <div role="group" aria-label={label} className="inline-flex h-10 items-center rounded-md bg-muted p-1 text-muted-foreground">
      {options.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={option === value}
          onClick={() => onChange(option)}
          className={cn(
            "inline-flex h-8 cursor-pointer items-center justify-center rounded-sm px-3 text-sm font-medium whitespace-nowrap transition-all",
            option === value && "bg-card text-foreground shadow-sm",
          )}
        >
          {labels?.[option] ?? option}
        </button>
      ))}
    </div>
  );
}

import { ChevronDown } from "lucide-react";

/** A question and its answer. */
export interface FaqItem {
  q: string;
  a: string;
}

/**
 * An FAQ accordion of native disclosure widgets (details/summary): Enter and Space open them
 * and screen readers announce them, with no script.
 */
export function FaqList({ items }: { items: readonly FaqItem[] }) {
  return (
    <ul className="divide-y rounded-lg border bg-card">
      {items.map((item) => (
        <li key={item.q}>
          <details className="group p-4">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-2 rounded-sm font-medium">
              {item.q}
              <ChevronDown className="h-4 w-4 shrink-0 transition-transform group-open:rotate-180" aria-hidden="true" />
            </summary>
            <p className="mt-2 text-sm text-muted-foreground">{item.a}</p>
          </details>
        </li>
      ))}
    </ul>
  );
}

import { ChevronDown } from "lucide-react";

/** A question and its answer (a line break starts a paragraph; `text` in backticks is code). */
export interface FaqItem {
  q: string;
  a: string;
}

/** An answer's `code` spans (search operators, typed as written) as code, whole on one line. */
function WithCode({ text }: { text: string }) {
  return text.split(/(`[^`]+`)/).map((part, index) =>
    index % 2 === 1 ? (
      <code key={index} className="whitespace-nowrap rounded bg-muted px-1 py-0.5 font-mono text-[0.8em] text-foreground/80">
        {part.slice(1, -1)}
      </code>
    ) : (
      part
    ),
  );
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
            <div className="mt-2 space-y-2 text-sm text-muted-foreground">
              {item.a.split("\n").map((line, index) => (
                <p key={index}>
                  <WithCode text={line} />
                </p>
              ))}
            </div>
          </details>
        </li>
      ))}
    </ul>
  );
}

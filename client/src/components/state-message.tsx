// The one way a page or a section says "nothing here", "not for you", "not found" or "that
// went wrong" (issue 13): an icon, a heading, a line of help, and a way on (Retry for errors,
// a link home or to sign in otherwise). Every empty, denied, not-found and error state uses it.
import type { ReactNode } from "react";
import { Link } from "wouter";
import { AlertTriangle, FileQuestion, Inbox, Lock } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useT } from "@/i18n";
import { cn } from "@/lib/utils";

export type StateKind = "empty" | "denied" | "not-found" | "error";

const ICONS = { empty: Inbox, denied: Lock, "not-found": FileQuestion, error: AlertTriangle } as const;

export interface StateMessageProps {
  kind: StateKind;
  title: ReactNode;
  /** One line of help: what happened and what to do. */
  description?: ReactNode;
  /** Shows a Retry button (errors): refetch what failed. */
  onRetry?: () => void;
  /** Links or buttons that lead on (Go home, Sign in, Ask a question). */
  actions?: ReactNode;
  /** A heading level for the title: h1 when the state is the whole page. */
  as?: "h1" | "h2" | "h3";
  className?: string;
}

export function StateMessage({ kind, title, description, onRetry, actions, as: Heading = "h2", className }: StateMessageProps) {
  const t = useT();
  const Icon = ICONS[kind];
  return (
    <div role={kind === "error" ? "alert" : undefined} className={cn("flex flex-col items-center gap-3 rounded-lg border border-dashed px-6 py-10 text-center", className)}>
      <Icon className={cn("h-8 w-8", kind === "error" ? "text-destructive" : "text-muted-foreground")} aria-hidden="true" />
      <Heading className="text-lg font-semibold">{title}</Heading>
      {description ? <p className="max-w-md text-sm text-muted-foreground">{description}</p> : null}
      {onRetry || actions ? (
        <div className="mt-1 flex flex-wrap items-center justify-center gap-2">
          {onRetry ? (
            <Button type="button" variant="outline" onClick={onRetry}>
              {t("common.retry")}
            </Button>
          ) : null}
          {actions}
        </div>
      ) : null}
    </div>
  );
}

/**
 * A page whose id names nothing (a question, a topic, a member, a revision): the not-found
 * state as the page's heading, with the way home.
 */
export function NotFoundState({ title, description, className }: { title: ReactNode; description: ReactNode; className?: string }) {
  const t = useT();
  return (
    <StateMessage
      kind="not-found"
      as="h1"
      className={cn("mx-auto max-w-lg bg-card", className)}
      title={title}
      description={description}
      actions={
        <Button asChild>
          <Link href="/">{t("common.backHome")}</Link>
        </Button>
      }
    />
  );
}

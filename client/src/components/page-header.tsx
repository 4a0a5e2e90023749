import { cn } from "@/lib/utils";

/**
 * A member page's heading: an icon tile, the title (the page's h1) and a line under it, with an
 * optional action at the end (a button that wraps below on phones).
 */
export function PageHeader({
  icon,
  title,
  subtitle,
  action,
  className,
}: {
  /** A lucide icon element; it is decorative. */
  icon: React.ReactNode;
  title: string;
  subtitle?: string;
  action?: React.ReactNode;
  className?: string;
}) {
  return (
    <header className={cn("flex flex-wrap items-start justify-between gap-3", className)}>
      <div className="flex min-w-0 items-start gap-3">
        <span
          className="flex h-11 w-11 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground [&_svg]:h-6 [&_svg]:w-6"
          aria-hidden="true"
        >
          {icon}
        </span>
        <div className="min-w-0">
          <h1 className="text-2xl font-bold">{title}</h1>
          {subtitle && <p className="text-sm text-muted-foreground">{subtitle}</p>}
        </div>
      </div>
      {action}
    </header>
  );
}

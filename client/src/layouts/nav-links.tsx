import { Link, useLocation } from "wouter";
import { Briefcase, Home, LayoutGrid, TrendingUp, Trophy, Users, type LucideIcon } from "lucide-react";
import { cn } from "@/lib/utils";
import { useT, type MessageId } from "@/i18n";

/**
 * The frame's main destinations (spec 2.4): the header's nav is Home, Following, Trending and
 * Business; the sidebar has "the same five links", Spaces included, and Members (/users, issue 24).
 */
export const NAV_LINKS: { href: string; label: MessageId; icon: LucideIcon; sidebarOnly?: boolean }[] = [
  { href: "/", label: "nav.home", icon: Home },
  { href: "/following", label: "nav.following", icon: Users },
  { href: "/trending", label: "nav.trending", icon: TrendingUp },
  { href: "/spaces", label: "nav.spaces", icon: LayoutGrid, sidebarOnly: true },
  { href: "/users", label: "nav.users", icon: Trophy, sidebarOnly: true },
  { href: "/business", label: "nav.business", icon: Briefcase },
];

/** Whether `href` is the page shown (or a page under it). */
export function useIsActive() {
  const [location] = useLocation();
  return (href: string) => (href === "/" ? location === "/" : location === href || location.startsWith(`${href}/`));
}

/** The nav links as a row (header) or a column (sidebar), the current page marked. */
export function NavLinks({ vertical = false, onNavigate }: { vertical?: boolean; onNavigate?: () => void }) {
  const isActive = useIsActive();
  const t = useT();
  return (
    <ul className={cn("flex gap-1", vertical && "flex-col")}>
      {NAV_LINKS.filter((link) => vertical || !link.sidebarOnly).map(({ href, label, icon: Icon }) => (
        <li key={href}>
          <Link
            href={href}
            onClick={onNavigate}
            aria-current={isActive(href) ? "page" : undefined}
            className={cn(
              "flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-muted-foreground hover:bg-muted hover:text-foreground",
              isActive(href) && "bg-accent text-accent-foreground hover:bg-accent hover:text-accent-foreground",
              !vertical && "gap-2",
            )}
          >
            <Icon className="h-4 w-4 shrink-0" aria-hidden="true" />
            {t(label)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

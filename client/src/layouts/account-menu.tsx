import type { ReactElement } from "react";
import { useLocation } from "wouter";
import { BarChart3, Bookmark, Check, ClipboardCheck, Crown, DollarSign, FileText, HelpCircle, Languages, LogOut, Megaphone, MessageSquare, Monitor, Moon, Settings, Shield, User as UserIcon, type LucideIcon } from "lucide-react";
import { displayName, userSubtitle, type User } from "@shared/users";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { useMySubscription } from "@/features/subscriptions/api/get-my-subscription";
import { useSiteSettings } from "@/hooks/use-site-settings";
import { privilegesQueryOptions } from "@/hooks/use-privileges";
import { useQuery } from "@tanstack/react-query";
import { LOGOUT_URL, navigateTo } from "@/lib/navigation";
import { setThemeChoice, useThemeChoice } from "@/lib/theme";
import { useT, type MessageId } from "@/i18n";

/** A menu item that opens one of the member's pages. */
interface MenuPage {
  path: string;
  icon: LucideIcon;
  label: MessageId;
}

// The spec's order (2.4): the member's own pages, Ponder+, the theme, then settings and help.
const PAGES: MenuPage[] = [
  { path: "/profile", icon: UserIcon, label: "shell.profile" },
  { path: "/messages", icon: MessageSquare, label: "shell.messages" },
  { path: "/ads/create", icon: Megaphone, label: "shell.createAd" },
  { path: "/monetization", icon: DollarSign, label: "shell.monetization" },
  { path: "/content-stats", icon: BarChart3, label: "shell.contentStats" },
  { path: "/bookmarks", icon: Bookmark, label: "shell.bookmarks" },
  { path: "/drafts", icon: FileText, label: "shell.drafts" },
];
/** Community review (issue 25): for members with the review privilege, after the spec's own pages. */
const REVIEW_PAGE: MenuPage = { path: "/review", icon: ClipboardCheck, label: "nav.review" };
const HELP_PAGES: MenuPage[] = [
  { path: "/settings", icon: Settings, label: "shell.settings" },
  { path: "/languages", icon: Languages, label: "shell.languages" },
  { path: "/help", icon: HelpCircle, label: "shell.help" },
];

function PageItem({ page: { path, icon: Icon, label } }: { page: MenuPage }) {
  const [, navigate] = useLocation();
  const t = useT();
  return (
    <DropdownMenuItem onSelect={() => navigate(path)}>
      <Icon /> {t(label)}
    </DropdownMenuItem>
  );
}

/** The header's account menu once first used (app-shell.tsx): open from its first render. */
export default function AccountMenuOpen({ user, trigger }: { user: User; trigger: ReactElement }) {
  const { hasAccess: hasPlus } = useMySubscription();
  const { siteName } = useSiteSettings();
  const theme = useThemeChoice();
  const [, navigate] = useLocation();
  const t = useT();
  const subtitle = userSubtitle(user);
  const privileges = useQuery(privilegesQueryOptions);
  const mayReview = privileges.data?.items.some((privilege) => privilege.id === "review" && privilege.granted) ?? false;
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>
          <span className="block font-semibold">{displayName(user)}</span>
          {subtitle && <span className="block truncate text-xs font-normal text-muted-foreground">{subtitle}</span>}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {PAGES.map((page) => (
          <PageItem key={page.path} page={page} />
        ))}
        {mayReview && <PageItem page={REVIEW_PAGE} />}
        <DropdownMenuItem onSelect={() => navigate("/ponder-plus")}>
          <Crown /> {hasPlus ? t("shell.plusMenuActive", { site: siteName }) : t("shell.tryPlus", { site: siteName })}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => setThemeChoice(theme === "dark" ? "light" : "dark")} aria-checked={theme === "dark"} role="menuitemcheckbox">
          <Moon /> {t("shell.darkMode")} {theme === "dark" && <Check className="ms-auto" />}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => setThemeChoice("auto")} aria-checked={theme === "auto"} role="menuitemcheckbox">
          <Monitor /> {t("shell.autoTheme")} {theme === "auto" && <Check className="ms-auto" />}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        {HELP_PAGES.map((page) => (
          <PageItem key={page.path} page={page} />
        ))}
        {user.isAdmin && <PageItem page={{ path: "/admin", icon: Shield, label: "shell.adminPanel" }} />}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigateTo(LOGOUT_URL)}>
          <LogOut /> {t("shell.logOut")}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

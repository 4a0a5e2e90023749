import type { ReactElement } from "react";
import { useLocation } from "wouter";
import { BarChart3, Bookmark, Check, Crown, DollarSign, FileText, HelpCircle, Languages, LogOut, Megaphone, MessageSquare, Monitor, Moon, Settings, Shield, User as UserIcon } from "lucide-react";
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
import { useSiteSettings } from "@/features/site/api/get-site";
import { LOGOUT_URL, navigateTo } from "@/lib/navigation";
import { setThemeChoice, useThemeChoice } from "@/lib/theme";
import { useT } from "@/i18n";

/** The header's account menu once first used (app-shell.tsx): open from its first render. */
export default function AccountMenuOpen({ user, trigger }: { user: User; trigger: ReactElement }) {
  const { hasAccess: hasPlus } = useMySubscription();
  const { siteName } = useSiteSettings();
  const theme = useThemeChoice();
  const [, navigate] = useLocation();
  const t = useT();
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>
          <span className="block font-semibold">{displayName(user)}</span>
          <span className="block truncate text-xs font-normal text-muted-foreground">{userSubtitle(user)}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate("/profile")}>
          <UserIcon /> {t("shell.profile")}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate("/messages")}>
          <MessageSquare /> {t("shell.messages")}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate("/ads/create")}>
          <Megaphone /> {t("shell.createAd")}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate("/monetization")}>
          <DollarSign /> {t("shell.monetization")}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate("/content-stats")}>
          <BarChart3 /> {t("shell.contentStats")}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate("/bookmarks")}>
          <Bookmark /> {t("shell.bookmarks")}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate("/drafts")}>
          <FileText /> {t("shell.drafts")}
        </DropdownMenuItem>
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
        <DropdownMenuItem onSelect={() => navigate("/settings")}>
          <Settings /> {t("shell.settings")}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate("/languages")}>
          <Languages /> {t("shell.languages")}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate("/help")}>
          <HelpCircle /> {t("shell.help")}
        </DropdownMenuItem>
        {user.isAdmin && (
          <DropdownMenuItem onSelect={() => navigate("/admin")}>
            <Shield /> {t("shell.adminPanel")}
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigateTo(LOGOUT_URL)}>
          <LogOut /> {t("shell.logOut")}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

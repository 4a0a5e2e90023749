import { Link, useLocation } from "wouter";
import { ExternalLink, LogOut, Shield } from "lucide-react";
import type { User } from "@shared/users";
import { displayName } from "@shared/users";
import { Button } from "@/components/ui/button";
import { useSiteSettings } from "@/hooks/use-site-settings";
import { useT } from "@/i18n";
import { useAdminLogout } from "../api/admin-logout";
import { Dot } from "./list-states";
import { useRoleLabel } from "./roles";

/** The panel's header: the site, who is signed in, back to the site, Logout (ends the server session). */
export function AdminHeader({ user }: { user: User }) {
  const t = useT();
  const roleLabel = useRoleLabel();
  const { siteName } = useSiteSettings();
  const logout = useAdminLogout();
  const [, navigate] = useLocation();
  return (
    <header className="sticky top-0 z-40 border-b bg-card/95 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-6xl items-center gap-3 px-4">
        <Shield className="h-5 w-5 shrink-0 text-primary" aria-hidden="true" />
        <h1 className="min-w-0 truncate text-base font-semibold sm:text-lg">
          <span className="sm:hidden">{t("admin.panelTitleShort", { site: siteName })}</span>
          <span className="hidden sm:inline">{t("admin.panelTitle", { site: siteName })}</span>
        </h1>
        <span className="ms-auto hidden truncate text-sm text-muted-foreground md:inline">
          {displayName(user)}
          <Dot />
          {roleLabel(user.role)}
        </span>
        <Button variant="ghost" size="sm" asChild className="ms-auto shrink-0 md:ms-0">
          <Link href="/" aria-label={t("admin.viewSite")}>
            <ExternalLink /> <span className="hidden sm:inline">{t("admin.viewSite")}</span>
          </Link>
        </Button>
        <Button
          variant="outline"
          size="sm"
          className="shrink-0"
          aria-label={t("admin.logout")}
          disabled={logout.isPending}
          onClick={() => logout.mutate(undefined, { onSettled: () => navigate("/admin/login") })}
        >
          <LogOut /> <span className="hidden sm:inline">{t("admin.logout")}</span>
        </Button>
      </div>
    </header>
  );
}

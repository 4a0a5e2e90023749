import { lazy, useEffect } from "react";
import { roleCan } from "@shared/permissions";
import { useLocation } from "wouter";
import { Wrench } from "lucide-react";
import type { SiteInfo } from "@shared/site";
import { useUser } from "@/hooks/use-user";
import { setSiteTheme } from "@/lib/theme";
import { HydratedSuspense } from "@/components/hydrated-suspense";
import { useT } from "@/i18n";
import { useSiteSettings } from "@/hooks/use-site-settings";
import { useRefreshOnVerificationRefusal, useVerificationStatus } from "../api/verify-email";

// Both are rare: their own chunks, loaded only when shown.
const MaintenancePage = lazy(() => import("./maintenance-page").then((module) => ({ default: module.MaintenancePage })));
const VerifyEmailBanner = lazy(() => import("./verify-email-banner").then((module) => ({ default: module.VerifyEmailBanner })));

const DEFAULT_FAVICON = "/favicon.svg";

/** Black or white text, whichever reads better on this colour (WCAG relative luminance). */
function readableOn(hex: string): string {
  const channel = (index: number) => {
    const value = parseInt(hex.slice(index, index + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return luminance > 0.45 ? "#111111" : "#ffffff";
}

/** Favicon and theme from the site settings, applied to the document. */
function useSiteEffects(site: SiteInfo & { isLoading: boolean }) {
  // The title is the page's own (client/src/hooks/use-document-title.ts).
  const { faviconUrl, theme, primaryColor, isLoading } = site;

  useEffect(() => {
    if (isLoading) return;
    const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) return;
    // The URL carries a version, so a new favicon replaces the cached one at once.
    link.href = faviconUrl ?? DEFAULT_FAVICON;
    if (faviconUrl) link.removeAttribute("type");
    else link.type = "image/svg+xml";
  }, [faviconUrl, isLoading]);

  useEffect(() => {
    if (isLoading) return;
    const style = document.documentElement.style;
    try {
      setSiteTheme(theme);
      if (theme === "custom" && primaryColor) localStorage.setItem("sitePrimary", `${primaryColor}|${readableOn(primaryColor)}`);
      else localStorage.removeItem("sitePrimary");
    } catch {
      // Storage unavailable: the theme still applies to this page.
    }
    if (theme === "custom" && primaryColor) {
      style.setProperty("--primary", primaryColor);
      style.setProperty("--ring", primaryColor);
      style.setProperty("--primary-foreground", readableOn(primaryColor));
    } else {
      for (const name of ["--primary", "--ring", "--primary-foreground"]) style.removeProperty(name);
    }
  }, [theme, primaryColor, isLoading]);
}

/**
 * Applies the admin's site settings to every page: the title, favicon and theme; the
 * maintenance page for visitors and members (staff keep working, with a reminder); and a
 * reminder to members who must verify their email before posting.
 */
export function SiteGate({ children }: { children: React.ReactNode }) {
  const t = useT();
  const site = useSiteSettings();
  const { user } = useUser();
  const [location] = useLocation();
  const isStaff = roleCan(user?.role, "staff");
  const verification = useVerificationStatus(Boolean(user) && site.requireEmailVerification && !isStaff);
  useRefreshOnVerificationRefusal(Boolean(user) && !isStaff);
  useSiteEffects(site);

  if (site.maintenanceMode && !isStaff && !location.startsWith("/admin")) {
    return (
      <HydratedSuspense fallback={null}>
        <MaintenancePage />
      </HydratedSuspense>
    );
  }
  return (
    <>
      {site.maintenanceMode && isStaff && (
        <div className="bg-foreground text-background" role="status">
          <p className="mx-auto flex max-w-7xl items-center gap-2 px-4 py-1.5 text-xs sm:text-sm">
            <Wrench className="h-4 w-4 shrink-0" aria-hidden="true" /> {t("shell.maintenanceOn")}
          </p>
        </div>
      )}
      {verification.data?.mustVerify && (
        <HydratedSuspense fallback={null}>
          <VerifyEmailBanner status={verification.data} />
        </HydratedSuspense>
      )}
      {children}
    </>
  );
}

import { createContext, useContext, useMemo, type ReactNode } from "react";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SiteInfo } from "@shared/site";
import { PRODUCT_NAME } from "@/lib/site";

/** GET /api/site: the site's name, description, branding, theme and switches (public). */
export const siteQueryOptions = queryOptions<SiteInfo>({ queryKey: ["/api/site"] });

/** What pages show until the server answers (and if it cannot): spec 3's defaults. */
const DEFAULTS: SiteInfo = {
  siteName: PRODUCT_NAME,
  siteDescription: "Knowledge sharing platform",
  logoUrl: null,
  faviconUrl: null,
  theme: "default",
  primaryColor: null,
  maintenanceMode: false,
  allowRegistrations: true,
  requireEmailVerification: false,
};

type SiteSettings = SiteInfo & { isLoading: boolean };

const SiteSettingsContext = createContext<SiteSettings | null>(null);

/**
 * Reads the site settings once for the whole app (`App`): the logo, footer, title, search box
 * and gate each made their own query observer, some 3% of a question page's prerender (issue
 * 22). The settings never go stale by themselves (the admin's save refreshes them), so one
 * observer refetches exactly when several did.
 */
export function SiteSettingsProvider({ children }: { children: ReactNode }) {
  const query = useQuery(siteQueryOptions);
  const value = useMemo(() => ({ ...(query.data ?? DEFAULTS), isLoading: query.isLoading }), [query.data, query.isLoading]);
  return <SiteSettingsContext.Provider value={value}>{children}</SiteSettingsContext.Provider>;
}

/** The site settings every page needs; the admin's siteName replaces the product's name. */
export function useSiteSettings(): SiteSettings {
  const value = useContext(SiteSettingsContext);
  if (!value) throw new Error("useSiteSettings is used outside SiteSettingsProvider (client/src/app/app.tsx)");
  return value;
}

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

/** The site settings every page needs; the admin's siteName replaces the product's name. */
export function useSiteSettings(): SiteInfo & { isLoading: boolean } {
  const query = useQuery(siteQueryOptions);
  return { ...(query.data ?? DEFAULTS), isLoading: query.isLoading };
}

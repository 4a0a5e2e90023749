import { useEffect } from "react";
import { useSiteSettings } from "./api/get-site";

/**
 * Sets the browser tab's title to "{title} - {siteName}" while the page is shown, and puts
 * the site's own title ("{siteName} - {siteDescription}") back when it goes.
 */
export function useDocumentTitle(title: string | null | undefined) {
  const { siteName, siteDescription } = useSiteSettings();
  useEffect(() => {
    if (!title) return;
    document.title = `${title} - ${siteName}`;
    return () => {
      document.title = siteDescription ? `${siteName} - ${siteDescription}` : siteName;
    };
  }, [title, siteName, siteDescription]);
}

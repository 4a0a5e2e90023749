import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { StateMessage } from "@/components/state-message";
import { SiteFrame } from "@/features/site/components/static-layout";
import { useSiteSettings } from "@/features/site/api/get-site";
import { useDocumentTitle } from "@/features/site/use-document-title";
import { useT } from "@/i18n";

/**
 * Spec 2.1's not-found screen, with its two texts, inside the site's frame and with a way
 * home (the server sends it with HTTP 404: shared/site-paths.ts).
 */
export default function NotFound() {
  const t = useT();
  const { siteName } = useSiteSettings();
  useDocumentTitle(t("notFound.title"));
  return (
    <SiteFrame>
      <main className="mx-auto flex w-full max-w-xl flex-1 items-center px-4 py-16">
        <StateMessage
          kind="not-found"
          as="h1"
          className="w-full"
          title={t("notFound.title")}
          description={t("notFound.description")}
          actions={
            <>
              <Button asChild>
                <Link href="/">{t("notFound.goHome", { site: siteName })}</Link>
              </Button>
              <Button variant="outline" asChild>
                <Link href="/help">{t("notFound.help")}</Link>
              </Button>
            </>
          }
        />
      </main>
    </SiteFrame>
  );
}

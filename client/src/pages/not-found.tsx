import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { StateMessage } from "@/components/state-message";
import { SearchForm } from "@/layouts/search-form";
import { SiteFrame } from "@/features/site/components/static-layout";
import { useSiteSettings } from "@/hooks/use-site-settings";
import { PopularQuestions } from "@/features/questions/components/popular-questions";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { useT } from "@/i18n";

/**
 * Spec 2.1's not-found screen inside the site's frame (the server sends it with HTTP 404:
 * shared/site-paths.ts). It keeps the spec's title; the spec's developer line is replaced by
 * words for people, a search and a few popular questions, so no link ends here (issue 23).
 */
export default function NotFound() {
  const t = useT();
  const { siteName } = useSiteSettings();
  useDocumentTitle(t("notFound.title"));
  return (
    <SiteFrame>
      <main id="main-content" tabIndex={-1} className="mx-auto w-full max-w-xl flex-1 space-y-6 px-4 py-12 sm:py-16">
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
        <SearchForm className="w-full" />
        <PopularQuestions />
      </main>
    </SiteFrame>
  );
}

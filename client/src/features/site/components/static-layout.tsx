import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Logo } from "@/components/logo";
import { useUser } from "@/hooks/use-user";
import { useT } from "@/i18n";
import { useSiteSettings } from "@/hooks/use-site-settings";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { SiteFooter } from "./site-footer";

/**
 * The site's frame for pages anyone may open (content pages, not-found): a header with the
 * logo and a way on (back to the feed for a member, sign in and join for a visitor), the
 * page, and the shared footer (spec 2.17).
 */
export function SiteFrame({ children, withProductLinks = false }: { children: React.ReactNode; withProductLinks?: boolean }) {
  const { user } = useUser();
  const { siteName } = useSiteSettings();
  const t = useT();
  return (
    <div className="flex min-h-screen flex-col bg-background">
      <header className="border-b bg-card">
        <div className="mx-auto flex h-14 max-w-6xl items-center justify-between gap-4 px-4">
          <Link href="/" aria-label={t("pages.homeLabel", { site: siteName })}>
            <Logo className="text-2xl" />
          </Link>
          {user ? (
            <Button variant="outline" size="sm" asChild>
              <Link href="/">{t("pages.backToSite", { site: siteName })}</Link>
            </Button>
          ) : (
            <div className="flex gap-2">
              <Button variant="ghost" size="sm" asChild>
                <Link href="/auth">{t("pages.logIn")}</Link>
              </Button>
              <Button size="sm" asChild>
                <Link href="/register">{t("pages.signUp")}</Link>
              </Button>
            </div>
          )}
        </div>
      </header>
      {children}
      <SiteFooter withProductLinks={withProductLinks} />
    </div>
  );
}

/** Header, a readable column of content, and the shared footer (spec 2.17). */
export function StaticLayout({ title, intro, icon, children }: { title: string; intro?: string; icon?: React.ReactNode; children: React.ReactNode }) {
  useDocumentTitle(title);
  return (
    <SiteFrame>
      <main id="main-content" tabIndex={-1} className="mx-auto w-full max-w-3xl flex-1 px-4 py-10">
        {icon ? (
          <span className="mb-4 flex h-12 w-12 items-center justify-center rounded-lg bg-accent text-accent-foreground [&_svg]:h-6 [&_svg]:w-6" aria-hidden="true">
            {icon}
          </span>
        ) : null}
        <h1 className="break-words text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        {intro && <p className="mt-3 text-lg text-muted-foreground">{intro}</p>}
        <div className="mt-8 space-y-8">{children}</div>
      </main>
    </SiteFrame>
  );
}

/** A titled section of a static page. */
export function StaticSection({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="space-y-2">
      <h2 className="text-xl font-semibold">{title}</h2>
      <div className="space-y-2 leading-relaxed text-muted-foreground">{children}</div>
    </section>
  );
}

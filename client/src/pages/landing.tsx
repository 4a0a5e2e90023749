import { Link } from "wouter";
import { Award, Globe, Lock, MessageCircleQuestion, ShieldCheck, TrendingUp, Users } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Logo } from "@/components/logo";
import { SiteFooter } from "@/features/site/components/site-footer";
import { useSiteSettings } from "@/hooks/use-site-settings";
import { useT } from "@/i18n";

// Message ids, not text: the page speaks the reader's language.
const FEATURES = [
  { icon: MessageCircleQuestion, title: "landing.askTitle", text: "landing.askText" },
  { icon: Users, title: "landing.expertsTitle", text: "landing.expertsText" },
  { icon: TrendingUp, title: "landing.trendingTitle", text: "landing.trendingText" },
  { icon: Award, title: "landing.qualityTitle", text: "landing.qualityText" },
] as const;

const BADGES = [
  { icon: Lock, label: "landing.secure" },
  { icon: ShieldCheck, label: "landing.trusted" },
  { icon: Globe, label: "landing.global" },
] as const;

/** The visitor's landing page (spec 2.2). */
export default function LandingPage() {
  const t = useT();
  const { siteName } = useSiteSettings();
  const site = { site: siteName };
  return (
    <div className="min-h-screen bg-background">
      <header className="border-b bg-card">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4">
          {/* The logo keeps its width; on phones the buttons get smaller (issue 23: "Ponder" cut in Spanish). */}
          <div className="shrink-0">
            <Logo className="text-2xl sm:text-3xl" />
          </div>
          <div className="flex min-w-0 gap-2">
            <Button variant="ghost" className="h-9 px-3 sm:h-10 sm:px-4" asChild>
              <Link href="/auth">{t("pages.logIn")}</Link>
            </Button>
            <Button className="h-9 px-3 sm:h-10 sm:px-4" asChild>
              <Link href="/register">{t("pages.signUp")}</Link>
            </Button>
          </div>
        </div>
      </header>
      <main id="main-content" tabIndex={-1}>
        <section className="mx-auto max-w-4xl px-4 py-20 text-center sm:py-28">
          <h1 className="font-serif text-4xl font-bold tracking-tight sm:text-6xl">{t("landing.heroTitle")}</h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-muted-foreground">{t("landing.heroText", site)}</p>
          <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
            <Button size="lg" asChild>
              <Link href="/register">{t("landing.getStarted")}</Link>
            </Button>
            <Button size="lg" variant="outline" asChild>
              <a href="#features">{t("landing.learnMore")}</a>
            </Button>
          </div>
        </section>
        <section id="features" className="border-y bg-card py-20" aria-labelledby="features-heading">
          <div className="mx-auto max-w-6xl px-4">
            <h2 id="features-heading" className="text-center text-3xl font-bold">
              {t("landing.whyTitle", site)}
            </h2>
            <ul className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
              {FEATURES.map(({ icon: Icon, title, text }) => (
                <li key={title} className="text-center">
                  <span className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
                    <Icon className="h-6 w-6" aria-hidden="true" />
                  </span>
                  <h3 className="mt-4 text-lg font-semibold">{t(title)}</h3>
                  <p className="mt-2 text-sm text-muted-foreground">{t(text)}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>
        <section className="mx-auto max-w-3xl px-4 py-20 text-center">
          <h2 className="text-3xl font-bold">{t("landing.joinTitle")}</h2>
          <p className="mt-4 text-muted-foreground">{t("landing.joinText", site)}</p>
          <Button size="lg" className="mt-8" asChild>
            <Link href="/register">{t("landing.joinNow")}</Link>
          </Button>
          <ul className="mt-10 flex flex-wrap justify-center gap-6 text-sm text-muted-foreground">
            {BADGES.map(({ icon: Icon, label }) => (
              <li key={label} className="inline-flex items-center gap-2">
                <Icon className="h-4 w-4 text-primary" aria-hidden="true" /> {t(label)}
              </li>
            ))}
          </ul>
        </section>
      </main>
      <SiteFooter withProductLinks />
    </div>
  );
}

import { useEffect, useMemo, useRef, useState } from "react";
import { Link, useSearch } from "wouter";
import { useMutation } from "@tanstack/react-query";
import { BookOpen, ChevronRight, Mail, MessageCircleQuestion, PenLine, Shield, Users, type LucideIcon } from "lucide-react";
import { feedbackSchema } from "@shared/contact";
import { LIMITS } from "@shared/limits";
import { HELP_ARTICLES, HELP_CATEGORIES, helpArticlesIn, helpCategoryOf, helpCategoryPath, type HelpCategory } from "@shared/help";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { FaqList } from "@/components/faq-list";
import { SearchInput } from "@/components/ui/search-input";
import { StaticLayout } from "@/features/site/components/static-layout";
import { ReputationHelp } from "@/features/privileges/components/reputation-help";
import { toast } from "@/lib/use-toast";
import { apiJson } from "@/lib/api";
import { useSiteSettings } from "@/hooks/use-site-settings";
import { useUser } from "@/hooks/use-user";
import { useT, type MessageId } from "@/i18n";
import { cn } from "@/lib/utils";

const CATEGORY_CARDS: Record<HelpCategory, { icon: LucideIcon; title: MessageId }> = {
  started: { icon: BookOpen, title: "help.catStarted" },
  asking: { icon: MessageCircleQuestion, title: "help.catAsking" },
  writing: { icon: PenLine, title: "help.catWriting" },
  guidelines: { icon: Shield, title: "help.catGuidelines" },
};

/**
 * /help: searchable FAQ, help categories, support, and a feedback box stored on the server.
 * The articles are shared/help.ts's: each category's card says how many it has and leads to
 * them (`?category=`), where the FAQ shows that category's questions and pages.
 */
export default function HelpPage() {
  const t = useT();
  const { siteName } = useSiteSettings();
  const { user } = useUser();
  const category = helpCategoryOf(new URLSearchParams(useSearch()).get("category"));
  const [query, setQuery] = useState("");
  const [feedback, setFeedback] = useState("");
  const [feedbackError, setFeedbackError] = useState<string | null>(null);
  const send = useMutation({ mutationFn: (message: string) => apiJson<{ ok: true }>("POST", "/api/feedback", { message, page: "/help" }) });
  const shown = useMemo(() => (category ? helpArticlesIn(category) : HELP_ARTICLES), [category]);
  // Searched in the reader's language, as shown.
  const faq = useMemo(
    () => shown.flatMap((article) => (article.kind === "faq" ? [{ q: t(article.q as MessageId), a: t(article.a as MessageId, { site: siteName }) }] : [])),
    [shown, t, siteName],
  );
  // The content pages and this page's own sections a category leads to.
  const pages = useMemo(
    () =>
      shown.flatMap((article) =>
        article.kind === "page"
          ? [{ path: article.path, title: t(article.title as MessageId, { site: siteName }) }]
          : article.kind === "section"
            ? [{ path: `#${article.id}`, title: t(article.title as MessageId) }]
            : [],
      ),
    [shown, t, siteName],
  );
  const needle = query.trim().toLocaleLowerCase();
  const matches = needle ? faq.filter((item) => `${item.q} ${item.a.replace(/`/g, "")}`.toLocaleLowerCase().includes(needle)) : faq;
  const pageMatches = needle ? pages.filter((page) => page.title.toLocaleLowerCase().includes(needle)) : pages;
  // A category chosen below shows its articles up here: bring them into view.
  const faqHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (category) faqHeading.current?.scrollIntoView({ block: "start" });
  }, [category]);

  const handleFeedback = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = feedbackSchema.safeParse({ message: feedback });
    if (!parsed.success) {
      const tooLong = parsed.error.issues.some((issue) => issue.code === "too_big");
      setFeedbackError(tooLong ? t("help.feedbackTooLong", { max: LIMITS.feedbackMessage }) : t("help.feedbackEmpty"));
      return;
    }
    setFeedbackError(null);
    send.mutate(parsed.data.message, {
      onSuccess: () => {
        setFeedback("");
        toast({ title: t("help.feedbackThanks"), description: t("help.feedbackThanksHelp") });
      },
      onError: () => toast({ title: t("help.feedbackNotSent"), description: t("pages.tryAgain"), variant: "destructive" }),
    });
  };

  return (
    <StaticLayout title={t("help.title")} intro={t("help.intro", { site: siteName })}>
      <SearchInput value={query} onChange={(event) => setQuery(event.target.value)} placeholder={t("help.search")} aria-label={t("help.search")} />
      <section aria-labelledby="faq-heading" className="space-y-3">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h2 id="faq-heading" ref={faqHeading} className="text-xl font-semibold">
            {category ? t(CATEGORY_CARDS[category].title) : t("help.faqTitle")}
          </h2>
          {category && (
            <Link href="/help" className="text-sm text-primary underline-offset-4 hover:underline">
              {t("help.showAll")}
            </Link>
          )}
        </div>
        {matches.length === 0 && pageMatches.length === 0 ? (
          <p className="text-muted-foreground">{t("help.noMatch", { query: query.trim() })}</p>
        ) : (
          <>
            {matches.length > 0 && <FaqList items={matches} />}
            {category && pageMatches.length > 0 && (
              <ul className="divide-y rounded-lg border bg-card">
                {pageMatches.map((page) => (
                  <li key={page.path}>
                    {/* A section of this page is an anchor; a content page, a route. */}
                    {page.path.startsWith("#") ? (
                      <a href={page.path} className="flex items-center justify-between gap-2 rounded-lg p-4 font-medium hover:bg-muted">
                        {page.title}
                        <ChevronRight className="h-4 w-4 shrink-0 rtl:rotate-180" aria-hidden="true" />
                      </a>
                    ) : (
                      <Link href={page.path} className="flex items-center justify-between gap-2 rounded-lg p-4 font-medium hover:bg-muted">
                        {page.title}
                        <ChevronRight className="h-4 w-4 shrink-0 rtl:rotate-180" aria-hidden="true" />
                      </Link>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </section>
      <ReputationHelp id="reputation" />
      <section aria-labelledby="categories-heading" className="space-y-3">
        <h2 id="categories-heading" className="text-xl font-semibold">
          {t("help.categoriesTitle")}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2">
          {HELP_CATEGORIES.map((id) => {
            const { icon: Icon, title } = CATEGORY_CARDS[id];
            return (
              <li key={id}>
                <Link
                  href={helpCategoryPath(id)}
                  aria-current={id === category ? "page" : undefined}
                  className="block h-full rounded-lg hover:bg-muted"
                >
                  <Card className={cn("flex h-full items-center gap-3 p-4", id === category && "border-primary")}>
                    <Icon className="h-6 w-6 shrink-0 text-primary" aria-hidden="true" />
                    <div>
                      <p className="font-medium">{t(title)}</p>
                      <p className="text-sm text-muted-foreground">{t("help.articleCount", { count: helpArticlesIn(id).length })}</p>
                    </div>
                  </Card>
                </Link>
              </li>
            );
          })}
        </ul>
      </section>
      <div className="grid gap-3 sm:grid-cols-2">
        <Card className="p-4">
          <p className="flex items-center gap-2 font-medium">
            <Mail className="h-5 w-5 text-primary" aria-hidden="true" /> {t("help.emailTitle")}
          </p>
          <p className="mt-1 text-sm text-muted-foreground">{t("help.emailText")}</p>
          <Button variant="outline" size="sm" className="mt-3" asChild>
            <Link href="/contact">{t("help.emailAction")}</Link>
          </Button>
        </Card>
        <Card className="p-4">
          <p className="flex items-center gap-2 font-medium">
            <Users className="h-5 w-5 text-primary" aria-hidden="true" /> {t("help.communityTitle")}
          </p>
          <p className="mt-1 text-sm text-muted-foreground">{t("help.communityText", { site: siteName })}</p>
          <Button variant="outline" size="sm" className="mt-3" asChild>
            <Link href={user ? "/trending" : "/community-guidelines"}>{t(user ? "help.communityAction" : "info.readGuidelines")}</Link>
          </Button>
        </Card>
      </div>
      <Card className="p-5">
        <form onSubmit={handleFeedback} className="space-y-3" noValidate>
          <label htmlFor="help-feedback" className="font-medium">
            {t("help.feedbackLabel")}
          </label>
          <textarea
            id="help-feedback"
            value={feedback}
            onChange={(event) => setFeedback(event.target.value)}
            aria-invalid={Boolean(feedbackError)}
            aria-describedby={feedbackError ? "help-feedback-error" : undefined}
            className="flex min-h-24 w-full rounded-md border border-input bg-card px-3 py-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-[invalid=true]:border-destructive"
          />
          {feedbackError && (
            <p id="help-feedback-error" className="text-sm text-destructive" role="alert">
              {feedbackError}
            </p>
          )}
          <Button type="submit" disabled={send.isPending}>
            {t("help.feedbackSend")}
          </Button>
        </form>
      </Card>
    </StaticLayout>
  );
}

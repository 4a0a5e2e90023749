import { useMemo, useState } from "react";
import { Link } from "wouter";
import { useMutation } from "@tanstack/react-query";
import { BookOpen, Mail, MessageCircleQuestion, PenLine, Shield, Users } from "lucide-react";
import { feedbackSchema } from "@shared/contact";
import { LIMITS } from "@shared/limits";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { FaqList } from "@/components/faq-list";
import { SearchInput } from "@/components/ui/search-input";
import { StaticLayout } from "@/features/site/components/static-layout";
import { toast } from "@/lib/use-toast";
import { apiJson } from "@/lib/api";
import { useSiteSettings } from "@/hooks/use-site-settings";
import { useUser } from "@/hooks/use-user";
import { useT } from "@/i18n";

// Message ids, not text: the page speaks the reader's language.
const FAQ = [
  { q: "help.faqAskQ", a: "help.faqAskA" },
  { q: "help.faqAnswerQ", a: "help.faqAnswerA" },
  { q: "help.faqVoteQ", a: "help.faqVoteA" },
  { q: "help.faqReportQ", a: "help.faqReportA" },
  { q: "help.faqEditQ", a: "help.faqEditA" },
  { q: "help.faqTopicsQ", a: "help.faqTopicsA" },
] as const;

const CATEGORIES = [
  { icon: BookOpen, title: "help.catStarted", articles: 8 },
  { icon: MessageCircleQuestion, title: "help.catAsking", articles: 12 },
  { icon: PenLine, title: "help.catWriting", articles: 10 },
  { icon: Shield, title: "help.catGuidelines", articles: 6, href: "/community-guidelines" },
] as const;

/** /help: searchable FAQ, help categories, support, and a feedback box stored on the server. */
export default function HelpPage() {
  const t = useT();
  const { siteName } = useSiteSettings();
  const { user } = useUser();
  const [query, setQuery] = useState("");
  const [feedback, setFeedback] = useState("");
  const [feedbackError, setFeedbackError] = useState<string | null>(null);
  const send = useMutation({ mutationFn: (message: string) => apiJson<{ ok: true }>("POST", "/api/feedback", { message, page: "/help" }) });
  // Searched in the reader's language, as shown.
  const faq = useMemo(() => FAQ.map((item) => ({ q: t(item.q), a: t(item.a, { site: siteName }) })), [t, siteName]);
  const matches = useMemo(() => {
    const needle = query.trim().toLocaleLowerCase();
    return needle ? faq.filter((item) => `${item.q} ${item.a}`.toLocaleLowerCase().includes(needle)) : faq;
  }, [faq, query]);

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
        <h2 id="faq-heading" className="text-xl font-semibold">
          {t("help.faqTitle")}
        </h2>
        {matches.length === 0 ? (
          <p className="text-muted-foreground">{t("help.noMatch", { query: query.trim() })}</p>
        ) : (
          <FaqList items={matches} />
        )}
      </section>
      <section aria-labelledby="categories-heading" className="space-y-3">
        <h2 id="categories-heading" className="text-xl font-semibold">
          {t("help.categoriesTitle")}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2">
          {CATEGORIES.map((category) => {
            const Icon = category.icon;
            const body = (
              <Card className="flex h-full items-center gap-3 p-4">
                <Icon className="h-6 w-6 shrink-0 text-primary" aria-hidden="true" />
                <div>
                  <p className="font-medium">{t(category.title)}</p>
                  <p className="text-sm text-muted-foreground">{t("help.articleCount", { count: category.articles })}</p>
                </div>
              </Card>
            );
            return (
              <li key={category.title}>
                {"href" in category ? (
                  <Link href={category.href} className="block rounded-lg hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
                    {body}
                  </Link>
                ) : (
                  body
                )}
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

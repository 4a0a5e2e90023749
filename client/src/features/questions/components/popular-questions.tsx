import { Link } from "wouter";
import { useT } from "@/i18n";
import { usePopularQuestions } from "../api/get-popular-questions";

/**
 * The month's most discussed questions, a way on from a page that has nothing to show (the
 * not-found screens, issue 23); nothing at all when there are none (a new site).
 */
export function PopularQuestions() {
  const t = useT();
  const popular = usePopularQuestions();
  const items = popular.data?.items ?? [];
  if (!items.length) return null;
  return (
    <section aria-labelledby="popular-questions-heading">
      <h2 id="popular-questions-heading" className="mb-2 font-semibold">
        {t("notFound.popular")}
      </h2>
      <ul className="divide-y rounded-lg border bg-card">
        {items.map((question) => (
          <li key={question.id}>
            <Link href={`/questions/${question.id}`} className="block px-4 py-3 hover:bg-accent focus-visible:bg-accent">
              <span className="block break-words font-medium">{question.title}</span>
              <span className="text-sm text-muted-foreground">{t("question.answerCount", { count: question.answerCount })}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

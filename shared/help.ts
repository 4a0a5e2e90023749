// The Help Center's articles (client/src/pages/help.tsx): the one list its FAQ, its categories
// and their article counts are read from, so a category's count is the number of articles it
// links to (issue 23: the spec's "8, 12, 10, 6 articles" were made up). Titles and texts are
// message ids (client/src/i18n), so the page speaks the reader's language.
/** The Help Center's categories, in the order it lists them. */
export const HELP_CATEGORIES = ["started", "asking", "writing", "guidelines"] as const;
export type HelpCategory = (typeof HELP_CATEGORIES)[number];

/**
 * A help article: a question answered in place (an FAQ item), one of the site's content pages
 * (shared/site-paths.ts INFO_SLUGS), or a section of the Help Center itself (`/help#<id>`).
 */
export type HelpArticle =
  | { kind: "faq"; id: string; category: HelpCategory; q: `help.${string}`; a: `help.${string}` }
  | { kind: "page"; id: string; category: HelpCategory; path: `/${string}`; title: `info.${string}` }
  | { kind: "section"; id: string; category: HelpCategory; title: `help.${string}` };

/** Every article, FAQ items first, in the order the spec lists them. */
export const HELP_ARTICLES: readonly HelpArticle[] = [
  { kind: "faq", id: "ask", category: "asking", q: "help.faqAskQ", a: "help.faqAskA" },
  { kind: "faq", id: "answer", category: "writing", q: "help.faqAnswerQ", a: "help.faqAnswerA" },
  { kind: "faq", id: "vote", category: "started", q: "help.faqVoteQ", a: "help.faqVoteA" },
  { kind: "faq", id: "report", category: "guidelines", q: "help.faqReportQ", a: "help.faqReportA" },
  { kind: "faq", id: "edit", category: "asking", q: "help.faqEditQ", a: "help.faqEditA" },
  { kind: "faq", id: "topics", category: "started", q: "help.faqTopicsQ", a: "help.faqTopicsA" },
  // The search box's operators (issue 26; shared/search-query.ts reads them).
  { kind: "faq", id: "search", category: "started", q: "help.faqSearchQ", a: "help.faqSearchA" },
  // Made from shared/reputation.ts's rules and the site's thresholds (issue 24).
  { kind: "section", id: "reputation", category: "started", title: "help.reputationTitle" },
  { kind: "page", id: "community-guidelines", category: "guidelines", path: "/community-guidelines", title: "info.guidelines.title" },
  { kind: "page", id: "reporting", category: "guidelines", path: "/report", title: "info.report.title" },
  { kind: "page", id: "safety", category: "guidelines", path: "/safety", title: "info.safety.title" },
];

/** A category's articles, in the list's order. */
export const helpArticlesIn = (category: HelpCategory): HelpArticle[] => HELP_ARTICLES.filter((article) => article.category === category);

/** The category a `?category=` value names, or null for none (every FAQ item shows then). */
export const helpCategoryOf = (value: string | null | undefined): HelpCategory | null =>
  (HELP_CATEGORIES as readonly string[]).includes(value ?? "") ? (value as HelpCategory) : null;

/** Where a category's card leads: the Help Center showing that category's articles. */
export const helpCategoryPath = (category: HelpCategory) => `/help?category=${category}`;

/** Where a help section is: its anchor on the Help Center (a privilege notification leads to the reputation section). */
export const helpSectionPath = (id: string) => `/help#${id}`;

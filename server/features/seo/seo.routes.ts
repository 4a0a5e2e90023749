import type { FastifyInstance, FastifyRequest } from "fastify";
import { sameForEveryone } from "../../cache/http-cache";
import { LISTS } from "../../cache/tags";
import { asc, gt, max, and, lte } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { SiteOrigin } from "../../lib/origin";
import { questions } from "../../db/schema/content";
import { EVERYONE, findVisibleQuestion, visibleQuestions } from "../../policy/visibility";
import { renderQuestionHead } from "./question-meta";
import type { AnswerItem, QuestionDetail } from "@shared/questions";
import { rawResponse } from "../../plugins/route-table";
import { listAnswers, presentAnswers } from "../../content/answer-items";
import { findAnswerRow } from "../../content/lifecycle";
import { canSeeAnswer } from "../../policy/visibility";
import { presentQuestionDetail } from "../../content/question-summaries";
import { answersQueryKey, questionBootQuery, type BootEntry } from "@shared/boot";

/** A question's accepted answer as a visitor sees it (none when it is not public). */
async function findAcceptedAnswer(db: Db, id: number) {
  const row = await findAnswerRow(db, id);
  const question = row ? await findVisibleQuestion(db, EVERYONE, row.questionId) : null;
  if (!row || !question || !canSeeAnswer(EVERYONE, { ...row, question })) return [];
  return presentAnswers(db, [row], EVERYONE);
}

/** Pages every visitor can read, listed in the sitemap beside the questions. */
const STATIC_PATHS = ["/", "/about", "/contact", "/privacy", "/terms", "/help"];

export interface SeoOptions {
  db: Db;
  /** The origin of every absolute URL here: PUBLIC_URL or an allow-listed host (lib/origin.ts). */
  siteOrigin: SiteOrigin;
  siteName: () => Promise<string> | string;
  /** URLs per sitemap file; 50,000 is the protocol's limit. */
  sitemapPageSize?: number;
}

const xmlEscape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * Search engines and link previews: question pages rendered with their meta tags in the
 * first response, /sitemap.xml (an index of paged sitemaps on large sites) and /robots.txt.
 * Returns what a question page's first HTML carries (features/boot renders the page).
 */
export function seoRoutes(app: FastifyInstance, options: SeoOptions) {
  const pageSize = options.sitemapPageSize ?? 50_000;
  const origin = options.siteOrigin;

  app.get("/robots.txt", { schema: { response: { 200: rawResponse("text/plain", "robots.txt") } } }, async (request, reply) =>
    reply
      .type("text/plain; charset=utf-8")
      .send(`User-agent: *\nDisallow: /api/\nDisallow: /admin\nAllow: /api/uploads/\n\nSitemap: ${origin(request)}/sitemap.xml\n`),
  );

  const sitemap = rawResponse("application/xml", "A sitemap, or the sitemap index of a large site");

  const urlset = (entries: { loc: string; lastmod?: string }[]) =>
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries
      .map((entry) => `  <url><loc>${xmlEscape(entry.loc)}</loc>${entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ""}</url>`)
      .join("\n")}\n</urlset>\n`;

  /** Questions with ids in (from, from + pageSize], by the primary key. */
  const questionEntries = async (base: string, page: number) => {
    const rows = await options.db
      .select({ id: questions.id, updatedAt: questions.updatedAt })
      .from(questions)
      .where(and(gt(questions.id, page * pageSize), lte(questions.id, (page + 1) * pageSize), visibleQuestions(EVERYONE)))
      .orderBy(asc(questions.id));
    return rows.map((row) => ({ loc: `${base}/questions/${row.id}`, lastmod: row.updatedAt.toISOString() }));
  };

  // Sitemaps list public questions: the same for everyone, until a question changes.
  const questionsSitemap = { tags: () => [LISTS], overlay: sameForEveryone };
  app.get("/sitemap.xml", { schema: { response: { 200: sitemap } }, config: { publicCache: questionsSitemap } }, async (request, reply) => {
    const base = origin(request);
    const [{ maxId } = { maxId: null }] = await options.db.select({ maxId: max(questions.id) }).from(questions);
    const pages = Math.max(1, Math.ceil((maxId ?? 0) / pageSize));
    reply.type("application/xml; charset=utf-8");
    if (pages === 1) {
      return urlset([...STATIC_PATHS.map((p) => ({ loc: `${base}${p}` })), ...(await questionEntries(base, 0))]);
    }
    const sitemaps = [`${base}/sitemaps/pages.xml`, ...Array.from({ length: pages }, (_, page) => `${base}/sitemaps/questions-${page + 1}.xml`)];
    return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${sitemaps
      .map((loc) => `  <sitemap><loc>${xmlEscape(loc)}</loc></sitemap>`)
      .join("\n")}\n</sitemapindex>\n`;
  });

  app.get("/sitemaps/pages.xml", { schema: { response: { 200: sitemap } }, config: { publicCache: { tags: () => [], overlay: sameForEveryone } } }, async (request, reply) =>
    reply.type("application/xml; charset=utf-8").send(urlset(STATIC_PATHS.map((p) => ({ loc: `${origin(request)}${p}` })))),
  );

  app.get<{ Params: { page: string } }>("/sitemaps/questions-:page.xml", { schema: { response: { 200: sitemap } }, config: { publicCache: questionsSitemap } }, async (request, reply) => {
    const page = Number(request.params.page);
    if (!Number.isInteger(page) || page < 1 || page > 100_000) return reply.status(404).type("text/plain").send("Not found");
    return reply.type("application/xml; charset=utf-8").send(urlset(await questionEntries(origin(request), page - 1)));
  });

  /**
   * A question page's title, meta tags and no-script content; null when it is not a public
   * question page. The id is the one the page renderer parsed for the page (`pageSubject`,
   * shared/boot.ts). A page already holds what the head shows (everyone's view of the question
   * and its first answers in the default order): the head is made from that, not read again
   * (issues 21 and 22: a page that missed the cache read the question and its answers twice). A
   * member's page holds everyone's view too unless it shows them something held (their own post,
   * or staff's queue): then, and for another answer order, the head reads the public view.
   */
  return async function questionHead(request: FastifyRequest, page: PageData) {
    if (page.question === null) return null;
    const id = page.question;
    const shown = headShown(id, page.entries);
    if (shown) return renderQuestionHead({ ...shown, origin: origin(request), siteName: await options.siteName() });
    // Held posts (auto-moderation) are not public: the client shows its own not-found.
    const row = await findVisibleQuestion(options.db, EVERYONE, id);
    if (!row) return null;
    const [question, answers] = await Promise.all([presentQuestionDetail(options.db, row, EVERYONE), listAnswers(options.db, id, { limit: HEAD_ANSWERS, viewer: EVERYONE })]);
    // The accepted answer is first while pinned; an outscored one may be further down.
    const accepted = question.acceptedAnswerId !== null && !answers.items.some((answer) => answer.accepted) ? await findAcceptedAnswer(options.db, question.acceptedAnswerId) : [];
    return renderQuestionHead({ question, answers: [...answers.items, ...accepted], origin: origin(request), siteName: await options.siteName() });
  };
}

/** What the page renderer already has when it asks for the head (features/boot/page-html.ts). */
export interface PageData {
  /** The question its path names (`pageSubject`): parsed once, for the boot data and the head. */
  question: number | null;
  /** The answers its boot data carries. */
  entries: BootEntry[];
  /** The viewer, or null for a visitor. */
  user: unknown;
}

/** Answers the head shows: the best few in the default order, and the accepted one. */
const HEAD_ANSWERS = 5;

/**
 * The question and answers a page carries, as the head shows them; null when the page lacks them
 * (a missing or held question, another answer order, an accepted answer past the first page) or
 * when its answers are not everyone's (one of them is held: a member's own, or staff's view), and
 * the head then reads them itself.
 */
function headShown(id: number, entries: BootEntry[]): { question: QuestionDetail; answers: AnswerItem[] } | null {
  const find = (key: readonly unknown[]) => entries.find((entry) => JSON.stringify(entry.key) === JSON.stringify(key))?.data;
  const question = find(questionBootQuery(id).key) as QuestionDetail | undefined;
  const page = find(answersQueryKey(id)) as { items: AnswerItem[] } | undefined;
  if (!question || !page || question.held || page.items.some((answer) => answer.held)) return null;
  const answers = page.items.slice(0, HEAD_ANSWERS);
  if (question.acceptedAnswerId !== null && !answers.some((answer) => answer.accepted)) {
    const accepted = page.items.find((answer) => answer.id === question.acceptedAnswerId && answer.accepted);
    if (!accepted) return null;
    answers.push(accepted);
  }
  return { question, answers };
}

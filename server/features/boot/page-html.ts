import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants as zlibConstants, gzip } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";
import { bootQueriesFor, BOOT_DATA_ID, pageFor, pageSubject, siteBootQuery, SUBJECT_PAGES, userBootQuery, type BootEntry, type BootQuery } from "@shared/boot";
import type { User } from "@shared/users";
import { LOCALE_PARAM, LOCALES, type Locale } from "@shared/locales";
import type { SiteOrigin } from "../../lib/origin";
import { canonicalPageUrl, pathKind } from "@shared/site-paths";
import { signInPath } from "@shared/return-to";
import { escapeHtml, injectIntoIndex, insertAt, jsonForScript } from "../../lib/html-assembly";
import { formatPageTitle, pageNameFor } from "@shared/page-title";
import { formatMessage } from "../../i18n/messages";
import type { HttpCache } from "../../cache/http-cache";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/** One boot query answered for this request's viewer (server/pages/boot-loaders.ts). */
export interface BootAnswer {
  status: number;
  /** The body as the API sends it (parsed), when the status is 200. */
  data: unknown;
  /** The change tags and expiry a cache would keep it with; null when none would. */
  shows: { tags: string[]; expiresAt: number } | null;
}

export interface PageHtmlOptions {
  /** The built client (index.html and assets). */
  clientDir: string;
  /**
   * Answers a boot query as the API would answer this request's viewer (`request.user`), by
   * calling the route's loader in process (server/pages/boot-loaders.ts): no request of its own.
   */
  answer: (request: FastifyRequest, query: BootQuery) => Promise<BootAnswer>;
  /**
   * Title, head tags and no-script body of a page whose first HTML carries content (question
   * pages), from what the page already loaded: the question's id (parsed once, by
   * `pageSubject`) and its boot data.
   */
  headFor?: (request: FastifyRequest, page: { question: number | null; entries: BootEntry[]; user: User | null }) => Promise<{ title: string; head: string; body: string } | null>;
  /**
   * The page's markup from the client's own components (client/src/ssr.tsx); null when it
   * cannot. `bootJson` is `entries` as the page embeds them, for a render on another thread
   * (server/pages/render-pool.ts).
   */
  prerender?: (url: string, page: string, entries: BootEntry[], locale: Locale, bootJson: string) => Promise<string | null>;
  /** The public cache visitors' pages are kept in (server/cache/http-cache.ts). */
  cache?: HttpCache;
  /** The site's origin, for the absolute hreflang links of public pages. */
  siteOrigin?: SiteOrigin;
  /** Where a page that moved for good now is (a merged topic's page), or null: answered 301, before anything else. */
  movedTo?: (pathname: string) => Promise<string | null>;
}

/** Pages no search engine should index in several languages (forms, mail links, errors). */
const UNLISTED_PAGES = new Set(["not-found", "auth", "admin", "admin-login", "verify-email", "reset-password", "confirm-email"]);

/**
 * `hreflang` alternates of a public page (issue 13): the same path in each interface language
 * (`?hl=xx`, server/plugins/locale.ts), and the bare path as x-default (it follows the
 * reader's Accept-Language). Other query parameters are kept, `hl` replaced.
 */
export function hreflangLinks(origin: string, url: string): string {
  const [pathname = "/", search = ""] = url.split("?");
  const params = new URLSearchParams(search);
  params.delete(LOCALE_PARAM);
  const at = (locale: Locale | null) => {
    const query = new URLSearchParams(params);
    if (locale) query.set(LOCALE_PARAM, locale);
    const text = query.toString();
    return escapeAttribute(`${origin}${pathname}${text ? `?${text}` : ""}`);
  };
  return [
    ...LOCALES.map((locale) => `<link rel="alternate" hreflang="${locale}" href="${at(locale)}" />`),
    `<link rel="alternate" hreflang="x-default" href="${at(null)}" />`,
  ].join("\n    ");
}

/**
 * Pages whose first HTML shows the page itself: the ones people land on from links and
 * search, where the first paint matters most, and whose data the boot data carries. Others
 * paint when the app starts.
 */
const PRERENDERED_PAGES = new Set(["home", "question", "topic", "profile", "landing", "about", "contact", "privacy", "terms", "help", "info", "not-found"]);

/** The chunks a page's module needs, found in Vite's manifest (its static imports, recursively). */
function pagePreloads(manifest: Record<string, ManifestChunk>, page: string): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(`src/pages/${page}.tsx`);
  return [...files].filter((file) => file.endsWith(".js"));
}

const escapeAttribute = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** The page's title in the reader's language, from the data the page shows (shared/page-title.ts). */
function pageTitle(request: FastifyRequest, url: string, page: string | null, pathname: string, entries: BootEntry[], user: User | null): string {
  const read = (key: readonly unknown[]) => {
    const wanted = JSON.stringify(key);
    return entries.find((entry) => !entry.infinite && JSON.stringify(entry.key) === wanted)?.data;
  };
  const site = (read(siteBootQuery.key) as { siteName?: string; siteDescription?: string | null } | undefined) ?? {};
  const siteName = site.siteName ?? "Ponder";
  const name = pageNameFor(page, pathname, url.slice(pathname.length), read, user);
  const text = !name ? null : "text" in name ? name.text : formatMessage(request.locale, name.id, { site: siteName, ...name.values });
  return formatPageTitle(text, { siteName, siteDescription: site.siteDescription });
}

/**
 * Every HTML page of the app: index.html plus what lets it paint without waiting —
 * `modulepreload` links for the page's own chunks (so they load beside the entry instead of
 * after it), and the answers to the API calls the page makes first, embedded as JSON that
 * the client puts into its query cache (client/src/lib/boot.ts). The answers come from the
 * routes' own loaders, called in process as the viewer the session hook found (`request.user`)
 * and serialised by each route's response schema (`options.answer`), so they are exactly what
 * the API would send this viewer, with the same checks, without a request of their own. The page is built from its canonical address
 * (`canonicalPageUrl`: the parameters it reads), the one it is kept under. A question page also gets its meta tags
 * (features/seo).
 */
export function createPageRenderer(options: PageHtmlOptions) {
  let indexHtml: string | null = null;
  let manifest: Record<string, ManifestChunk> | null = null;
  const loadIndex = () => (indexHtml ??= readFileSync(path.join(options.clientDir, "index.html"), "utf8"));
  const loadManifest = () => {
    if (manifest) return manifest;
    const file = path.join(options.clientDir, "..", "client-manifest.json");
    manifest = existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Record<string, ManifestChunk>) : {};
    return manifest;
  };

  const ask = (request: FastifyRequest, query: BootQuery) => options.answer(request, query);

  /**
   * The page's HTML for this request's viewer, and the change tags of everything it shows
   * (null when an answer it embeds is kept by no cache, so the page cannot be kept either).
   */
  const build = async (request: FastifyRequest, url: string): Promise<{ html: string; shows: { tags: string[]; expiresAt: number } | null; missing: boolean }> => {
    const pathname = url.split("?")[0]!;
    const [userAnswer, siteAnswer] = await Promise.all([ask(request, userBootQuery), ask(request, siteBootQuery)]);
    const user = userAnswer.status === 200 ? (userAnswer.data as User) : null;
    const page = pageFor(pathname, user);
    const entries: BootEntry[] = [];
    const tags = new Set<string>();
    let expiresAt = Infinity;
    let keepable = true;
    const shows = (answer: { shows: { tags: string[]; expiresAt: number } | null }) => {
      if (!answer.shows) keepable = false;
      else {
        for (const tag of answer.shows.tags) tags.add(tag);
        expiresAt = Math.min(expiresAt, answer.shows.expiresAt);
      }
    };
    shows(siteAnswer);
    // A visitor is a visitor whatever changes; a member's own answer is kept with their tags.
    if (user) shows(userAnswer);
    // Signed out is an answer too: the client's user query returns null on a 401.
    if (userAnswer.status === 200 || userAnswer.status === 401) entries.push({ key: userBootQuery.key, data: user });
    if (siteAnswer.status === 200) entries.push({ key: siteBootQuery.key, data: siteAnswer.data });
    const subject = pageSubject(page, pathname, user);
    const queries = bootQueriesFor(page, pathname, user, url.slice(pathname.length));
    const answers = await Promise.all(queries.map((query) => ask(request, query)));
    queries.forEach((query, index) => {
      const answer = answers[index]!;
      shows(answer);
      // Errors are left to the page, which shows them its own way.
      if (answer.status === 200) entries.push({ key: query.key, data: answer.data, infinite: query.infinite });
    });
    // What the path names does not exist for this viewer (the API said 404: missing, deleted, or
    // held and not theirs), or the path names nothing an id could be: the page says so with a 404
    // (issue 23), as the API did, so search engines drop it and links to it read as broken.
    const subjectQuery = queries.find((query) => query.subject);
    const missing = page !== null && SUBJECT_PAGES.has(page) && (!subjectQuery || answers[queries.indexOf(subjectQuery)]!.status === 404);

    // Pages are kept (a visitor's for every visitor, a member's for that member) until what
    // they show changes, so the render happens once per change, not once per view.
    const prerendered = Boolean(page && options.prerender && PRERENDERED_PAGES.has(page));
    // A prerendered page paints from the HTML and its CSS: preloading its chunks there would
    // only take bandwidth from the stylesheet (first paint went from 2.9 s to 2.0 s without).
    const preloads = page && !prerendered ? pagePreloads(loadManifest(), page) : [];
    // The app renders nothing before its language's messages are in (client/src/main.tsx):
    // a page the browser renders loads them beside its own chunks.
    const messages = loadManifest()[`src/i18n/messages/${request.locale}.json`]?.file;
    if (page && !prerendered && messages) preloads.push(messages);
    // From what the page already read where it can (features/seo): built once, not twice.
    // Whoever reads it (an onboarding member's page is the onboarding page), a question's path has its head.
    const question = page === "question" ? subject : pathname.split("/")[1] === "questions" ? pageSubject("question", pathname, user) : null;
    const seo = await options.headFor?.(request, { question: typeof question === "number" ? question : null, entries, user });
    const bootJson = jsonForScript(entries);
    let markup = "";
    if (prerendered) {
      // A page that cannot be prerendered still works: the app renders it in the browser. The
      // markup goes into the root as it is: the browser hydrates it (client/src/main.tsx).
      markup = (await options.prerender!(url, page!, entries, request.locale, bootJson).catch((error: unknown) => {
        request.log.warn({ err: error, page }, "prerender failed");
        return null;
      })) ?? "";
    }
    // The page in the reader's language (server/plugins/locale.ts).
    let html = loadIndex().replace(/<html lang="[^"]*"/, () => `<html lang="${request.locale}"`);
    // With a prerender, readers without JavaScript already have the page: no second copy.
    if (seo) html = injectIntoIndex(html, markup ? { ...seo, body: "" } : seo);
    // The page's own title, as the app will show it (shared/page-title.ts).
    html = insertAt(html, /<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(pageTitle(request, url, page, pathname, entries, user))}</title>`);
    const links = preloads.map((file) => `<link rel="modulepreload" crossorigin href="/${escapeAttribute(file)}" />`);
    // A visitor's public page says where it is in the other languages (search engines).
    if (!user && page && !UNLISTED_PAGES.has(page) && options.siteOrigin) links.push(hreflangLinks(options.siteOrigin(request), url));
    const head = links.join("\n    ");
    html = insertAt(html, "</head>", `    ${head}\n  </head>`);
    html = insertAt(html, '<div id="root"></div>', `<div id="root">${markup}</div><script type="application/json" id="${BOOT_DATA_ID}">${bootJson}</script>`);
    return { html, shows: keepable ? { tags: [...tags], expiresAt } : null, missing };
  };

  return async function renderPage(request: FastifyRequest, reply: FastifyReply) {
    const cache = options.cache;
    // Server and router read one list of pages (shared/site-paths.ts). A visitor at a member's
    // page is asked to sign in and brought back; a path that is no page is a real 404 (the
    // framed not-found page, in the reader's language).
    const moved = await options.movedTo?.(request.url.split("?")[0]!);
    if (moved) {
      const query = request.url.indexOf("?");
      return reply.header("cache-control", "no-store").redirect(query === -1 ? moved : moved + request.url.slice(query), 301);
    }
    const kind = pathKind(request.url);
    if (kind === "member" && !request.user) {
      return reply.header("cache-control", "no-store").header("vary", "Cookie").redirect(signInPath(request.url), 302);
    }
    if (kind === "unknown") reply.status(404);
    // Rendered once and kept until what it shows changes: a visitor's page for every visitor,
    // a member's for that member (decision 022).
    // Built from, and kept under, its one address: parameters it does not read (utm_*, made-up
    // names) and trailing slashes show the same page from the same entry.
    const url = canonicalPageUrl(request.url, request.user ? "member" : "visitor");
    if (cache) {
      // Not-found pages are not kept: every made-up path would be one more entry, pushing
      // real pages out of the cache.
      if (kind !== "unknown") {
        if (await cache.serve(request, reply, url)) return reply;
        cache.beginFill(request, url);
      }
      // A build that throws (the database down) still ends its fill: the cache's onResponse
      // hook releases it, and anyone waiting renders for themselves.
      const { html, shows, missing } = await build(request, url);
      if (missing) reply.status(404);
      // A missing question's page is not kept either: it may be published (approved, undeleted)
      // at any moment, and its page must show it at once; no entry can be stale if none is made.
      return cache.complete(request, reply, html, "text/html; charset=utf-8", kind === "unknown" || missing ? null : shows);
    }
    const { html, missing } = await build(request, url);
    if (missing) reply.status(404);
    reply.header("cache-control", "private, no-cache").header("vary", "cookie, accept-encoding").type("text/html; charset=utf-8");
    // Compressed like the static files, on zlib's thread pool (never on the event loop).
    const accepts = String(request.headers["accept-encoding"] ?? "");
    if (/\bbr\b/.test(accepts)) {
      return reply.header("content-encoding", "br").send(await brotli(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } }));
    }
    if (/\bgzip\b/.test(accepts)) return reply.header("content-encoding", "gzip").send(await gzipAsync(html, { level: 6 }));
    return reply.send(html);
  };
}

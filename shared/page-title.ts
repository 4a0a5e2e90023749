// Every page's title (issue 13): one rule for the server's first HTML and for the browser's
// tab, so hydration never changes it. A page's title is "{page} - {site}" (a question's page
// is the question's title); the home page and pages with no name of their own are the site's
// title ("{site} - {description}"). Names come from the data the page shows (the same query
// keys the boot data carries, shared/boot.ts) or from the interface's messages (`title.*`).
import { displayName } from "./users";
import { questionBootQuery, topicBootQuery, userProfileBootQuery } from "./boot";

/** The message ids of titles (client/src/i18n/messages/*.json): `title.<page>`. */
export const TITLE_MESSAGES = {
  "admin": "title.admin",
  "admin-login": "title.adminLogin",
  "ads-create": "title.adsCreate",
  "about": "title.about",
  "auth": "title.auth",
  "bookmarks": "title.bookmarks",
  "business": "title.business",
  "confirm-email": "title.confirmEmail",
  "contact": "title.contact",
  "content-stats": "title.contentStats",
  "drafts": "title.drafts",
  "following": "title.following",
  "help": "title.help",
  "languages": "title.languages",
  "messages": "title.messages",
  "monetization": "title.monetization",
  "not-found": "title.notFound",
  "notifications": "title.notifications",
  "onboarding": "title.onboarding",
  "ponder-plus": "title.plus",
  "privacy": "title.privacy",
  "profile-settings": "title.settings",
  "reset-password": "title.resetPassword",
  "review": "title.review",
  "search": "title.search",
  "spaces": "title.spaces",
  "terms": "title.terms",
  "trending": "title.trending",
  "users": "title.users",
  "verify-email": "title.verifyEmail",
} as const;

export type TitleMessageId = (typeof TITLE_MESSAGES)[keyof typeof TITLE_MESSAGES] | "title.searchFor";

/** A page's own name: member text as it is, or a message to format in the interface language. */
export type PageName = { text: string } | { id: TitleMessageId; values?: Record<string, string> } | null;

/** Reads what a query holds (the boot data on the server, the query cache in the browser). */
export type ReadQuery = (key: readonly unknown[]) => unknown;

/**
 * The page's own name, or null when the page is the site itself (home, landing) or its name
 * is not known yet (a question still loading: the site's title until it comes).
 */
export function pageNameFor(page: string | null, pathname: string, search: string, read: ReadQuery, user: { id?: string } | null): PageName {
  if (!page || page === "home" || page === "landing") return null;
  const [, , second] = (pathname.replace(/\/+$/, "") || "/").split("/");
  const id = Number(second);
  if (page === "question") {
    const question = Number.isSafeInteger(id) ? (read(questionBootQuery(id).key) as { title?: string } | undefined) : undefined;
    return question?.title ? { text: question.title } : null;
  }
  if (page === "topic") {
    const topic = Number.isSafeInteger(id) ? (read(topicBootQuery(id).key) as { name?: string } | undefined) : undefined;
    return topic?.name ? { text: topic.name } : null;
  }
  if (page === "profile") {
    const profileId = second ?? user?.id;
    const profile = profileId ? (read(userProfileBootQuery(profileId).key) as Parameters<typeof displayName>[0] | undefined) : undefined;
    return profile ? { text: displayName(profile) } : null;
  }
  if (page === "search") {
    const query = new URLSearchParams(search).get("q")?.trim();
    return query ? { id: "title.searchFor", values: { query } } : { id: "title.search" };
  }
  const messageId = TITLE_MESSAGES[page as keyof typeof TITLE_MESSAGES];
  return messageId ? { id: messageId } : null;
}

/** The document's title: "{page} - {site}", or the site's own title. */
export function formatPageTitle(pageName: string | null | undefined, site: { siteName: string; siteDescription?: string | null }): string {
  if (pageName) return `${pageName} - ${site.siteName}`;
  return site.siteDescription ? `${site.siteName} - ${site.siteDescription}` : site.siteName;
}

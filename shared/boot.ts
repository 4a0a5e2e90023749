// What the first HTML response of a page carries so the app can paint without waiting:
// the page's own chunk to preload, and the answers of the API calls it makes first.
// The server (server/features/boot) and the client (client/src/main.tsx) both read this;
// client tests check that the keys here are the keys the client's queries use.
import { answerSortIn, type AnswerSort, type FeedTab } from "./lists";
import { matchPage, type PageName } from "./page-routes";

/** The id of the `<script type="application/json">` element holding the boot data. */
export const BOOT_DATA_ID = "ponder-boot";

/** Cards per feed page: ten fill a phone's screen twice over and render twice as fast as twenty. */
export const FEED_PAGE_SIZE = 10;
/** The home feed's first tab. */
export const DEFAULT_FEED_TAB: FeedTab = "for-you";

export interface BootQuery {
  /** The TanStack Query key the client reads. */
  key: readonly unknown[];
  /** The GET the server answers it with. */
  url: string;
  /** That GET's route pattern: the server answers the query with this route's loader (server/pages). */
  route: string;
  /** An infinite query: the data is its first page. */
  infinite?: boolean;
  /**
   * The page's own subject (the question, topic, profile or space its path names): when the
   * API answers 404 to it, the page is a 404 too (issue 23), not a 200 showing "not found".
   */
  subject?: boolean;
}

/** One answered query in the boot data. */
export interface BootEntry {
  key: readonly unknown[];
  data: unknown;
  infinite?: boolean;
}

export const userBootQuery: BootQuery = { key: ["/api/auth/user"], url: "/api/auth/user", route: "/api/auth/user" };
export const siteBootQuery: BootQuery = { key: ["/api/site"], url: "/api/site", route: "/api/site" };
export const followedTopicsBootQuery: BootQuery = { key: ["/api/users/topics/followed"], url: "/api/users/topics/followed", route: "/api/users/topics/followed" };
export const trendingTopicsBootQuery: BootQuery = { key: ["/api/topics/trending"], url: "/api/topics/trending", route: "/api/topics/trending" };
export const subscriptionBootQuery: BootQuery = { key: ["/api/subscriptions/me"], url: "/api/subscriptions/me", route: "/api/subscriptions/me" };
export const unreadNotificationsBootQuery: BootQuery = { key: ["/api/notifications", "unread-count"], url: "/api/notifications/unread-count", route: "/api/notifications/unread-count" };
export const unreadMessagesBootQuery: BootQuery = { key: ["/api/conversations", "unread-count"], url: "/api/conversations/unread-count", route: "/api/conversations/unread-count" };
/** What the member frame shows on every page: sidebars, the plan card, the header's counts. */
const FRAME_QUERIES = [followedTopicsBootQuery, trendingTopicsBootQuery, subscriptionBootQuery, unreadNotificationsBootQuery, unreadMessagesBootQuery];
export const feedBootQuery = (tab: FeedTab): BootQuery => ({
  key: ["/api/questions", { tab }],
  url: `/api/questions?tab=${tab}&limit=${FEED_PAGE_SIZE}`,
  route: "/api/questions",
  infinite: true,
});
export const questionBootQuery = (id: number): BootQuery => ({ key: ["/api/questions", id], url: `/api/questions/${id}`, route: "/api/questions/:id", subject: true });
/**
 * A question's answers in an order: the default order's key is a prefix of the others', so
 * invalidating it invalidates every order.
 */
export const answersQueryKey = (id: number, sort: AnswerSort = "votes"): unknown[] =>
  sort === "votes" ? ["/api/questions", id, "answers"] : ["/api/questions", id, "answers", { sort }];
export const answersBootQuery = (id: number, sort: AnswerSort = "votes"): BootQuery => ({
  key: answersQueryKey(id, sort),
  url: `/api/questions/${id}/answers${sort === "votes" ? "" : `?sort=${sort}`}`,
  route: "/api/questions/:id/answers",
  infinite: true,
});
/** The question's own comments, under it on its page. */
export const questionCommentsBootQuery = (id: number): BootQuery => ({
  key: ["/api/questions", id, "comments"],
  url: `/api/questions/${id}/comments`,
  route: "/api/questions/:id/comments",
  infinite: true,
});
export const topicBootQuery = (id: number): BootQuery => ({ key: ["/api/topics", id], url: `/api/topics/${id}`, route: "/api/topics/:id", subject: true });
export const topicFollowingBootQuery = (id: number): BootQuery => ({ key: ["/api/topics", id, "following"], url: `/api/topics/${id}/following`, route: "/api/topics/:id/following" });
/** A topic page's first tab: its latest questions. */
export const topicQuestionsBootQuery = (id: number): BootQuery => ({
  key: ["/api/topics", id, "questions", { sort: "latest" }],
  url: `/api/topics/${id}/questions?sort=latest&limit=${FEED_PAGE_SIZE}`,
  route: "/api/topics/:id/questions",
  infinite: true,
});
export const userProfileBootQuery = (id: string): BootQuery => ({ key: ["/api/users", id], url: `/api/users/${id}`, route: "/api/users/:id", subject: true });
export const spaceBootQuery = (id: number): BootQuery => ({ key: ["/api/spaces", id], url: `/api/spaces/${id}`, route: "/api/spaces/:id", subject: true });
/** How many popular questions the not-found page offers. */
export const POPULAR_QUESTIONS_COUNT = 5;
/** The not-found page's way on (issue 23): the month's most discussed questions. */
export const popularQuestionsBootQuery: BootQuery = {
  key: ["/api/questions/trending", { period: "month", limit: POPULAR_QUESTIONS_COUNT }],
  url: `/api/questions/trending?period=month&limit=${POPULAR_QUESTIONS_COUNT}`,
  route: "/api/questions/trending",
};
/** A profile's first tab: the member's questions, a page as the client asks it. */
export const userQuestionsBootQuery = (id: string): BootQuery => ({
  key: ["/api/users", id, "questions"],
  url: `/api/users/${id}/questions?limit=20`,
  route: "/api/users/:id/questions",
  infinite: true,
});

/** A positive int4 id from a path segment, or null. */
function idIn(segment: string | undefined): number | null {
  const id = Number(/^\d{1,10}$/.exec(segment ?? "")?.[0]);
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The page file (client/src/pages/<page>.tsx) the router shows at this path for this user:
 * the one route table both read (shared/page-routes.ts), so they cannot disagree.
 */
export function pageFor(pathname: string, user: { onboardingCompleted: boolean } | null | undefined): PageName {
  return matchPage(pathname, user)?.page ?? "not-found";
}

/** Pages that show one thing their path names: without it (a malformed or unknown id) they are a 404. */
export const SUBJECT_PAGES: ReadonlySet<string> = new Set(["question", "revisions", "topic", "profile", "space"]);

/**
 * The one thing a subject page's path names (SUBJECT_PAGES): a question's (its page or its
 * revisions), topic's or space's id, a profile's member id (/profile is the member's own); null when the path names nothing an
 * id could be. Parsed here once per page: the boot queries and the head (server/features/seo)
 * both take it from here.
 */
export function pageSubject(page: string | null, pathname: string, user: { id?: string } | null): number | string | null {
  const [, , second, third, fourth] = (pathname.replace(/\/+$/, "") || "/").split("/");
  // A question's revisions (/questions/{id}/revisions) name the question.
  if (page === "revisions") return third === "revisions" && fourth === undefined ? idIn(second) : null;
  if (third !== undefined) return null;
  if (page === "question" || page === "topic" || page === "space") return idIn(second);
  const profileId = second ?? user?.id;
  return page === "profile" && profileId && UUID.test(profileId) ? profileId : null;
}

/** The queries a page asks first, beyond the user and the site settings every page reads. */
export function bootQueriesFor(
  page: string | null,
  pathname: string,
  user: { onboardingCompleted: boolean; id?: string } | null,
  search = "",
): BootQuery[] {
  const queries: BootQuery[] = [];
  // The member frame's sidebars (every member page but onboarding and the admin screens).
  const framed = user?.onboardingCompleted && page !== null && !["onboarding", "admin", "admin-login"].includes(page);
  if (page === "home") queries.push(feedBootQuery(DEFAULT_FEED_TAB));
  const subject = pageSubject(page, pathname, user);
  if (page === "question" && typeof subject === "number") queries.push(questionBootQuery(subject), answersBootQuery(subject, answerSortIn(search)), questionCommentsBootQuery(subject));
  // The revisions of a question that is missing, deleted or held from this viewer are a 404 too.
  if (page === "revisions" && typeof subject === "number") queries.push(questionBootQuery(subject));
  if (page === "topic" && typeof subject === "number") queries.push(topicBootQuery(subject), topicFollowingBootQuery(subject), topicQuestionsBootQuery(subject));
  if (page === "profile" && typeof subject === "string") queries.push(userProfileBootQuery(subject), userQuestionsBootQuery(subject));
  if (page === "space" && typeof subject === "number") queries.push(spaceBootQuery(subject));
  if (page === "not-found") queries.push(popularQuestionsBootQuery);
  if (framed) queries.push(...FRAME_QUERIES);
  return queries;
}

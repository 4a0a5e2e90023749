import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { cursorQuerySchema, pageLimitSchema } from "@shared/ids";
import type { Page } from "@shared/questions";
import { SEARCH_QUERY_MAX, SEARCH_SORTS, searchTypes, type SearchResults, type SearchType } from "@shared/search";
import { parseSearchQuery, searchQueryIsEmpty } from "@shared/search-query";
import type { Db } from "../../db/client";
import { countMatches, newestIds, searchAnswers, searchPeople, searchQuestions, searchTopics, type SearchOptions } from "./search.queries";
import { searchResponseSchema } from "@shared/search.responses";
import { listSpaces } from "../../content/spaces";
import { badRequest } from "../../errors";
import { textQuery } from "./text-query";

export const SEARCH_QUERY_REQUIRED = "Please enter something to search for.";

/**
 * Query string of GET /api/search. It stays on the server: the page only trims the query
 * before putting it in the URL, as the header's search box does.
 */
export const searchQuerySchema = z.object({
  q: z
    .string({ error: SEARCH_QUERY_REQUIRED })
    .trim()
    .min(1, SEARCH_QUERY_REQUIRED)
    .max(SEARCH_QUERY_MAX, `Search must be at most ${SEARCH_QUERY_MAX} characters`),
  type: z.enum(searchTypes, { error: `type must be one of ${searchTypes.join(", ")}` }).default("all"),
  sort: z.enum(SEARCH_SORTS, { error: `sort must be one of ${SEARCH_SORTS.join(", ")}` }).default("relevance"),
  cursor: cursorQuerySchema,
  limit: pageLimitSchema(50, 10),
});

/** How many of each kind the All tab shows beside the first page of questions. */
const SUMMARY = { answers: 3, topics: 5, people: 5, spaces: 3 } as const;

/** Search (public): questions and answers by full text, topics, people and spaces by name. */
export async function searchRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Topics, people and spaces are found by the query's plain words: a query of operators and
  // phrases only (`user:me`, `"black hole" [Physics]`) finds none of them, as its counts say.
  const byName =
    <T>(find: (options: SearchOptions) => Promise<Page<T>>) =>
    (options: SearchOptions): Promise<Page<T>> =>
      options.q ? find(options) : Promise.resolve({ items: [], nextCursor: null });
  const spacesPage = byName(({ viewer, ...options }: SearchOptions) => listSpaces(db, { ...options, viewerId: viewer?.id ?? null, tab: "all", sort: "members" }));
  const topicsPage = byName((options) => searchTopics(db, options));
  const peoplePage = byName((options) => searchPeople(db, options));

  const run: { [K in SearchType]: (options: SearchOptions) => Promise<SearchResults[K]> } = {
    questions: (options) => searchQuestions(db, options),
    answers: (options) => searchAnswers(db, options),
    topics: topicsPage,
    people: peoplePage,
    spaces: spacesPage,
    all: async (options) => {
      const first = { ...options, cursor: undefined };
      const [counts, questions, answers, topics, people, found] = await Promise.all([
        countMatches(db, options),
        searchQuestions(db, first),
        searchAnswers(db, { ...first, limit: SUMMARY.answers }),
        topicsPage({ ...first, limit: SUMMARY.topics }),
        peoplePage({ ...first, limit: SUMMARY.people }),
        spacesPage({ ...first, limit: SUMMARY.spaces }),
      ]);
      return { counts, questions, answers: answers.items, topics: topics.items, people: people.items, spaces: found.items };
    },
  };

  r.get("/api/search", { schema: { querystring: searchQuerySchema, response: { 200: searchResponseSchema } } }, async (request) => {
    const { type, q, ...options } = request.query;
    // Operators and quotes narrow questions and answers; topics, people and spaces are found by the plain words.
    const query = parseSearchQuery(q);
    if (searchQueryIsEmpty(query)) throw badRequest(SEARCH_QUERY_REQUIRED, "q");
    const [text, newest] = await Promise.all([textQuery(db, query), newestIds(db)]);
    return run[type]({ ...options, q: query.words.join(" "), query, text, viewer: request.user, newest });
  });
}

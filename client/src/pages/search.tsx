import { useState } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { useQueryClient } from "@tanstack/react-query";
import { Search as SearchIcon } from "lucide-react";
import { SEARCH_COUNT_CAP, SEARCH_QUERY_MAX, SEARCH_SORTS, searchTypes, type SearchCounts, type SearchSort, type SearchType } from "@shared/search";
import { AppShell } from "@/layouts/app-shell";
import { StateMessage } from "@/components/state-message";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { CardSkeletons, FeedList, ListError } from "@/components/feed-list";
import { QuestionCard } from "@/features/questions/components/question-card";
import { FollowAuthorButton } from "@/features/users/components/follow-author-button";
import { useSearchList, useSearchSummary, type ListType } from "@/features/search/api/search";
import { Highlighted, HighlightWords } from "@/features/search/components/highlighted";
import { MATCHED_LABELS } from "@/features/search/components/matched-in";
import { AnswerHitCard, PersonHitCard, TopicHitCard } from "@/features/search/components/result-cards";
import { SpaceCard } from "@/features/spaces/components/space-card";
import { FollowTopicButton } from "@/features/topics/components/follow-topic-button";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { useUser } from "@/hooks/use-user";
import type { QuestionHit, TopicHit } from "@shared/search";
import { useFormat, useT, type MessageId } from "@/i18n";

const TYPE_LABELS: Record<SearchType, MessageId> = {
  all: "search.typeAll",
  questions: "search.typeQuestions",
  answers: "search.typeAnswers",
  topics: "search.typeTopics",
  people: "search.typePeople",
  spaces: "search.typeSpaces",
};

const SORT_LABELS: Record<SearchSort, MessageId> = {
  relevance: "search.sortRelevance",
  newest: "search.sortNewest",
  votes: "search.sortVotes",
};

/** The URL of a search: /search?q=...[&type=...][&sort=...]. */
const searchHref = (q: string, type: SearchType = "all", sort: SearchSort = "relevance") =>
  `/search?q=${encodeURIComponent(q)}${type === "all" ? "" : `&type=${type}`}${sort === "relevance" ? "" : `&sort=${sort}`}`;

/** A tab's count: the number, or "1,000+" at the cap. */
function useCountLabel() {
  const t = useT();
  const format = useFormat();
  return (n: number) => (n >= SEARCH_COUNT_CAP ? t("search.countCapped", { n: format.number(SEARCH_COUNT_CAP) }) : format.number(n));
}

/** /search?q=&type= (spec 2.1): results of every kind on real data, for members and visitors. */
export default function SearchPage() {
  const params = new URLSearchParams(useSearch());
  const q = (params.get("q") ?? "").trim().slice(0, SEARCH_QUERY_MAX);
  const requested = params.get("type");
  const type: SearchType = searchTypes.includes(requested as SearchType) ? (requested as SearchType) : "all";
  const requestedSort = params.get("sort");
  const sort: SearchSort = SEARCH_SORTS.includes(requestedSort as SearchSort) ? (requestedSort as SearchSort) : "relevance";
  const [, navigate] = useLocation();
  const summary = useSearchSummary(q, sort);
  const t = useT();
  const countLabel = useCountLabel();
  useDocumentTitle(q ? t("search.documentTitleQuery", { q }) : t("search.documentTitle"));

  return (
    <AppShell>
      <div className="space-y-5">
        <header className="space-y-3">
          <h1 className="break-words text-2xl font-bold">{q ? t("search.resultsFor", { q }) : t("search.title")}</h1>
          <PageSearchForm key={q} initial={q} />
          <OperatorsHint />
        </header>
        {!q ? (
          <Card className="p-8 text-center text-sm text-muted-foreground">{t("search.prompt")}</Card>
        ) : (
          <>
            {(type === "all" || type === "questions" || type === "answers") && (
              <nav aria-label={t("search.sortLabel")} className="flex flex-wrap items-center gap-1 text-sm">
                <span className="me-1 text-muted-foreground">{t("search.sortLabel")}</span>
                {SEARCH_SORTS.map((value) => (
                  <Link
                    key={value}
                    href={searchHref(q, type, value)}
                    aria-current={value === sort ? "page" : undefined}
                    className={
                      value === sort ? "rounded-md bg-secondary px-2.5 py-1 font-medium text-foreground" : "rounded-md px-2.5 py-1 text-muted-foreground hover:bg-secondary/60 hover:text-foreground"
                    }
                  >
                    {t(SORT_LABELS[value])}
                  </Link>
                ))}
              </nav>
            )}
            <Tabs value={type} onValueChange={(value) => navigate(searchHref(q, value as SearchType, sort))}>
              <TabsList aria-label={t("search.resultType")} className="h-auto flex-wrap justify-start">
                {searchTypes.map((value) => (
                  <TabsTrigger key={value} value={value}>
                    {t(TYPE_LABELS[value])}
                    {value !== "all" && summary.data && <span className="ms-1.5 text-xs text-muted-foreground">{countLabel(summary.data.counts[value])}</span>}
                  </TabsTrigger>
                ))}
              </TabsList>
              {searchTypes.map((value) => (
                <TabsContent key={value} value={value} className="mt-5">
                  {value === "all" ? <AllResults q={q} sort={sort} /> : <ResultList type={value} q={q} sort={sort} />}
                </TabsContent>
              ))}
            </Tabs>
          </>
        )}
      </div>
    </AppShell>
  );
}

/** The page's own search box: the header's is hidden on phones (and absent for visitors there). */
function PageSearchForm({ initial }: { initial: string }) {
  const t = useT();
  const [value, setValue] = useState(initial);
  const [, navigate] = useLocation();
  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const trimmed = value.trim();
    if (trimmed) navigate(searchHref(trimmed));
  };
  return (
    <form role="search" onSubmit={handleSubmit} className="flex gap-2 sm:hidden">
      <Input type="search" value={value} onChange={(event) => setValue(event.target.value)} aria-label={t("search.again")} placeholder={t("search.placeholder")} maxLength={SEARCH_QUERY_MAX} />
      <Button type="submit" aria-label={t("search.submit")}>
        <SearchIcon aria-hidden="true" />
      </Button>
    </form>
  );
}

/** A found topic's Follow button: the results are read again after a change. */
function SearchFollowTopic({ topic }: { topic: TopicHit }) {
  const queryClient = useQueryClient();
  return <FollowTopicButton topic={topic} onChanged={() => queryClient.invalidateQueries({ queryKey: ["/api/search"] })} />;
}

/**
 * The operators under the box (issue 26), each whole on one line as code: the message is the
 * lead-in, a colon, then the operators separated by spaces (a quoted phrase is one).
 */
function OperatorsHint() {
  const t = useT();
  const text = t("search.operatorsHint");
  const colon = text.search(/[:：]/);
  if (colon < 0) return <p className="text-xs text-muted-foreground">{text}</p>;
  const lead = text.slice(0, colon + 1);
  const operators = text.slice(colon + 1).match(/"[^"]*"|\S+/g) ?? [];
  return (
    <p className="flex flex-wrap items-baseline gap-x-1.5 gap-y-1 text-xs text-muted-foreground">
      <span>{lead}</span>
      {operators.map((operator) => (
        <code key={operator} className="whitespace-nowrap rounded bg-muted px-1 py-0.5 font-mono text-[0.7rem] text-foreground/80">
          {operator}
        </code>
      ))}
      <Link href="/help?category=started" className="ms-1 font-medium text-primary hover:underline">
        {t("search.operatorsHelp")}
      </Link>
    </p>
  );
}

function QuestionHitCard({ question }: { question: QuestionHit }) {
  const t = useT();
  const matched = question.matchedIn ? MATCHED_LABELS[question.matchedIn] : undefined;
  return (
    <div className="space-y-1">
      {matched && (
        <p className="px-1 text-xs text-muted-foreground">
          {question.matchedAnswerId !== null ? (
            <Link href={`/questions/${question.id}#answer-${question.matchedAnswerId}`} className="hover:text-foreground hover:underline">
              {t(matched)}
            </Link>
          ) : (
            t(matched)
          )}
        </p>
      )}
      <QuestionCard
        FollowAuthor={FollowAuthorButton}
        question={question}
        idPrefix="search-question"
        highlight={{ title: <Highlighted text={question.highlight.title} />, preview: question.highlight.excerpt && <Highlighted text={question.highlight.excerpt} /> }}
      />
    </div>
  );
}

/** All: the best few of each kind, each with a way to see all of them. */
function AllResults({ q, sort }: { q: string; sort: SearchSort }) {
  const t = useT();
  const summary = useSearchSummary(q, sort);
  if (summary.isLoading) return <CardSkeletons count={3} label={t("search.loading")} />;
  if (summary.isError) return <ListError onRetry={() => void summary.refetch()} />;
  const data = summary.data!;
  const total = Object.values(data.counts).reduce((sum, n) => sum + n, 0);
  if (total === 0) return <NoResults q={q} />;
  return (
    <div className="space-y-8">
      {data.topics.length > 0 && (
        <ResultSection q={q} type="topics" counts={data.counts} shown={data.topics.length}>
          {data.topics.map((topic) => (
            <li key={topic.id}>
              <TopicHitCard topic={topic} query={q} followButton={<SearchFollowTopic topic={topic} />} />
            </li>
          ))}
        </ResultSection>
      )}
      {data.questions.items.length > 0 && (
        <ResultSection q={q} type="questions" counts={data.counts} shown={data.questions.items.length}>
          {data.questions.items.map((question) => (
            <li key={question.id}>
              <QuestionHitCard question={question} />
            </li>
          ))}
        </ResultSection>
      )}
      {data.answers.length > 0 && (
        <ResultSection q={q} type="answers" counts={data.counts} shown={data.answers.length}>
          {data.answers.map((answer) => (
            <li key={answer.id}>
              <AnswerHitCard answer={answer} />
            </li>
          ))}
        </ResultSection>
      )}
      {data.people.length > 0 && (
        <ResultSection q={q} type="people" counts={data.counts} shown={data.people.length}>
          {data.people.map((person) => (
            <li key={person.id}>
              <PersonHitCard person={person} query={q} />
            </li>
          ))}
        </ResultSection>
      )}
      {data.spaces.length > 0 && (
        <ResultSection q={q} type="spaces" counts={data.counts} shown={data.spaces.length}>
          {data.spaces.map((space) => (
            <li key={space.id}>
              <SpaceCard space={space} name={<HighlightWords text={space.name} query={q} />} />
            </li>
          ))}
        </ResultSection>
      )}
    </div>
  );
}

const SEE_ALL: Record<ListType, MessageId> = {
  questions: "search.seeAllQuestions",
  answers: "search.seeAllAnswers",
  topics: "search.seeAllTopics",
  people: "search.seeAllPeople",
  spaces: "search.seeAllSpaces",
};

function ResultSection({ q, type, counts, shown, children }: { q: string; type: ListType; counts: SearchCounts; shown: number; children: React.ReactNode }) {
  const t = useT();
  const countLabel = useCountLabel();
  const headingId = `results-${type}`;
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold">
          {t(TYPE_LABELS[type])}
        </h2>
        {counts[type] > shown && (
          <Link href={searchHref(q, type)} className="text-sm font-medium text-primary hover:underline">
            {t(SEE_ALL[type], { count: counts[type], n: countLabel(counts[type]) })}
          </Link>
        )}
      </div>
      <ul className="space-y-3" aria-label={t(TYPE_LABELS[type])}>
        {children}
      </ul>
    </section>
  );
}

/** One kind of result, a page at a time. */
function ResultList({ type, q, sort }: { type: ListType; q: string; sort: SearchSort }) {
  const t = useT();
  const common = { label: t(TYPE_LABELS[type]), skeletons: 3, empty: <NoResults q={q} type={type} /> };
  const questions = useSearchList("questions", type === "questions" ? q : "", sort);
  const answers = useSearchList("answers", type === "answers" ? q : "", sort);
  const topics = useSearchList("topics", type === "topics" ? q : "");
  const people = useSearchList("people", type === "people" ? q : "");
  const spaces = useSearchList("spaces", type === "spaces" ? q : "");
  switch (type) {
    case "questions":
      return <FeedList {...common} query={questions} itemKey={(item) => item.id} renderItem={(item) => <QuestionHitCard question={item} />} />;
    case "answers":
      return <FeedList {...common} query={answers} itemKey={(item) => item.id} renderItem={(item) => <AnswerHitCard answer={item} />} />;
    case "topics":
      return <FeedList {...common} query={topics} itemKey={(item) => item.id} renderItem={(item) => <TopicHitCard topic={item} query={q} followButton={<SearchFollowTopic topic={item} />} />} />;
    case "people":
      return <FeedList {...common} query={people} itemKey={(item) => item.id} renderItem={(item) => <PersonHitCard person={item} query={q} />} />;
    case "spaces":
      return (
        <FeedList
          {...common}
          query={spaces}
          itemKey={(item) => item.id}
          renderItem={(item) => <SpaceCard space={item} name={<HighlightWords text={item.name} query={q} />} />}
        />
      );
  }
}

/** The empty state, with what to try next. */
const NO_RESULTS: Record<ListType, MessageId> = {
  questions: "search.noQuestions",
  answers: "search.noAnswers",
  topics: "search.noTopics",
  people: "search.noPeople",
  spaces: "search.noSpaces",
};

function NoResults({ q, type }: { q: string; type?: ListType }) {
  const t = useT();
  const { user } = useUser();
  return (
    <StateMessage
      kind="empty"
      className="bg-card"
      title={t(type ? NO_RESULTS[type] : "search.noResults", { q })}
      description={
        <>
          {t("search.tipSpelling")} {t("search.tipNames")}
          {type && (
            <>
              {" "}
              <Link href={searchHref(q)} className="font-medium text-primary hover:underline">
                {t("search.searchEverything")}
              </Link>
            </>
          )}
        </>
      }
      actions={
        user ? (
          <>
            <Button variant="outline" asChild>
              <Link href="/trending">{t("search.browseTrending")}</Link>
            </Button>
            <Button variant="outline" asChild>
              <Link href="/spaces">{t("search.exploreSpaces")}</Link>
            </Button>
          </>
        ) : (
          <Button variant="outline" asChild>
            <Link href="/">{t("search.backHome")}</Link>
          </Button>
        )
      }
    />
  );
}

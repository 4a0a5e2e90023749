import { useState } from "react";
import { Check, Filter, Users } from "lucide-react";
import { spaceSorts, spaceTabs, type SpaceSort, type SpaceTab } from "@shared/space-lists";
import { AppShell } from "@/layouts/app-shell";
import { StateMessage } from "@/components/state-message";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { SearchInput } from "@/components/ui/search-input";
import { Skeleton } from "@/components/ui/skeleton";
import { TabbedList } from "@/components/tabbed-list";
import { FeedList } from "@/components/feed-list";
import { useT, type MessageId } from "@/i18n";
import { useFeaturedSpaces, useSpaces } from "@/features/spaces/api/get-spaces";
import { CreateSpaceBanner } from "@/features/spaces/components/create-space-dialog";
import { SpaceCard, SpaceStats } from "@/features/spaces/components/space-card";
import { useDebounced } from "@/hooks/use-debounced";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { Link } from "wouter";

const TAB_LABELS: Record<SpaceTab, MessageId> = { all: "spaces.tabAll", joined: "spaces.tabJoined", recommended: "spaces.tabRecommended" };
const LIST_HEADINGS: Record<SpaceTab, MessageId> = { all: "spaces.listAll", joined: "spaces.listJoined", recommended: "spaces.listRecommended" };
const SORT_LABELS: Record<SpaceSort, MessageId> = { newest: "spaces.sortNewest", members: "spaces.sortMembers", posts: "spaces.sortPosts" };
/** Typing waits this long before the list asks the server again. */
const SEARCH_DEBOUNCE_MS = 300;

/** Spaces (spec 2.14) on real data: search, sort, tabs, featured, create, join and leave. */
export default function SpacesPage() {
  const t = useT();
  useDocumentTitle(t("spaces.title"));
  const [tab, setTab] = useState<SpaceTab>("all");
  const [sort, setSort] = useState<SpaceSort>("newest");
  const [query, setQuery] = useState("");
  const q = useDebounced(query.trim(), SEARCH_DEBOUNCE_MS);

  return (
    <AppShell>
      <div className="space-y-6">
        <header className="flex items-start gap-3">
          <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
            <Users className="h-6 w-6" aria-hidden="true" />
          </span>
          <div>
            <h1 className="text-2xl font-bold">{t("spaces.title")}</h1>
            <p className="text-sm text-muted-foreground">{t("spaces.subtitle")}</p>
          </div>
        </header>

        <div className="flex gap-2">
          <div className="min-w-0 flex-1" role="search">
            <SearchInput
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder={t("spaces.search")}
              aria-label={t("spaces.search")}
              maxLength={100}
            />
          </div>
          <SortMenu sort={sort} onSort={setSort} ranked={tab === "recommended"} />
        </div>

        <TabbedList
          tabs={spaceTabs}
          value={tab}
          onValueChange={setTab}
          label={t("spaces.whichSpaces")}
          triggerClassName="min-w-0 flex-1 px-1.5 sm:flex-none sm:px-3"
          panelClassName="mt-6"
          renderTab={(value) => <span className="truncate">{t(TAB_LABELS[value])}</span>}
          renderList={(value) => (
            <section aria-labelledby={`space-list-${value}`} className="space-y-3">
              <h2 id={`space-list-${value}`} className="text-lg font-semibold break-words">
                {t(LIST_HEADINGS[value])}
                {q && <span className="font-normal text-muted-foreground"> {t("spaces.matching", { query: q })}</span>}
              </h2>
              <SpaceList tab={value} sort={sort} q={q} />
            </section>
          )}
        >
          {/* Spec 2.14's order: the tabs, Featured Spaces, the banner, then the tab's list. */}
          <div className="mt-6 space-y-6">
            <FeaturedSpaces />
            <CreateSpaceBanner />
          </div>
        </TabbedList>
      </div>
    </AppShell>
  );
}

/** The Filter button: how All Spaces and Joined are ordered. Recommended keeps its own ranking. */
function SortMenu({ sort, onSort, ranked }: { sort: SpaceSort; onSort: (sort: SpaceSort) => void; ranked: boolean }) {
  const t = useT();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" className="shrink-0" aria-label={ranked ? t("spaces.filterRanked") : t("spaces.filterSorted", { sort: t(SORT_LABELS[sort]) })}>
          <Filter aria-hidden="true" /> <span className="hidden sm:inline">{t("spaces.filter")}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel>{t("spaces.sortBy")}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {spaceSorts.map((value) => (
          <DropdownMenuItem key={value} role="menuitemradio" aria-checked={!ranked && sort === value} disabled={ranked} onSelect={() => onSort(value)}>
            {t(SORT_LABELS[value])}
            {!ranked && sort === value && <Check className="ms-auto" aria-hidden="true" />}
          </DropdownMenuItem>
        ))}
        {ranked && <p className="px-2 py-1.5 text-xs text-muted-foreground">{t("spaces.rankedNote")}</p>}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** Featured Spaces: the four with the most members. */
function FeaturedSpaces() {
  const t = useT();
  const featured = useFeaturedSpaces();
  if (featured.isError || (featured.data && featured.data.items.length === 0)) return null;
  return (
    <section aria-labelledby="featured-heading" className="space-y-3">
      <h2 id="featured-heading" className="text-lg font-semibold">
        {t("spaces.featured")}
      </h2>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {featured.isLoading
          ? Array.from({ length: 4 }, (_, index) => (
              <li key={index}>
                <Skeleton className="h-24 w-full" />
              </li>
            ))
          : featured.data!.items.map((space) => (
              <li key={space.id}>
                <Card className="h-full p-3 transition-colors hover:bg-muted/50">
                  <Link href={`/spaces/${space.id}`} className="block space-y-2">
                    <span className="block truncate font-semibold">{space.name}</span>
                    <SpaceStats space={space} className="flex-col items-start" />
                  </Link>
                </Card>
              </li>
            ))}
      </ul>
    </section>
  );
}

function SpaceList({ tab, sort, q }: { tab: SpaceTab; sort: SpaceSort; q: string }) {
  const t = useT();
  const spaces = useSpaces(tab, sort, q);
  if (spaces.isError && !spaces.data) {
    return <StateMessage kind="error" as="h3" title={t("spaces.listErrorTitle")} description={t("spaces.errorText")} onRetry={() => void spaces.refetch()} />;
  }
  const empty: { title: string; text: string } = q
    ? { title: t("spaces.noneFound"), text: t("spaces.noneFoundText", { query: q }) }
    : tab === "joined"
      ? { title: t("spaces.noneJoined"), text: t("spaces.noneJoinedText") }
      : tab === "recommended"
        ? { title: t("spaces.noneRecommended"), text: t("spaces.noneRecommendedText") }
        : { title: t("spaces.none"), text: t("spaces.noneText") };
  return (
    <FeedList
      query={spaces}
      label={t(LIST_HEADINGS[tab])}
      skeletons={2}
      loadMoreLabel={t("spaces.loadMore")}
      itemKey={(space) => space.id}
      renderItem={(space) => <SpaceCard space={space} />}
      empty={<StateMessage kind="empty" as="h3" className="break-words" title={empty.title} description={empty.text} />}
    />
  );
}

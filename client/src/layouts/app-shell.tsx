import { Suspense, useState } from "react";
import { Link } from "wouter";
import { Menu, Plus, Search, X } from "lucide-react";
import { Logo } from "@/components/logo";
import { OnFirstUse } from "@/components/on-first-use";
import { Button } from "@/components/ui/button";
import { UserAvatar } from "@/components/user-avatar";
import { useUser } from "@/hooks/use-user";
import { openComposer } from "@/features/questions/composer-store";
import { mySubscriptionQueryOptions } from "@/features/subscriptions/api/get-my-subscription";
import { queryClient } from "@/lib/query-client";
import { LOGIN_URL, currentPath, navigateTo } from "@/lib/navigation";
import { signInPath } from "@shared/return-to";
import { useSiteSettings } from "@/hooks/use-site-settings";
import { NotificationsButton } from "@/features/notifications/components/notifications-button";
import { MessagesButton } from "@/features/messages/components/messages-button";
import { LeftSidebar } from "./left-sidebar";
import { NavLinks } from "./nav-links";
import { RightColumn } from "./right-column";
import { useT } from "@/i18n";
import { SearchForm } from "./search-form";
import { SiteFooter } from "@/features/site/components/site-footer";
import { cn } from "@/lib/utils";

// Pointing at the avatar fetches the menu and the member's subscription (its Ponder+ item
// says whether Ponder+ is theirs), so the menu opens knowing it.
const loadAccountMenu = () => {
  void queryClient.prefetchQuery(mySubscriptionQueryOptions);
  return import("./account-menu");
};
const loadPhoneMenu = () => import("./phone-menu");

// A visitor's Log In and Sign Up: smaller on phones, so the logo, search and both fit at 375 px
// in every language; on a narrower phone a long label wraps rather than cutting the logo.
const VISITOR_BUTTON = "h-9 whitespace-normal px-2.5 text-[13px] leading-tight sm:h-10 sm:whitespace-nowrap sm:px-4 sm:text-sm";

/**
 * The frame every signed-in page shares (spec 2.4): the header, and for members the left
 * sidebar and the right column around the page. Three columns from 1280 px; from 1024 px
 * the right column's cards stack under the sidebar; below that the page alone, with both
 * in the menu.
 *
 * The sidebars and the page inside the frame are each a Suspense boundary: when the browser
 * hydrates the server's HTML, React hydrates the header first and these in a later pass
 * (decision 036), so no one task adopts the whole page.
 *
 * `withFooter` adds the site's footer (About, Privacy, Terms, the language selector) under it
 * all: for pages people land on from search engines and shared links (issue 23), which would
 * otherwise end without a way to the site's own pages.
 *
 * `aside` is a page's own cards for the right column, where other pages have the promotion
 * card and quick links: the question page's related and linked questions (issue 23). That
 * column is then 272 px instead of 300, so the question and its answers get at least 680 px at
 * 1280 even beside a scroll bar. The page shows them itself where the column is not (below 1280 px).
 */
export function AppShell({ children, withFooter = false, aside }: { children: React.ReactNode; withFooter?: boolean; aside?: React.ReactNode }) {
  const { user } = useUser();
  const { siteName } = useSiteSettings();
  const [searchOpen, setSearchOpen] = useState(false);
  const t = useT();

  return (
    <div className={withFooter ? "flex min-h-screen flex-col bg-background" : "min-h-screen bg-background"}>
      <header className="sticky top-0 z-40 border-b bg-card/95 backdrop-blur">
        <div className="mx-auto flex h-14 max-w-7xl items-center gap-2 px-4 sm:gap-4">
          {user && (
            <OnFirstUse
              haspopup="dialog"
              load={loadPhoneMenu}
              trigger={
                <Button variant="ghost" size="icon" className="-ms-2 h-9 w-9 shrink-0 lg:hidden" aria-label={t("shell.openMenu")}>
                  <Menu />
                </Button>
              }
              props={{}}
            />
          )}
          {/* The logo never gives way: on phones the buttons beside it do (issue 23: "Ponder" cut in Spanish). */}
          <Link href="/" aria-label={t("shell.home", { site: siteName })} className="shrink-0">
            <Logo className="text-xl sm:text-2xl" />
          </Link>
          {user && (
            <nav className="hidden lg:block" aria-label={t("shell.mainNav")}>
              <NavLinks />
            </nav>
          )}
          <SearchForm className="ms-auto hidden w-full max-w-xs sm:block" />
          {/* Phones: the search field opens under the bar from this button. */}
          <Button
            variant="ghost"
            size="icon"
            className="ms-auto h-9 w-9 shrink-0 sm:hidden"
            aria-label={searchOpen ? t("shell.closeSearch") : t("common.search")}
            aria-expanded={searchOpen}
            aria-controls="phone-search"
            onClick={() => setSearchOpen((open) => !open)}
          >
            {searchOpen ? <X className="size-5!" aria-hidden="true" /> : <Search className="size-5!" aria-hidden="true" />}
          </Button>
          {user ? (
            <>
              <Button className="shrink-0 rounded-full px-2.5 sm:px-4" onClick={() => openComposer()} aria-label={t("shell.addQuestion")}>
                <Plus aria-hidden="true" /> <span className="hidden whitespace-nowrap sm:inline">{t("shell.addQuestion")}</span>
              </Button>
              <div className="-mx-1 flex shrink-0 items-center sm:mx-0">
                <NotificationsButton />
                {/* On phones Messages is in the account menu: the bar keeps room for the rest. */}
                <span className="hidden sm:contents">
                  <MessagesButton />
                </span>
              </div>
              <OnFirstUse
                load={loadAccountMenu}
                trigger={
                  <button className="shrink-0 rounded-full cursor-pointer" aria-label={t("shell.accountMenu")}>
                    <UserAvatar user={user} />
                  </button>
                }
                props={{ user }}
              />
            </>
          ) : (
            <div className="flex min-w-0 gap-1.5 sm:gap-2">
              <Button variant="ghost" className={VISITOR_BUTTON} onClick={() => navigateTo(signInPath(currentPath(), LOGIN_URL))}>
                {t("common.logIn")}
              </Button>
              {/* Sign Up opens the sign-up form, and comes back here afterwards (issue 23). */}
              <Button className={VISITOR_BUTTON} onClick={() => navigateTo(signInPath(currentPath(), "/register"))}>
                {t("common.signUp")}
              </Button>
            </div>
          )}
        </div>
        {searchOpen && (
          <div id="phone-search" className="border-t px-4 py-2 sm:hidden">
            <SearchForm className="w-full" autoFocus onSearched={() => setSearchOpen(false)} onEscape={() => setSearchOpen(false)} />
          </div>
        )}
      </header>
      {user ? (
        <div
          className={cn(
            "mx-auto w-full max-w-7xl flex-1 px-4 py-6 lg:grid lg:grid-cols-[220px_minmax(0,1fr)] lg:gap-6",
            aside ? "xl:grid-cols-[220px_minmax(0,1fr)_17rem]" : "xl:grid-cols-[220px_minmax(0,1fr)_300px]",
          )}
        >
          <aside className="hidden lg:block" aria-label={t("shell.sidebar")}>
            <div className="sticky top-20 max-h-[calc(100vh-6rem)] space-y-6 overflow-y-auto pb-4">
              <Suspense fallback={null}>
                <LeftSidebar />
                <div className="xl:hidden">
                  <RightColumn />
                </div>
              </Suspense>
            </div>
          </aside>
          <main id="main-content" tabIndex={-1} className="min-w-0">
            <Suspense fallback={null}>{children}</Suspense>
          </main>
          <aside className="hidden xl:block" aria-label={t("shell.trendingAndLinks")}>
            <div className="sticky top-20 max-h-[calc(100vh-6rem)] overflow-y-auto pb-4">
              <Suspense fallback={null}>
                <RightColumn pageCards={aside} />
              </Suspense>
            </div>
          </aside>
        </div>
      ) : (
        <main id="main-content" tabIndex={-1} className="mx-auto w-full min-w-0 max-w-6xl flex-1 px-4 py-6">
          <Suspense fallback={null}>{children}</Suspense>
        </main>
      )}
      {withFooter && <SiteFooter />}
    </div>
  );
}

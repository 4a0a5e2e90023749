import { useState } from "react";
import { Link, useLocation, useSearch } from "wouter";
import {
  BarChart3,
  Bookmark,
  Check,
  Crown,
  DollarSign,
  FileText,
  HelpCircle,
  Languages,
  LogOut,
  Megaphone,
  Menu,
  MessageSquare,
  Monitor,
  Moon,
  Plus,
  Search,
  Settings,
  X,
  Shield,
  User,
} from "lucide-react";
import { displayName, userSubtitle } from "@shared/users";
import { Logo } from "@/components/logo";
import { SearchInput } from "@/components/ui/search-input";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { UserAvatar } from "@/components/user-avatar";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { useUser } from "@/features/auth/api/get-user";
import { openComposer } from "@/features/questions/composer-store";
import { useMySubscription } from "@/features/subscriptions/api/get-my-subscription";
import { LOGIN_URL, LOGOUT_URL, currentPath, navigateTo } from "@/lib/navigation";
import { signInPath } from "@shared/return-to";
import { useSiteSettings } from "@/features/site/api/get-site";
import { NotificationsButton } from "@/features/notifications/components/notifications-button";
import { MessagesButton } from "@/features/messages/components/messages-button";
import { setThemeChoice, useThemeChoice } from "@/lib/theme";
import { LeftSidebar } from "./left-sidebar";
import { NavLinks } from "./nav-links";
import { RightColumn } from "./right-column";
import { useT } from "@/i18n";

/**
 * The frame every signed-in page shares (spec 2.4): the header, and for members the left
 * sidebar and the right column around the page. Three columns from 1280 px; from 1024 px
 * the right column's cards stack under the sidebar; below that the page alone, with both
 * in the menu.
 */
export function AppShell({ children }: { children: React.ReactNode }) {
  const { user } = useUser();
  const { hasAccess: hasPlus } = useMySubscription();
  const { siteName } = useSiteSettings();
  const theme = useThemeChoice();
  const [, navigate] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);
  const t = useT();

  return (
    <div className="min-h-screen bg-background">
      <header className="sticky top-0 z-40 border-b bg-card/95 backdrop-blur">
        <div className="mx-auto flex h-14 max-w-7xl items-center gap-2 px-4 sm:gap-4">
          {user && (
            <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
              <SheetTrigger asChild>
                <Button variant="ghost" size="icon" className="-ms-2 h-9 w-9 shrink-0 lg:hidden" aria-label={t("shell.openMenu")}>
                  <Menu />
                </Button>
              </SheetTrigger>
              {/* Focus the panel, not the search box: on phones that would pop the keyboard up. */}
              <SheetContent
                onOpenAutoFocus={(event) => {
                  event.preventDefault();
                  (event.currentTarget as HTMLElement | null)?.focus();
                }}
              >
                <SheetTitle className="pe-8">
                  <Logo className="text-2xl" />
                </SheetTitle>
                <SheetDescription className="sr-only">{t("shell.menuDescription")}</SheetDescription>
                <SearchForm className="w-full" onSearched={closeMenu} />
                <LeftSidebar onNavigate={closeMenu} />
                <RightColumn onNavigate={closeMenu} />
              </SheetContent>
            </Sheet>
          )}
          <Link href="/" aria-label={t("shell.home", { site: siteName })} className="min-w-0 shrink">
            <Logo className="text-2xl" />
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
              <DropdownMenu>
                <DropdownMenuTrigger asChild>
                  <button className="shrink-0 rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring cursor-pointer" aria-label={t("shell.accountMenu")}>
                    <UserAvatar user={user} />
                  </button>
                </DropdownMenuTrigger>
                <DropdownMenuContent align="end">
                  <DropdownMenuLabel>
                    <span className="block font-semibold">{displayName(user)}</span>
                    <span className="block truncate text-xs font-normal text-muted-foreground">{userSubtitle(user)}</span>
                  </DropdownMenuLabel>
                  <DropdownMenuSeparator />
                  <DropdownMenuItem onSelect={() => navigate("/profile")}>
                    <User /> {t("shell.profile")}
                  </DropdownMenuItem>
                  <DropdownMenuItem onSelect={() => navigate("/messages")}>
                    <MessageSquare /> {t("shell.messages")}
                  </DropdownMenuItem>
                  <DropdownMenuItem onSelect={() => navigate("/ads/create")}>
                    <Megaphone /> {t("shell.createAd")}
                  </DropdownMenuItem>
                  <DropdownMenuItem onSelect={() => navigate("/monetization")}>
                    <DollarSign /> {t("shell.monetization")}
                  </DropdownMenuItem>
                  <DropdownMenuItem onSelect={() => navigate("/content-stats")}>
                    <BarChart3 /> {t("shell.contentStats")}
                  </DropdownMenuItem>
                  <DropdownMenuItem onSelect={() => navigate("/bookmarks")}>
                    <Bookmark /> {t("shell.bookmarks")}
                  </DropdownMenuItem>
                  <DropdownMenuItem onSelect={() => navigate("/drafts")}>
                    <FileText /> {t("shell.drafts")}
                  </DropdownMenuItem>
                  <DropdownMenuItem onSelect={() => navigate("/ponder-plus")}>
                    <Crown /> {hasPlus ? t("shell.plusMenuActive", { site: siteName }) : t("shell.tryPlus", { site: siteName })}
                  </DropdownMenuItem>
                  <DropdownMenuSeparator />
                  <DropdownMenuItem onSelect={() => setThemeChoice(theme === "dark" ? "light" : "dark")} aria-checked={theme === "dark"} role="menuitemcheckbox">
                    <Moon /> {t("shell.darkMode")} {theme === "dark" && <Check className="ms-auto" />}
                  </DropdownMenuItem>
                  <DropdownMenuItem onSelect={() => setThemeChoice("auto")} aria-checked={theme === "auto"} role="menuitemcheckbox">
                    <Monitor /> {t("shell.autoTheme")} {theme === "auto" && <Check className="ms-auto" />}
                  </DropdownMenuItem>
                  <DropdownMenuSeparator />
                  <DropdownMenuItem onSelect={() => navigate("/settings")}>
                    <Settings /> {t("shell.settings")}
                  </DropdownMenuItem>
                  <DropdownMenuItem onSelect={() => navigate("/languages")}>
                    <Languages /> {t("shell.languages")}
                  </DropdownMenuItem>
                  <DropdownMenuItem onSelect={() => navigate("/help")}>
                    <HelpCircle /> {t("shell.help")}
                  </DropdownMenuItem>
                  {user.isAdmin && (
                    <DropdownMenuItem onSelect={() => navigate("/admin")}>
                      <Shield /> {t("shell.adminPanel")}
                    </DropdownMenuItem>
                  )}
                  <DropdownMenuSeparator />
                  <DropdownMenuItem onSelect={() => navigateTo(LOGOUT_URL)}>
                    <LogOut /> {t("shell.logOut")}
                  </DropdownMenuItem>
                </DropdownMenuContent>
              </DropdownMenu>
            </>
          ) : (
            <div className="flex shrink-0 gap-2">
              <Button variant="ghost" className="px-3 sm:px-4" onClick={() => navigateTo(signInPath(currentPath(), LOGIN_URL))}>
                {t("common.logIn")}
              </Button>
              <Button className="px-3 sm:px-4" onClick={() => navigateTo(signInPath(currentPath(), LOGIN_URL))}>
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
        <div className="mx-auto max-w-7xl px-4 py-6 lg:grid lg:grid-cols-[220px_minmax(0,1fr)] lg:gap-6 xl:grid-cols-[220px_minmax(0,1fr)_300px]">
          <aside className="hidden lg:block" aria-label={t("shell.sidebar")}>
            <div className="sticky top-20 max-h-[calc(100vh-6rem)] space-y-6 overflow-y-auto pb-4">
              <LeftSidebar />
              <div className="xl:hidden">
                <RightColumn />
              </div>
            </div>
          </aside>
          <main className="min-w-0">{children}</main>
          <aside className="hidden xl:block" aria-label={t("shell.trendingAndLinks")}>
            <div className="sticky top-20 max-h-[calc(100vh-6rem)] overflow-y-auto pb-4">
              <RightColumn />
            </div>
          </aside>
        </div>
      ) : (
        <main className="mx-auto min-w-0 max-w-6xl px-4 py-6">{children}</main>
      )}
    </div>
  );
}

/**
 * Search box: submits a trimmed, URL-encoded /search?q= only when something was typed. On the
 * search page it shows the query being searched, and follows the URL when it changes.
 */
function SearchForm({ className, onSearched, onEscape, autoFocus }: { className?: string; onSearched?: () => void; onEscape?: () => void; autoFocus?: boolean }) {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const searched = location === "/search" ? (new URLSearchParams(search).get("q") ?? "") : "";
  const [query, setQuery] = useState(searched);
  const [shown, setShown] = useState(searched);
  if (shown !== searched) {
    setShown(searched);
    setQuery(searched);
  }
  const { siteName } = useSiteSettings();
  const t = useT();
  const handleSearch = (event: React.FormEvent) => {
    event.preventDefault();
    const trimmed = query.trim();
    if (!trimmed) return;
    navigate(`/search?q=${encodeURIComponent(trimmed)}`);
    onSearched?.();
  };
  return (
    <form onSubmit={handleSearch} className={className} role="search">
      <SearchInput
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Escape" && onEscape) onEscape();
        }}
        autoFocus={autoFocus}
        placeholder={t("shell.searchSite", { site: siteName })}
        aria-label={t("shell.searchSite", { site: siteName })}
      />
    </form>
  );
}

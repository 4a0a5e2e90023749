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
  Settings,
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
import { PLUS_NAME } from "@/lib/site";
import { setThemeChoice, useThemeChoice } from "@/lib/theme";
import { LeftSidebar } from "./left-sidebar";
import { NavLinks } from "./nav-links";
import { RightColumn } from "./right-column";

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
  const closeMenu = () => setMenuOpen(false);

  return (
    <div className="min-h-screen bg-background">
      <header className="sticky top-0 z-40 border-b bg-card/95 backdrop-blur">
        <div className="mx-auto flex h-14 max-w-7xl items-center gap-2 px-4 sm:gap-4">
          {user && (
            <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
              <SheetTrigger asChild>
                <Button variant="ghost" size="icon" className="-ml-2 h-9 w-9 shrink-0 lg:hidden" aria-label="Open menu">
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
                <SheetTitle className="pr-8">
                  <Logo className="text-2xl" />
                </SheetTitle>
                <SheetDescription className="sr-only">Navigation, the topics you follow and trending topics</SheetDescription>
                <SearchForm className="w-full" onSearched={closeMenu} />
                <LeftSidebar onNavigate={closeMenu} />
                <RightColumn onNavigate={closeMenu} />
              </SheetContent>
            </Sheet>
          )}
          <Link href="/" aria-label={`${siteName} home`} className="shrink-0">
            <Logo className="text-2xl" />
          </Link>
          {user && (
            <nav className="hidden lg:block" aria-label="Main">
              <NavLinks />
            </nav>
          )}
          <SearchForm className="ml-auto hidden w-full max-w-xs sm:block" />
          {user ? (
            <>
              <Button className="ml-auto shrink-0 px-3 sm:ml-0 sm:px-4" onClick={() => openComposer()} aria-label="Add Question">
                <Plus aria-hidden="true" /> <span className="hidden sm:inline">Add Question</span>
              </Button>
              <div className="-mx-1 flex shrink-0 items-center sm:mx-0">
                <NotificationsButton />
                <MessagesButton />
              </div>
              <DropdownMenu>
                <DropdownMenuTrigger asChild>
                  <button className="shrink-0 rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring cursor-pointer" aria-label="Account menu">
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
                    <User /> Profile
                  </DropdownMenuItem>
                  <DropdownMenuItem onSelect={() => navigate("/messages")}>
                    <MessageSquare /> Messages
                  </DropdownMenuItem>
                  <DropdownMenuItem onSelect={() => navigate("/ads/create")}>
                    <Megaphone /> Create Ad
                  </DropdownMenuItem>
                  <DropdownMenuItem onSelect={() => navigate("/monetization")}>
                    <DollarSign /> Monetization
                  </DropdownMenuItem>
                  <DropdownMenuItem onSelect={() => navigate("/content-stats")}>
                    <BarChart3 /> Your content &amp; stats
                  </DropdownMenuItem>
                  <DropdownMenuItem onSelect={() => navigate("/bookmarks")}>
                    <Bookmark /> Bookmarks
                  </DropdownMenuItem>
                  <DropdownMenuItem onSelect={() => navigate("/drafts")}>
                    <FileText /> Drafts
                  </DropdownMenuItem>
                  <DropdownMenuItem onSelect={() => navigate("/ponder-plus")}>
                    <Crown /> {hasPlus ? `${PLUS_NAME} (Active)` : `Try ${PLUS_NAME}`}
                  </DropdownMenuItem>
                  <DropdownMenuSeparator />
                  <DropdownMenuItem onSelect={() => setThemeChoice(theme === "dark" ? "light" : "dark")} aria-checked={theme === "dark"} role="menuitemcheckbox">
                    <Moon /> Dark mode {theme === "dark" && <Check className="ml-auto" />}
                  </DropdownMenuItem>
                  <DropdownMenuItem onSelect={() => setThemeChoice("auto")} aria-checked={theme === "auto"} role="menuitemcheckbox">
                    <Monitor /> Auto {theme === "auto" && <Check className="ml-auto" />}
                  </DropdownMenuItem>
                  <DropdownMenuSeparator />
                  <DropdownMenuItem onSelect={() => navigate("/settings")}>
                    <Settings /> Settings
                  </DropdownMenuItem>
                  <DropdownMenuItem onSelect={() => navigate("/languages")}>
                    <Languages /> Languages
                  </DropdownMenuItem>
                  <DropdownMenuItem onSelect={() => navigate("/help")}>
                    <HelpCircle /> Help
                  </DropdownMenuItem>
                  {user.isAdmin && (
                    <DropdownMenuItem onSelect={() => navigate("/admin")}>
                      <Shield /> Admin Panel
                    </DropdownMenuItem>
                  )}
                  <DropdownMenuSeparator />
                  <DropdownMenuItem onSelect={() => navigateTo(LOGOUT_URL)}>
                    <LogOut /> Logout
                  </DropdownMenuItem>
                </DropdownMenuContent>
              </DropdownMenu>
            </>
          ) : (
            <div className="ml-auto flex gap-2 sm:ml-0">
              <Button variant="ghost" onClick={() => navigateTo(signInPath(currentPath(), LOGIN_URL))}>
                Log In
              </Button>
              <Button onClick={() => navigateTo(signInPath(currentPath(), LOGIN_URL))}>Sign Up</Button>
            </div>
          )}
        </div>
      </header>
      {user ? (
        <div className="mx-auto max-w-7xl px-4 py-6 lg:grid lg:grid-cols-[220px_minmax(0,1fr)] lg:gap-6 xl:grid-cols-[220px_minmax(0,1fr)_300px]">
          <aside className="hidden lg:block" aria-label="Sidebar">
            <div className="sticky top-20 max-h-[calc(100vh-6rem)] space-y-6 overflow-y-auto pb-4">
              <LeftSidebar />
              <div className="xl:hidden">
                <RightColumn />
              </div>
            </div>
          </aside>
          <main className="min-w-0">{children}</main>
          <aside className="hidden xl:block" aria-label="Trending and links">
            <div className="sticky top-20 max-h-[calc(100vh-6rem)] overflow-y-auto pb-4">
              <RightColumn />
            </div>
          </aside>
        </div>
      ) : (
        <main className="mx-auto max-w-6xl px-4 py-6">{children}</main>
      )}
    </div>
  );
}

/**
 * Search box: submits a trimmed, URL-encoded /search?q= only when something was typed. On the
 * search page it shows the query being searched, and follows the URL when it changes.
 */
function SearchForm({ className, onSearched }: { className?: string; onSearched?: () => void }) {
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
  const handleSearch = (event: React.FormEvent) => {
    event.preventDefault();
    const trimmed = query.trim();
    if (!trimmed) return;
    navigate(`/search?q=${encodeURIComponent(trimmed)}`);
    onSearched?.();
  };
  return (
    <form onSubmit={handleSearch} className={className} role="search">
      <SearchInput value={query} onChange={(event) => setQuery(event.target.value)} placeholder={`Search ${siteName}`} aria-label={`Search ${siteName}`} />
    </form>
  );
}

import { useState } from "react";
import { Link, useLocation } from "wouter";
import { LogOut, Search, Shield } from "lucide-react";
import { displayName, userSubtitle } from "@shared/users";
import { Logo } from "@/components/logo";
import { Input } from "@/components/ui/input";
import { Button } from "@/components/ui/button";
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
import { LOGIN_URL, LOGOUT_URL, navigateTo } from "@/lib/navigation";
import { PRODUCT_NAME } from "@/lib/site";

/** The header every signed-in page shares (spec 2.4). */
export function AppShell({ children }: { children: React.ReactNode }) {
  const { user } = useUser();
  const [, navigate] = useLocation();
  const [query, setQuery] = useState("");

  const handleSearch = (event: React.FormEvent) => {
    event.preventDefault();
    const trimmed = query.trim();
    if (trimmed) navigate(`/search?q=${encodeURIComponent(trimmed)}`);
  };

  return (
    <div className="min-h-screen bg-background">
      <header className="sticky top-0 z-40 border-b bg-card/95 backdrop-blur">
        <div className="mx-auto flex h-14 max-w-6xl items-center gap-4 px-4">
          <Link href="/" aria-label={`${PRODUCT_NAME} home`}>
            <Logo className="text-2xl" />
          </Link>
          <nav className="hidden items-center gap-1 md:flex" aria-label="Main">
            <Link href="/" className="rounded-md px-3 py-2 text-sm font-medium hover:bg-muted">
              Home
            </Link>
          </nav>
          <form onSubmit={handleSearch} className="relative ml-auto hidden w-full max-w-xs sm:block" role="search">
            <Search className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
            <Input
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder={`Search ${PRODUCT_NAME}`}
              aria-label={`Search ${PRODUCT_NAME}`}
              className="pl-9"
            />
          </form>
          {user ? (
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <button className="ml-auto rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:ml-0 cursor-pointer" aria-label="Account menu">
                  <UserAvatar user={user} />
                </button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="end">
                <DropdownMenuLabel>
                  <span className="block font-semibold">{displayName(user)}</span>
                  <span className="block truncate text-xs font-normal text-muted-foreground">{userSubtitle(user)}</span>
                </DropdownMenuLabel>
                <DropdownMenuSeparator />
                {user.isAdmin && (
                  <DropdownMenuItem onSelect={() => navigate("/admin")}>
                    <Shield /> Admin Panel
                  </DropdownMenuItem>
                )}
                <DropdownMenuItem onSelect={() => navigateTo(LOGOUT_URL)}>
                  <LogOut /> Logout
                </DropdownMenuItem>
              </DropdownMenuContent>
            </DropdownMenu>
          ) : (
            <div className="ml-auto flex gap-2 sm:ml-0">
              <Button variant="ghost" onClick={() => navigateTo(LOGIN_URL)}>
                Log In
              </Button>
              <Button onClick={() => navigateTo(LOGIN_URL)}>Sign Up</Button>
            </div>
          )}
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-6">{children}</main>
    </div>
  );
}

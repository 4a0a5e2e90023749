import { Suspense, useDeferredValue, useMemo } from "react";
import { Redirect, Route, Router, Switch, useLocation, useSearch } from "wouter";
import { safeReturnTo, signInPath } from "@shared/return-to";
import { PAGE_ROUTES, pageState, routePattern, type PageRedirect, type PageState } from "@shared/page-routes";
import { useUser } from "@/hooks/use-user";
import { FullScreenSpinner, QuietFallback } from "@/components/ui/spinner";
import { DocumentTitle } from "@/hooks/use-document-title";
import { usePointerModality } from "@/hooks/use-pointer-modality";
import { SiteGate } from "@/features/site/components/site-gate";
import { pages } from "./pages";

// Every page is its own chunk (./pages): the landing page loads only what it shows.
const AdminLogin = pages["admin-login"]!;
const Admin = pages["admin"]!;
const NotFound = pages["not-found"]!;

/** A visitor at a member's page signs in and comes back to it. */
function SignInFirst() {
  const [location] = useLocation();
  const search = useSearch();
  return <Redirect to={signInPath(search ? `${location}?${search}` : location)} replace />;
}

/** After signing in on /auth (or /login, /register): back where the member was, when that is a path here. */
function ReturnAfterSignIn({ to = "" }: { to?: string }) {
  const next = safeReturnTo(new URLSearchParams(useSearch()).get("next"));
  return <Redirect to={to ? (next ? `${to}?next=${encodeURIComponent(next)}` : to) : (next ?? "/")} replace />;
}

/** Where each redirect of the route table (shared/page-routes.ts) goes, with its query. */
const REDIRECTS: Record<PageRedirect, () => React.ReactElement> = {
  back: () => <ReturnAfterSignIn />,
  onboarding: () => <ReturnAfterSignIn to="/onboarding" />,
  "sign-in": () => <SignInFirst />,
};

/**
 * One state's routes as <Route>s, in the table's order; any other path shows the framed
 * not-found page (the server answers it with 404).
 */
function routesOf(state: PageState) {
  return [
    ...PAGE_ROUTES[state].map((route) =>
      "redirect" in route ? (
        <Route key={route.path} path={route.path}>
          {REDIRECTS[route.redirect]()}
        </Route>
      ) : route.page === "admin-login" ? (
        <Route key={route.path} path={route.path}>
          <AdminLogin preloadPanel={Admin.preload} />
        </Route>
      ) : (
        <Route key={route.path} path={route.path} component={pages[route.page]} />
      ),
    ),
    <Route key="not-found">
      <NotFound />
    </Route>,
  ];
}

/** The route sets, built once. */
const ROUTES: Record<PageState, React.ReactElement[]> = { visitor: routesOf("visitor"), onboarding: routesOf("onboarding"), member: routesOf("member") };

/** Spec 2.1: three route sets by sign-in state, and the mailed links' pages and /admin/login always. */
export function AppRouter() {
  const { user: currentUser, isLoading } = useUser();
  const [currentLocation] = useLocation();
  usePointerModality();
  // Signing in, finishing onboarding or following a link to a page whose chunk has not loaded
  // yet: the screen shown stays until the next one is ready (a background render), instead of
  // a full-screen "Loading..." in between.
  const { user, location } = useDeferredValue(useMemo(() => ({ user: currentUser, location: currentLocation }), [currentUser, currentLocation]));

  if (isLoading) return <FullScreenSpinner />;

  return (
    <SiteGate>
    <DocumentTitle />
    <Suspense fallback={<QuietFallback />}>
      {/* Matched as the server matches (shared/page-routes.ts routePattern), not by wouter's own rules. */}
      <Router parser={routePattern}>
        <Switch location={location}>{ROUTES[pageState(user)]}</Switch>
      </Router>
    </Suspense>
    </SiteGate>
  );
}

import { Suspense, useDeferredValue, useMemo } from "react";
import { Redirect, Route, Switch, useLocation, useSearch } from "wouter";
import { safeReturnTo, signInPath } from "@shared/return-to";
import { INFO_SLUGS, pathKind } from "@shared/site-paths";
import { useUser } from "@/hooks/use-user";
import { FullScreenSpinner, QuietFallback } from "@/components/ui/spinner";
import { DocumentTitle } from "@/hooks/use-document-title";
import { usePointerModality } from "@/hooks/use-pointer-modality";
import { SiteGate } from "@/features/site/components/site-gate";
import { pages } from "./pages";

// Every page is its own chunk (./pages): the landing page loads only what it shows.
const Landing = pages["landing"]!;
const Auth = pages["auth"]!;
const Home = pages["home"]!;
const Onboarding = pages["onboarding"]!;
const AdminLogin = pages["admin-login"]!;
const Admin = pages["admin"]!;
const NotFound = pages["not-found"]!;
const Question = pages["question"]!;
const Revisions = pages["revisions"]!;
const Trending = pages["trending"]!;
const Following = pages["following"]!;
const Topic = pages["topic"]!;
const Profile = pages["profile"]!;
const ProfileEdit = pages["profile-edit"]!;
const ProfileSettings = pages["profile-settings"]!;
const About = pages["about"]!;
const Contact = pages["contact"]!;
const Privacy = pages["privacy"]!;
const Terms = pages["terms"]!;
const Help = pages["help"]!;
const VerifyEmail = pages["verify-email"]!;
const ResetPassword = pages["reset-password"]!;
const ConfirmEmail = pages["confirm-email"]!;
const Search = pages["search"]!;
const Spaces = pages["spaces"]!;
const Space = pages["space"]!;
const Business = pages["business"]!;
const PonderPlus = pages["ponder-plus"]!;
const Bookmarks = pages["bookmarks"]!;
const Drafts = pages["drafts"]!;
const Messages = pages["messages"]!;
const AdsCreate = pages["ads-create"]!;
const Monetization = pages["monetization"]!;
const ContentStats = pages["content-stats"]!;
const Languages = pages["languages"]!;
const Notifications = pages["notifications"]!;
const Info = pages["info"]!;

/** The footer's content pages (shared/site-paths.ts), for visitors and members. */
const infoRoutes = INFO_SLUGS.map((slug) => <Route key={slug} path={`/${slug}`} component={Info} />);

/**
 * Any other path: a visitor at a member's page signs in and comes back; a path that is no
 * page shows the framed not-found page (the server answers it with 404).
 */
function Fallback({ signedIn }: { signedIn: boolean }) {
  const [location] = useLocation();
  const search = useSearch();
  if (!signedIn && pathKind(location) === "member") return <Redirect to={signInPath(search ? `${location}?${search}` : location)} replace />;
  return <NotFound />;
}

/** After signing in on /auth (or /login, /register): back where the member was, when that is a path here. */
function ReturnAfterSignIn({ to = "" }: { to?: string }) {
  const next = safeReturnTo(new URLSearchParams(useSearch()).get("next"));
  return <Redirect to={to ? (next ? `${to}?next=${encodeURIComponent(next)}` : to) : (next ?? "/")} replace />;
}

/** Spec 2.1: three route sets by sign-in state, and /admin/login always. */
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
      {location === "/admin/login" ? (
        <AdminLogin preloadPanel={Admin.preload} />
      ) : location === "/verify-email" ? (
        <VerifyEmail />
      ) : location === "/reset-password" ? (
        <ResetPassword />
      ) : location === "/confirm-email" ? (
        <ConfirmEmail />
      ) : !user ? (
        <Switch location={location}>
          <Route path="/" component={Landing} />
          <Route path="/auth" component={Auth} />
          <Route path="/login" component={Auth} />
          <Route path="/register" component={Auth} />
          <Route path="/admin" component={Admin} />
          <Route path="/questions/:id" component={Question} />
          <Route path="/questions/:id/revisions" component={Revisions} />
          <Route path="/search" component={Search} />
          <Route path="/business" component={Business} />
          <Route path="/ponder-plus" component={PonderPlus} />
          <Route path="/about" component={About} />
          <Route path="/contact" component={Contact} />
          <Route path="/privacy" component={Privacy} />
          <Route path="/terms" component={Terms} />
          <Route path="/help" component={Help} />
          {infoRoutes}
          <Route>
            <Fallback signedIn={false} />
          </Route>
        </Switch>
      ) : !user.onboardingCompleted ? (
        <Switch location={location}>
          <Route path="/admin" component={Admin} />
          <Route path="/onboarding" component={Onboarding} />
          <Route>
            <ReturnAfterSignIn to="/onboarding" />
          </Route>
        </Switch>
      ) : (
        <Switch location={location}>
          <Route path="/" component={Home} />
          <Route path="/admin" component={Admin} />
          <Route path="/onboarding" component={Onboarding} />
          <Route path="/questions/:id" component={Question} />
          <Route path="/questions/:id/revisions" component={Revisions} />
          <Route path="/trending" component={Trending} />
          <Route path="/following" component={Following} />
          <Route path="/topics/:id" component={Topic} />
          <Route path="/profile" component={Profile} />
          <Route path="/profile/:id" component={Profile} />
          <Route path="/profile/:id/edit" component={ProfileEdit} />
          <Route path="/profile/:id/settings" component={ProfileSettings} />
          <Route path="/settings" component={ProfileSettings} />
          <Route path="/help" component={Help} />
          <Route path="/search" component={Search} />
          <Route path="/spaces" component={Spaces} />
          <Route path="/spaces/:id" component={Space} />
          <Route path="/business" component={Business} />
          <Route path="/ponder-plus" component={PonderPlus} />
          <Route path="/bookmarks" component={Bookmarks} />
          <Route path="/drafts" component={Drafts} />
          <Route path="/messages" component={Messages} />
          <Route path="/messages/:id" component={Messages} />
          <Route path="/ads/create" component={AdsCreate} />
          <Route path="/monetization" component={Monetization} />
          <Route path="/content-stats" component={ContentStats} />
          <Route path="/languages" component={Languages} />
          <Route path="/notifications" component={Notifications} />
          <Route path="/about" component={About} />
          <Route path="/contact" component={Contact} />
          <Route path="/privacy" component={Privacy} />
          <Route path="/terms" component={Terms} />
          <Route path="/auth">
            <ReturnAfterSignIn />
          </Route>
          <Route path="/login">
            <ReturnAfterSignIn />
          </Route>
          <Route path="/register">
            <ReturnAfterSignIn />
          </Route>
          {infoRoutes}
          <Route>
            <Fallback signedIn />
          </Route>
        </Switch>
      )}
    </Suspense>
    </SiteGate>
  );
}

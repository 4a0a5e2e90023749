import { lazy, Suspense } from "react";
import { Redirect, Route, Switch, useLocation } from "wouter";
import { useUser } from "@/features/auth/api/get-user";
import { FullScreenSpinner } from "@/components/ui/spinner";
import { SiteGate } from "@/features/site/components/site-gate";

// Every page is its own chunk: the landing page loads only what it shows.
const Landing = lazy(() => import("@/pages/landing"));
const Auth = lazy(() => import("@/pages/auth"));
const Home = lazy(() => import("@/pages/home"));
const Onboarding = lazy(() => import("@/pages/onboarding"));
const AdminLogin = lazy(() => import("@/pages/admin-login"));
const Admin = lazy(() => import("@/pages/admin"));
const NotFound = lazy(() => import("@/pages/not-found"));
const Question = lazy(() => import("@/pages/question"));
const Trending = lazy(() => import("@/pages/trending"));
const Following = lazy(() => import("@/pages/following"));
const Topic = lazy(() => import("@/pages/topic"));
const Profile = lazy(() => import("@/pages/profile"));
const ProfileEdit = lazy(() => import("@/pages/profile-edit"));
const ProfileSettings = lazy(() => import("@/pages/profile-settings"));
const About = lazy(() => import("@/pages/about"));
const Contact = lazy(() => import("@/pages/contact"));
const Privacy = lazy(() => import("@/pages/privacy"));
const Terms = lazy(() => import("@/pages/terms"));
const Help = lazy(() => import("@/pages/help"));
const VerifyEmail = lazy(() => import("@/pages/verify-email"));
const Search = lazy(() => import("@/pages/search"));
const Spaces = lazy(() => import("@/pages/spaces"));
const Space = lazy(() => import("@/pages/space"));
const Business = lazy(() => import("@/pages/business"));
const PonderPlus = lazy(() => import("@/pages/ponder-plus"));
const Bookmarks = lazy(() => import("@/pages/bookmarks"));
const Drafts = lazy(() => import("@/pages/drafts"));
const Messages = lazy(() => import("@/pages/messages"));
const AdsCreate = lazy(() => import("@/pages/ads-create"));
const Monetization = lazy(() => import("@/pages/monetization"));
const ContentStats = lazy(() => import("@/pages/content-stats"));
const Languages = lazy(() => import("@/pages/languages"));

/** Spec 2.1: three route sets by sign-in state, and /admin/login always. */
export function AppRouter() {
  const { user, isLoading } = useUser();
  const [location] = useLocation();

  if (isLoading) return <FullScreenSpinner />;

  return (
    <SiteGate>
    <Suspense fallback={<FullScreenSpinner />}>
      {location === "/admin/login" ? (
        <AdminLogin />
      ) : location === "/verify-email" ? (
        <VerifyEmail />
      ) : !user ? (
        <Switch>
          <Route path="/" component={Landing} />
          <Route path="/auth" component={Auth} />
          <Route path="/login" component={Auth} />
          <Route path="/register" component={Auth} />
          <Route path="/admin" component={Admin} />
          <Route path="/questions/:id" component={Question} />
          <Route path="/search" component={Search} />
          <Route path="/business" component={Business} />
          <Route path="/ponder-plus" component={PonderPlus} />
          <Route path="/about" component={About} />
          <Route path="/contact" component={Contact} />
          <Route path="/privacy" component={Privacy} />
          <Route path="/terms" component={Terms} />
          <Route component={NotFound} />
        </Switch>
      ) : !user.onboardingCompleted ? (
        <Switch>
          <Route path="/admin" component={Admin} />
          <Route path="/onboarding" component={Onboarding} />
          <Route>
            <Redirect to="/onboarding" replace />
          </Route>
        </Switch>
      ) : (
        <Switch>
          <Route path="/" component={Home} />
          <Route path="/admin" component={Admin} />
          <Route path="/onboarding" component={Onboarding} />
          <Route path="/questions/:id" component={Question} />
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
          <Route path="/about" component={About} />
          <Route path="/contact" component={Contact} />
          <Route path="/privacy" component={Privacy} />
          <Route path="/terms" component={Terms} />
          <Route path="/auth">
            <Redirect to="/" replace />
          </Route>
          <Route component={NotFound} />
        </Switch>
      )}
    </Suspense>
    </SiteGate>
  );
}

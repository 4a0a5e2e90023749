import { lazy, Suspense } from "react";
import { Redirect, Route, Switch, useLocation } from "wouter";
import { useUser } from "@/features/auth/api/get-user";
import { FullScreenSpinner } from "@/components/ui/spinner";

// Every page is its own chunk: the landing page loads only what it shows.
const Landing = lazy(() => import("@/pages/landing"));
const Auth = lazy(() => import("@/pages/auth"));
const Home = lazy(() => import("@/pages/home"));
const Onboarding = lazy(() => import("@/pages/onboarding"));
const AdminLogin = lazy(() => import("@/pages/admin-login"));
const Admin = lazy(() => import("@/pages/admin"));
const NotFound = lazy(() => import("@/pages/not-found"));

/** Spec 2.1: three route sets by sign-in state, and /admin/login always. */
export function AppRouter() {
  const { user, isLoading } = useUser();
  const [location] = useLocation();

  if (isLoading) return <FullScreenSpinner />;

  return (
    <Suspense fallback={<FullScreenSpinner />}>
      {location === "/admin/login" ? (
        <AdminLogin />
      ) : !user ? (
        <Switch>
          <Route path="/" component={Landing} />
          <Route path="/auth" component={Auth} />
          <Route path="/login" component={Auth} />
          <Route path="/register" component={Auth} />
          <Route path="/admin" component={Admin} />
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
          <Route path="/auth">
            <Redirect to="/" replace />
          </Route>
          <Route component={NotFound} />
        </Switch>
      )}
    </Suspense>
  );
}

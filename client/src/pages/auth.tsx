import { useState } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { Loader2 } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { Button } from "@/components/ui/button";
import { SignInForm } from "@/features/auth/components/sign-in-form";
import { SignUpForm } from "@/features/auth/components/sign-up-form";
import { useAuthProviders } from "@/features/auth/api/get-providers";
import { LOGIN_URL, navigateTo } from "@/lib/navigation";
import { Logo } from "@/components/logo";
import { useQueryClient } from "@tanstack/react-query";
import { setSignedInUser } from "@/hooks/use-user";
import { useSiteSettings } from "@/hooks/use-site-settings";
import { completeSecondFactor } from "@/features/security/api/security";
import { PasskeySignInButton } from "@/features/security/components/passkey-sign-in-button";
import { SecondFactorStep } from "@/features/security/components/second-factor-step";
import { T, useT, type MessageId } from "@/i18n";
import { safeReturnTo, signInPath } from "@shared/return-to";

const CALLBACK_ERRORS: Record<string, MessageId> = {
  sign_in_failed: "auth.callbackFailed",
  sign_in_expired: "auth.callbackExpired",
  provider_unavailable: "auth.callbackUnavailable",
  account_suspended: "auth.callbackSuspended",
};

/**
 * /auth, /login and /register: Sign In and Sign Up tabs, and the sign-in provider's button when
 * the site has one set up (GET /api/auth/providers); none is shown when it has not.
 */
export default function AuthPage() {
  const t = useT();
  const { siteName } = useSiteSettings();
  const [location] = useLocation();
  const search = useSearch();
  // /register opens Sign Up, /auth and /login Sign In, also when a link moves between them.
  const tabOf = (path: string) => (path === "/register" ? "signup" : "signin");
  const [tab, setTab] = useState(() => tabOf(location));
  const [tabFor, setTabFor] = useState(location);
  if (tabFor !== location) {
    setTabFor(location);
    setTab(tabOf(location));
  }
  const [showPassword, setShowPassword] = useState(false);
  const [connecting, setConnecting] = useState(false);
  const providers = useAuthProviders();
  const oidc = providers.data?.oidc;
  const params = new URLSearchParams(search);
  const callbackError = CALLBACK_ERRORS[params.get("error") ?? ""];
  // Where to land after signing in (the router's signed-in /auth route goes there).
  const next = safeReturnTo(params.get("next"));
  // A provider sign-in that waits for the account's two-factor code (decision 029).
  const providerNeedsCode = params.get("second_factor") === "1";
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const togglePassword = () => setShowPassword((value) => !value);

  const handleContinue = () => {
    setConnecting(true);
    navigateTo(next ? signInPath(next, LOGIN_URL) : LOGIN_URL);
  };

  const homeLink = (
    <Link href="/" className="mb-6" aria-label={t("auth.homeLink", { site: siteName })}>
      <Logo className="text-4xl" />
    </Link>
  );

  if (providerNeedsCode) {
    return (
      <main className="flex min-h-screen flex-col items-center justify-center bg-background px-4 py-10">
        {homeLink}
        <Card className="w-full max-w-md">
          <CardHeader className="text-center">
            <CardTitle>{t("auth.welcomeBack")}</CardTitle>
            <CardDescription>{t("auth.oneMoreStep")}</CardDescription>
          </CardHeader>
          <CardContent>
            <SecondFactorStep
              idPrefix="provider"
              onSubmit={(code) => completeSecondFactor(code).then((user) => setSignedInUser(queryClient, user))}
              onCancel={() => navigate(next ? signInPath(next) : "/auth", { replace: true })}
            />
          </CardContent>
        </Card>
      </main>
    );
  }

  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-background px-4 py-10">
      {homeLink}
      <Card className="w-full max-w-md">
        <CardHeader className="text-center">
          {/* "Welcome back" greets returning members, who sign in; newcomers are invited to join. */}
          <CardTitle>{tab === "signin" ? t("auth.welcomeBack") : t("auth.join", { site: siteName })}</CardTitle>
          <CardDescription>{t("auth.tagline")}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-6">
          {callbackError && (
            <p className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive" role="alert">
              {t(callbackError)}
            </p>
          )}
          <Tabs value={tab} onValueChange={setTab}>
            <TabsList className="grid w-full grid-cols-2">
              <TabsTrigger value="signin">{t("auth.signIn")}</TabsTrigger>
              <TabsTrigger value="signup">{t("auth.signUp")}</TabsTrigger>
            </TabsList>
            <TabsContent value="signin" className="pt-4">
              <SignInForm showPassword={showPassword} onTogglePassword={togglePassword} SecondFactorStep={SecondFactorStep} />
              <div className="pt-3">
                <PasskeySignInButton />
              </div>
            </TabsContent>
            <TabsContent value="signup" className="pt-4">
              <SignUpForm showPassword={showPassword} onTogglePassword={togglePassword} />
            </TabsContent>
          </Tabs>
          {oidc?.enabled && (
            <>
              <div className="relative text-center text-xs uppercase text-muted-foreground">
                <span className="absolute inset-x-0 top-1/2 border-t" aria-hidden="true" />
                <span className="relative bg-card px-2">{t("auth.orContinueWith")}</span>
              </div>
              <Button variant="outline" className="w-full" onClick={handleContinue} disabled={connecting}>
                {connecting ? (
                  <>
                    <Loader2 className="animate-spin" aria-hidden="true" /> {t("auth.connecting")}
                  </>
                ) : (
                  t("auth.continueWith", { provider: oidc.name })
                )}
              </Button>
            </>
          )}
        </CardContent>
      </Card>
      {/* Consent is asked once: the sign-up form has its own checkbox, and signing in asks none.
          Only the provider's button, which may make an account, needs the notice. */}
      {oidc?.enabled && (
      <p className="mt-6 max-w-md text-center text-xs text-muted-foreground">
        <T
          id="auth.legalNotice"
          values={{
            terms: (chunks) => (
              <Link href="/terms" className="underline">
                {chunks}
              </Link>
            ),
            privacy: (chunks) => (
              <Link href="/privacy" className="underline">
                {chunks}
              </Link>
            ),
          }}
        />
      </p>
      )}
    </main>
  );
}

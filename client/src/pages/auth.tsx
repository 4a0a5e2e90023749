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
import { PRODUCT_NAME } from "@/lib/site";
import { Logo } from "@/components/logo";
import { useQueryClient } from "@tanstack/react-query";
import { setSignedInUser } from "@/features/auth/api/get-user";
import { completeSecondFactor } from "@/features/security/api/security";
import { PasskeySignInButton } from "@/features/security/components/passkey-sign-in-button";
import { SecondFactorStep } from "@/features/security/components/second-factor-step";
import { safeReturnTo, signInPath } from "@shared/return-to";

const SOCIAL_PROVIDERS = ["Google", "Facebook", "Apple", "GitHub"] as const;

const CALLBACK_ERRORS: Record<string, string> = {
  sign_in_failed: "Sign-in with your provider did not complete. Please try again.",
  sign_in_expired: "Your sign-in took too long. Please try again.",
  provider_unavailable: "The sign-in provider is unavailable right now. Please use your email and password.",
  account_suspended: "Your account has been suspended.",
};

/** /auth, /login and /register: Sign In and Sign Up tabs, and the provider button. */
export default function AuthPage() {
  const [location] = useLocation();
  const search = useSearch();
  const [tab, setTab] = useState(location === "/register" ? "signup" : "signin");
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

  if (providerNeedsCode) {
    return (
      <main className="flex min-h-screen flex-col items-center justify-center bg-background px-4 py-10">
        <Link href="/" className="mb-6" aria-label={`${PRODUCT_NAME} home`}>
          <Logo className="text-4xl" />
        </Link>
        <Card className="w-full max-w-md">
          <CardHeader className="text-center">
            <CardTitle>Welcome back</CardTitle>
            <CardDescription>One more step to sign in</CardDescription>
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
      <Link href="/" className="mb-6" aria-label={`${PRODUCT_NAME} home`}>
        <Logo className="text-4xl" />
      </Link>
      <Card className="w-full max-w-md">
        <CardHeader className="text-center">
          <CardTitle>{tab === "signin" ? "Welcome back" : `Join ${PRODUCT_NAME}`}</CardTitle>
          <CardDescription>A place to share knowledge and better understand the world</CardDescription>
        </CardHeader>
        <CardContent className="space-y-6">
          {callbackError && (
            <p className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive" role="alert">
              {callbackError}
            </p>
          )}
          <Tabs value={tab} onValueChange={setTab}>
            <TabsList className="grid w-full grid-cols-2">
              <TabsTrigger value="signin">Sign In</TabsTrigger>
              <TabsTrigger value="signup">Sign Up</TabsTrigger>
            </TabsList>
            <TabsContent value="signin" className="pt-4">
              <SignInForm showPassword={showPassword} onTogglePassword={togglePassword} />
              <div className="pt-3">
                <PasskeySignInButton />
              </div>
            </TabsContent>
            <TabsContent value="signup" className="pt-4">
              <SignUpForm showPassword={showPassword} onTogglePassword={togglePassword} />
            </TabsContent>
          </Tabs>
          <div className="relative text-center text-xs uppercase text-muted-foreground">
            <span className="absolute inset-x-0 top-1/2 border-t" aria-hidden="true" />
            <span className="relative bg-card px-2">Or continue with</span>
          </div>
          <Button
            variant="outline"
            className="w-full"
            onClick={handleContinue}
            disabled={connecting || !oidc?.enabled}
            title={oidc?.enabled ? undefined : "No sign-in provider is configured"}
          >
            {connecting ? (
              <>
                <Loader2 className="animate-spin" /> Connecting...
              </>
            ) : (
              `Continue with ${oidc?.name ?? "Single Sign-On"}`
            )}
          </Button>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {SOCIAL_PROVIDERS.map((name) => (
              <Button key={name} variant="outline" size="sm" disabled title={`${name} sign-in is not configured`}>
                {name}
              </Button>
            ))}
          </div>
        </CardContent>
      </Card>
      <p className="mt-6 max-w-md text-center text-xs text-muted-foreground">
        By continuing you agree to the <Link href="/terms" className="underline">Terms of Service</Link> and{" "}
        <Link href="/privacy" className="underline">Privacy Policy</Link>. You must be at least 13 years old.
      </p>
    </main>
  );
}

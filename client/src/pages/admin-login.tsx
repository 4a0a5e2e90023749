import { useState } from "react";
import { useLocation } from "wouter";
import { Loader2, Shield } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { FormField } from "@/components/form-field";
import { toast } from "@/lib/use-toast";
import { ApiError } from "@/lib/api";
import { useAdminLogin } from "@/features/admin/api/admin-login";
import { useSiteSettings } from "@/hooks/use-site-settings";
import { SecondFactorStep } from "@/features/security/components/second-factor-step";
import { useT } from "@/i18n";

/** /admin/login (spec 2.18): the panel's own username and password sign-in. */
/** `preloadPanel`: loads the admin panel's chunk; the router passes the panel page's preload. */
export default function AdminLoginPage({ preloadPanel }: { preloadPanel?: () => Promise<void> }) {
  const t = useT();
  const [, navigate] = useLocation();
  const login = useAdminLogin(preloadPanel);
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const { siteName } = useSiteSettings();
  // Staff who turned two-factor sign-in on are asked for their code after the password.
  const [needsCode, setNeedsCode] = useState(false);
  const welcome = () => {
    toast({ title: t("auth.adminLoginSuccess"), description: t("auth.adminWelcome") });
    navigate("/admin");
  };

  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!username.trim() || !password) {
      setError(t("auth.adminMissing"));
      return;
    }
    setError(null);
    login.mutate(
      { username: username.trim(), password },
      {
        onSuccess: welcome,
        onError: (failure) => {
          if (failure instanceof ApiError && failure.errorId === "two_factor_required") return setNeedsCode(true);
          setError(failure instanceof ApiError && failure.serverMessage ? failure.serverMessage : t("auth.adminLoginFailed"));
        },
      },
    );
  };

  return (
    <main className="flex min-h-screen items-center justify-center bg-background px-4">
      <Card className="w-full max-w-sm">
        <CardHeader className="items-center text-center">
          <span className="mb-2 flex h-12 w-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
            <Shield className="h-6 w-6" aria-hidden="true" />
          </span>
          <CardTitle>{t("auth.adminTitle", { site: siteName })}</CardTitle>
          <CardDescription>{t("auth.adminAuthorizedOnly")}</CardDescription>
        </CardHeader>
        <CardContent>
          {needsCode ? (
            <SecondFactorStep
              idPrefix="admin"
              onSubmit={(code) => login.mutateAsync({ username: username.trim(), password, code }).then(welcome)}
              onCancel={() => setNeedsCode(false)}
            />
          ) : (
            <form onSubmit={handleSubmit} noValidate className="space-y-4">
              <FormField id="admin-username" label={t("auth.username")}>
                <Input id="admin-username" autoComplete="username" value={username} onChange={(event) => setUsername(event.target.value)} />
              </FormField>
              <FormField id="admin-password" label={t("auth.password")}>
                <Input
                  id="admin-password"
                  type="password"
                  autoComplete="current-password"
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                />
              </FormField>
              {error && (
                <p className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive" role="alert">
                  {error}
                </p>
              )}
              <Button type="submit" className="w-full" disabled={login.isPending}>
                {login.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
                {t("auth.signIn")}
              </Button>
            </form>
          )}
        </CardContent>
      </Card>
    </main>
  );
}

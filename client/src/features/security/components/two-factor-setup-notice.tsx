import { Link } from "wouter";
import { ShieldAlert } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useT } from "@/i18n";

/** The admin panel, for staff the site requires to use two-factor sign-in before it serves them. */
export function TwoFactorSetupNotice({ message }: { message?: string }) {
  const t = useT();
  return (
    <Card role="alert">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <ShieldAlert className="h-5 w-5 text-destructive" aria-hidden="true" /> {t("security.twoFactorRequired")}
        </CardTitle>
        <CardDescription>{message ?? t("security.twoFactorRequiredDescription")}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild>
          <Link href="/settings">{t("security.setUpTwoFactor")}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

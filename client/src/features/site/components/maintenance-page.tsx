import { Wrench } from "lucide-react";
import { Logo } from "@/components/logo";
import { Card } from "@/components/ui/card";
import { useT } from "@/i18n";
import { useSiteSettings } from "@/hooks/use-site-settings";

/** What visitors and members see while an admin has the site in maintenance mode. */
export function MaintenancePage() {
  const t = useT();
  const { siteName } = useSiteSettings();
  return (
    <main className="flex min-h-screen items-center justify-center bg-background px-4">
      <Card className="w-full max-w-md p-8 text-center">
        <Logo className="text-3xl" />
        <span className="mx-auto mt-6 flex h-12 w-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <Wrench className="h-6 w-6" aria-hidden="true" />
        </span>
        <h1 className="mt-4 text-xl font-semibold">{t("pages.maintenanceTitle")}</h1>
        <p className="mt-2 text-muted-foreground">{t("pages.maintenanceText", { site: siteName })}</p>
      </Card>
    </main>
  );
}

import { Link } from "wouter";
import { Globe2, ShieldCheck, Users } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { StaticLayout, StaticSection } from "@/features/site/components/static-layout";
import { useSiteSettings } from "@/hooks/use-site-settings";
import { useUser } from "@/hooks/use-user";
import { useSiteFigures } from "@/hooks/use-site-figures";
import { T, useFormat, useT } from "@/i18n";

/** Shown until the counted figure arrives: a placeholder, never a number. */
const PENDING = "…";

// The spec's "400 million monthly users" was made up: the members card is counted (issue 23).
const FACTS = [
  { icon: Globe2, value: "about.worldValue", label: "about.worldLabel" },
  { icon: ShieldCheck, value: "about.moderationValue", label: "about.moderationLabel" },
] as const;

/** /about */
export default function AboutPage() {
  const t = useT();
  const { siteName } = useSiteSettings();
  const { user } = useUser();
  const figures = useSiteFigures();
  const format = useFormat();
  const site = { site: siteName };
  return (
    <StaticLayout title={t("about.title", site)} intro={t("about.intro")}>
      <ul className="grid gap-4 sm:grid-cols-3">
        <li>
          <Card className="h-full p-5">
            <Users className="h-6 w-6 text-primary" aria-hidden="true" />
            <p className="mt-3 text-2xl font-bold tabular-nums">{figures ? format.number(figures.members) : PENDING}</p>
            <p className="text-sm text-muted-foreground">{t("about.membersLabel", { count: figures?.members ?? 0 })}</p>
          </Card>
        </li>
        {FACTS.map(({ icon: Icon, value, label }) => (
          <li key={label}>
            <Card className="h-full p-5">
              <Icon className="h-6 w-6 text-primary" aria-hidden="true" />
              <p className="mt-3 text-2xl font-bold">{t(value)}</p>
              <p className="text-sm text-muted-foreground">{t(label)}</p>
            </Card>
          </li>
        ))}
      </ul>
      <StaticSection title={t("about.whyTitle")}>
        <p>{t("about.whyBody", site)}</p>
      </StaticSection>
      <StaticSection title={t("about.howTitle")}>
        <p>{t("about.howBody")}</p>
      </StaticSection>
      <StaticSection title={t("about.healthyTitle")}>
        <p>
          <T
            id="about.healthyBody"
            values={{
              link: (chunks) => (
                <Link href="/community-guidelines" className="text-primary underline">
                  {chunks}
                </Link>
              ),
            }}
          />
        </p>
      </StaticSection>
      <div className="flex flex-wrap gap-3">
        {user ? null : (
          <Button asChild>
            <Link href="/register">{t("about.join", site)}</Link>
          </Button>
        )}
        <Button variant={user ? "default" : "outline"} asChild>
          <Link href="/contact">{t("info.contactUs")}</Link>
        </Button>
      </div>
    </StaticLayout>
  );
}

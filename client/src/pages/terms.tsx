import { LIMITS } from "@shared/limits";
import { PONDER_PLUS } from "@shared/subscriptions";
import { StaticLayout, StaticSection } from "@/features/site/components/static-layout";
import { useSiteSettings } from "@/hooks/use-site-settings";
import { useT } from "@/i18n";

const SECTIONS = [
  { title: "legal.terms.acceptTitle", body: "legal.terms.acceptBody" },
  { title: "legal.terms.eligibilityTitle", body: "legal.terms.eligibilityBody" },
  { title: "legal.terms.contentTitle", body: "legal.terms.contentBody" },
  { title: "legal.terms.useTitle", body: "legal.terms.useBody" },
  { title: "legal.terms.plusTitle", body: "legal.terms.plusBody" },
  { title: "legal.terms.terminationTitle", body: "legal.terms.terminationBody" },
  { title: "legal.terms.liabilityTitle", body: "legal.terms.liabilityBody" },
] as const;

/** /terms: seven sections, minimum age 13 and one account per person (spec 2.17). */
export default function TermsPage() {
  const t = useT();
  const { siteName } = useSiteSettings();
  const values = {
    site: siteName,
    age: LIMITS.minimumAge,
    days: PONDER_PLUS.trialDays,
    price: PONDER_PLUS.priceUsdPerMonth,
  };
  return (
    <StaticLayout title={t("legal.terms.title")} intro={t("pages.lastUpdated")}>
      {SECTIONS.map((section) => (
        <StaticSection key={section.title} title={t(section.title, values)}>
          <p>{t(section.body, values)}</p>
        </StaticSection>
      ))}
    </StaticLayout>
  );
}

import { StaticLayout, StaticSection } from "@/features/site/components/static-layout";
import { useSiteSettings } from "@/hooks/use-site-settings";
import { useT } from "@/i18n";

const SECTIONS = [
  { title: "legal.privacy.collectTitle", body: "legal.privacy.collectBody" },
  { title: "legal.privacy.useTitle", body: "legal.privacy.useBody" },
  { title: "legal.privacy.shareTitle", body: "legal.privacy.shareBody" },
  { title: "legal.privacy.cookiesTitle", body: "legal.privacy.cookiesBody" },
  { title: "legal.privacy.rightsTitle", body: "legal.privacy.rightsBody" },
  { title: "legal.privacy.contactTitle", body: "legal.privacy.contactBody" },
] as const;

/** /privacy: six sections (spec 2.17). */
export default function PrivacyPage() {
  const t = useT();
  const { siteName } = useSiteSettings();
  return (
    <StaticLayout title={t("legal.privacy.title")} intro={t("pages.lastUpdated")}>
      {SECTIONS.map((section) => (
        <StaticSection key={section.title} title={t(section.title)}>
          <p>{t(section.body, { site: siteName })}</p>
        </StaticSection>
      ))}
    </StaticLayout>
  );
}

import { Link, useLocation } from "wouter";
import { useQuery } from "@tanstack/react-query";
import {
  Accessibility,
  Activity,
  Briefcase,
  Code2,
  Copyright,
  Cookie,
  Flag,
  HeartHandshake,
  Megaphone,
  Newspaper,
  ShieldCheck,
  Smartphone,
  TrendingUp,
  type LucideIcon,
} from "lucide-react";
import { infoSlugOf, type InfoSlug } from "@shared/site-paths";
import { Button } from "@/components/ui/button";
import { StateMessage } from "@/components/state-message";
import { StaticLayout, StaticSection } from "@/features/site/components/static-layout";
import { useSiteSettings } from "@/hooks/use-site-settings";
import { useFormat, useT, type MessageId } from "@/i18n";
import NotFound from "./not-found";

interface InfoPage {
  icon: LucideIcon;
  title: MessageId;
  intro: MessageId;
  sections: readonly { title: MessageId; body: MessageId }[];
  /** Links that lead on (Contact us, the guidelines…). */
  actions?: readonly { label: MessageId; href: string }[];
  /** A live part above the sections (the status page's health check). */
  live?: "status";
}

const CONTACT = { label: "info.contactUs", href: "/contact" } as const;

/**
 * The footer's content pages (shared/site-paths.ts INFO_SLUGS): each a title, an intro and
 * sections, all message ids, in the site's frame. Text names the site as `{site}`.
 */
export const INFO_PAGES: Record<InfoSlug, InfoPage> = {
  careers: {
    icon: Briefcase,
    title: "info.careers.title",
    intro: "info.careers.intro",
    sections: [
      { title: "info.careers.workTitle", body: "info.careers.workBody" },
      { title: "info.careers.openingsTitle", body: "info.careers.openingsBody" },
    ],
    actions: [CONTACT],
  },
  press: {
    icon: Megaphone,
    title: "info.press.title",
    intro: "info.press.intro",
    sections: [
      { title: "info.press.aboutTitle", body: "info.press.aboutBody" },
      { title: "info.press.mediaTitle", body: "info.press.mediaBody" },
      { title: "info.press.brandTitle", body: "info.press.brandBody" },
    ],
    actions: [CONTACT, { label: "info.aboutSite", href: "/about" }],
  },
  blog: {
    icon: Newspaper,
    title: "info.blog.title",
    intro: "info.blog.intro",
    sections: [
      { title: "info.blog.soonTitle", body: "info.blog.soonBody" },
      { title: "info.blog.meanwhileTitle", body: "info.blog.meanwhileBody" },
    ],
    actions: [{ label: "info.blog.trending", href: "/trending" }],
  },
  investors: {
    icon: TrendingUp,
    title: "info.investors.title",
    intro: "info.investors.intro",
    sections: [
      { title: "info.investors.companyTitle", body: "info.investors.companyBody" },
      { title: "info.investors.contactTitle", body: "info.investors.contactBody" },
    ],
    actions: [CONTACT],
  },
  safety: {
    icon: ShieldCheck,
    title: "info.safety.title",
    intro: "info.safety.intro",
    sections: [
      { title: "info.safety.accountTitle", body: "info.safety.accountBody" },
      { title: "info.safety.reportTitle", body: "info.safety.reportBody" },
      { title: "info.safety.controlTitle", body: "info.safety.controlBody" },
      { title: "info.safety.dangerTitle", body: "info.safety.dangerBody" },
    ],
    actions: [{ label: "info.readGuidelines", href: "/community-guidelines" }],
  },
  "community-guidelines": {
    icon: HeartHandshake,
    title: "info.guidelines.title",
    intro: "info.guidelines.intro",
    sections: [
      { title: "info.guidelines.helpfulTitle", body: "info.guidelines.helpfulBody" },
      { title: "info.guidelines.respectTitle", body: "info.guidelines.respectBody" },
      { title: "info.guidelines.honestTitle", body: "info.guidelines.honestBody" },
      { title: "info.guidelines.safeTitle", body: "info.guidelines.safeBody" },
      { title: "info.guidelines.enforcementTitle", body: "info.guidelines.enforcementBody" },
    ],
    actions: [{ label: "info.howToReport", href: "/report" }],
  },
  report: {
    icon: Flag,
    title: "info.report.title",
    intro: "info.report.intro",
    sections: [
      { title: "info.report.contentTitle", body: "info.report.contentBody" },
      { title: "info.report.nextTitle", body: "info.report.nextBody" },
      { title: "info.report.otherTitle", body: "info.report.otherBody" },
    ],
    actions: [CONTACT, { label: "info.readGuidelines", href: "/community-guidelines" }],
  },
  "cookie-policy": {
    icon: Cookie,
    title: "info.cookies.title",
    intro: "info.cookies.intro",
    sections: [
      { title: "info.cookies.whatTitle", body: "info.cookies.whatBody" },
      { title: "info.cookies.essentialTitle", body: "info.cookies.essentialBody" },
      { title: "info.cookies.preferencesTitle", body: "info.cookies.preferencesBody" },
      { title: "info.cookies.choicesTitle", body: "info.cookies.choicesBody" },
    ],
    actions: [{ label: "info.privacyPolicy", href: "/privacy" }],
  },
  copyright: {
    icon: Copyright,
    title: "info.copyright.title",
    intro: "info.copyright.intro",
    sections: [
      { title: "info.copyright.yoursTitle", body: "info.copyright.yoursBody" },
      { title: "info.copyright.othersTitle", body: "info.copyright.othersBody" },
      { title: "info.copyright.noticeTitle", body: "info.copyright.noticeBody" },
    ],
    actions: [CONTACT, { label: "info.termsOfService", href: "/terms" }],
  },
  accessibility: {
    icon: Accessibility,
    title: "info.accessibility.title",
    intro: "info.accessibility.intro",
    sections: [
      { title: "info.accessibility.doTitle", body: "info.accessibility.doBody" },
      { title: "info.accessibility.languagesTitle", body: "info.accessibility.languagesBody" },
      { title: "info.accessibility.barriersTitle", body: "info.accessibility.barriersBody" },
    ],
    actions: [CONTACT],
  },
  mobile: {
    icon: Smartphone,
    title: "info.mobile.title",
    intro: "info.mobile.intro",
    sections: [
      { title: "info.mobile.browserTitle", body: "info.mobile.browserBody" },
      { title: "info.mobile.appsTitle", body: "info.mobile.appsBody" },
    ],
  },
  developers: {
    icon: Code2,
    title: "info.developers.title",
    intro: "info.developers.intro",
    sections: [
      { title: "info.developers.availableTitle", body: "info.developers.availableBody" },
      { title: "info.developers.accessTitle", body: "info.developers.accessBody" },
      { title: "info.developers.fairTitle", body: "info.developers.fairBody" },
    ],
    actions: [CONTACT],
  },
  status: {
    icon: Activity,
    title: "info.status.title",
    intro: "info.status.intro",
    live: "status",
    sections: [
      { title: "info.status.checksTitle", body: "info.status.checksBody" },
      { title: "info.status.problemTitle", body: "info.status.problemBody" },
    ],
    actions: [CONTACT],
  },
};

/** The footer's content pages: /careers, /press, /status… (one component, the table above). */
export default function InfoPageView() {
  const [location] = useLocation();
  const t = useT();
  const { siteName } = useSiteSettings();
  const slug = infoSlugOf(location);
  if (!slug) return <NotFound />;
  const page = INFO_PAGES[slug];
  const Icon = page.icon;
  const site = { site: siteName };
  return (
    <StaticLayout title={t(page.title, site)} intro={t(page.intro, site)} icon={<Icon />}>
      {page.live === "status" ? <LiveStatus /> : null}
      {page.sections.map((section) => (
        <StaticSection key={section.title} title={t(section.title, site)}>
          <p>{t(section.body, site)}</p>
        </StaticSection>
      ))}
      {page.actions ? (
        <div className="flex flex-wrap gap-3">
          {page.actions.map((action, index) => (
            <Button key={action.href} variant={index === 0 ? "default" : "outline"} asChild>
              <Link href={action.href}>{t(action.label, site)}</Link>
            </Button>
          ))}
        </div>
      ) : null}
    </StaticLayout>
  );
}

/** /status: the server's own health check (GET /api/health: the server and its database answer). */
function LiveStatus() {
  const t = useT();
  const format = useFormat();
  const health = useQuery<{ status: "ok" }>({ queryKey: ["/api/health"], refetchInterval: 60_000, retry: false });
  if (health.isPending) {
    return (
      <p role="status" className="rounded-lg border p-4 text-muted-foreground">
        {t("info.status.checking")}
      </p>
    );
  }
  if (health.isError || health.data?.status !== "ok") {
    return <StateMessage kind="error" title={t("info.status.down")} description={t("info.status.downHelp")} onRetry={() => void health.refetch()} />;
  }
  return (
    <div role="status" className="flex flex-wrap items-center gap-3 rounded-lg border border-green-600/40 bg-green-600/10 p-4">
      <span className="h-3 w-3 shrink-0 rounded-full bg-green-600" aria-hidden="true" />
      <span className="flex-1 font-medium">{t("info.status.ok")}</span>
      <span className="text-sm text-muted-foreground">{t("info.status.checkedAt", { time: format.date(health.dataUpdatedAt, { timeStyle: "short" }) })}</span>
    </div>
  );
}

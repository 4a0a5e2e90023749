import { Link } from "wouter";
import { FacebookMark, InstagramMark, LinkedInMark, XMark } from "./social-icons";
import { Logo } from "@/components/logo";
import { useNow } from "@/components/time-ago";
import { useT, type MessageId } from "@/i18n";
import { useSiteSettings } from "@/hooks/use-site-settings";
import { ContactLines } from "./contact-lines";
import { LanguageSelect } from "./language-select";

// Message ids, not text: the footer speaks the reader's language.
const COLUMNS = [
  {
    title: "footer.company",
    links: [
      ["footer.about", "/about"],
      ["footer.careers", "/careers"],
      ["footer.press", "/press"],
      ["footer.blog", "/blog"],
      ["footer.investors", "/investors"],
    ],
  },
  {
    title: "footer.support",
    links: [
      ["footer.helpCenter", "/help"],
      ["footer.contactUs", "/contact"],
      ["footer.safety", "/safety"],
      ["footer.communityGuidelines", "/community-guidelines"],
      ["footer.report", "/report"],
    ],
  },
  {
    title: "footer.legal",
    links: [
      ["footer.privacy", "/privacy"],
      ["footer.terms", "/terms"],
      ["footer.cookiePolicy", "/cookie-policy"],
      ["footer.copyright", "/copyright"],
      ["footer.accessibility", "/accessibility"],
    ],
  },
] as const satisfies readonly { title: MessageId; links: readonly (readonly [MessageId, string])[] }[];

const PRODUCT_LINKS = [
  ["footer.business", "/business"],
  ["footer.plus", "/ponder-plus"],
  ["footer.mobileApp", "/mobile"],
  ["footer.developerApi", "/developers"],
  ["footer.status", "/status"],
  ["footer.cookieSettings", "/cookie-policy"],
] as const satisfies readonly (readonly [MessageId, string])[];

const SOCIAL = [
  { label: "X (Twitter)", icon: XMark, href: "https://x.com/" },
  { label: "Facebook", icon: FacebookMark, href: "https://facebook.com/" },
  { label: "Instagram", icon: InstagramMark, href: "https://instagram.com/" },
  { label: "LinkedIn", icon: LinkedInMark, href: "https://linkedin.com/" },
];

/** The shared footer (spec 2.17); the landing page adds the product links and languages. */
export function SiteFooter({ withProductLinks = false }: { withProductLinks?: boolean }) {
  // UTC and the render moment: the same year in the server's HTML and in its hydration.
  const year = new Date(useNow()).getUTCFullYear();
  const t = useT();
  const { siteName } = useSiteSettings();
  return (
    <footer className="border-t bg-card text-sm">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-8 px-4 py-10 sm:grid-cols-3 lg:grid-cols-5">
        <div className="col-span-2 space-y-3 sm:col-span-3 lg:col-span-2">
          <Logo className="text-2xl" />
          <p className="max-w-xs text-muted-foreground">{t("footer.tagline")}</p>
          <ContactLines />
          <ul className="flex gap-3" aria-label={t("footer.socialMedia")}>
            {SOCIAL.map(({ label, icon: Icon, href }) => (
              <li key={label}>
                <a href={href} target="_blank" rel="noopener noreferrer" aria-label={label} className="text-muted-foreground hover:text-foreground">
                  <Icon className="h-5 w-5" />
                </a>
              </li>
            ))}
          </ul>
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.title} aria-label={t(column.title)}>
            <h2 className="mb-3 font-semibold">{t(column.title)}</h2>
            <ul className="space-y-2">
              {column.links.map(([label, href]) => (
                <li key={href}>
                  <Link href={href} className="text-muted-foreground hover:text-foreground hover:underline">
                    {t(label, { site: siteName })}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      {withProductLinks && (
        <nav aria-label={t("footer.products")} className="mx-auto flex max-w-6xl flex-wrap gap-x-5 gap-y-2 border-t px-4 py-4">
          {PRODUCT_LINKS.map(([label, href]) => (
            <Link key={label} href={href} className="text-muted-foreground hover:text-foreground hover:underline">
              {t(label, { site: siteName })}
            </Link>
          ))}
        </nav>
      )}
      <div className="mx-auto flex max-w-6xl flex-col items-start justify-between gap-3 border-t px-4 py-4 text-muted-foreground sm:flex-row sm:items-center">
        <p>{t("footer.copyrightLine", { year: String(year), site: siteName })}</p>
        <LanguageSelect />
      </div>
    </footer>
  );
}

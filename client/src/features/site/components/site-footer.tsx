import { Link } from "wouter";
import { FacebookMark, InstagramMark, LinkedInMark, XMark } from "./social-icons";
import { Logo } from "@/components/logo";
import { PRODUCT_NAME } from "@/lib/site";
import { useNow } from "@/components/time-ago";
import { ContactLines } from "./contact-lines";
import { LanguageSelect } from "./language-select";

const COLUMNS = [
  {
    title: "Company",
    links: [
      ["About", "/about"],
      ["Careers", "/careers"],
      ["Press", "/press"],
      ["Blog", "/blog"],
      ["Investors", "/investors"],
    ],
  },
  {
    title: "Support",
    links: [
      ["Help Center", "/help"],
      ["Contact Us", "/contact"],
      ["Safety", "/safety"],
      ["Community Guidelines", "/community-guidelines"],
      ["Report", "/report"],
    ],
  },
  {
    title: "Legal",
    links: [
      ["Privacy Policy", "/privacy"],
      ["Terms of Service", "/terms"],
      ["Cookie Policy", "/cookie-policy"],
      ["Copyright", "/copyright"],
      ["Accessibility", "/accessibility"],
    ],
  },
] as const;

const PRODUCT_LINKS = [
  ["Ponder Business", "/business"],
  ["Ponder+", "/ponder-plus"],
  ["Mobile app", "/mobile"],
  ["Developer API", "/developers"],
  ["Status", "/status"],
  ["Cookie settings", "/cookie-policy"],
] as const;

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
  return (
    <footer className="border-t bg-card text-sm">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-8 px-4 py-10 sm:grid-cols-3 lg:grid-cols-5">
        <div className="col-span-2 space-y-3 sm:col-span-3 lg:col-span-2">
          <Logo className="text-2xl" />
          <p className="max-w-xs text-muted-foreground">A place to share knowledge and better understand the world.</p>
          <ContactLines />
          <ul className="flex gap-3" aria-label="Social media">
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
          <nav key={column.title} aria-label={column.title}>
            <h2 className="mb-3 font-semibold">{column.title}</h2>
            <ul className="space-y-2">
              {column.links.map(([label, href]) => (
                <li key={href}>
                  <Link href={href} className="text-muted-foreground hover:text-foreground hover:underline">
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      {withProductLinks && (
        <nav aria-label="Products" className="mx-auto flex max-w-6xl flex-wrap gap-x-5 gap-y-2 border-t px-4 py-4">
          {PRODUCT_LINKS.map(([label, href]) => (
            <Link key={label} href={href} className="text-muted-foreground hover:text-foreground hover:underline">
              {label}
            </Link>
          ))}
        </nav>
      )}
      <div className="mx-auto flex max-w-6xl flex-col items-start justify-between gap-3 border-t px-4 py-4 text-muted-foreground sm:flex-row sm:items-center">
        <p>
          © {year} {PRODUCT_NAME}, Inc. All rights reserved.
        </p>
        <LanguageSelect />
      </div>
    </footer>
  );
}

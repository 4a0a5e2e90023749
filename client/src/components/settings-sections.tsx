import { useEffect, useRef, useState } from "react";
import { useT } from "@/i18n";
import { cn } from "@/lib/utils";

/** A section of a settings screen: its heading has the id `settings-<slug>`. */
export interface SettingsSectionLink {
  slug: string;
  title: string;
}

/** Room kept above a section jumped to, under the sticky header. */
const HEADER_ROOM_PX = 72;

const headingOf = (slug: string) => document.getElementById(`settings-${slug}`);

/** The section being read: the last whose heading has passed the top (the first at the top of the page). */
function useCurrentSection(slugList: string[]) {
  const [current, setCurrent] = useState(slugList[0] ?? "");
  const key = slugList.join(" ");
  useEffect(() => {
    const slugs = key.split(" ");
    let frame = 0;
    const measure = () => {
      frame = 0;
      let found = slugs[0]!;
      for (const slug of slugs) {
        const heading = headingOf(slug);
        if (heading && heading.getBoundingClientRect().top <= window.innerHeight / 3) found = slug;
      }
      // At the very bottom the last section is the one read, however short.
      if (window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2) found = slugs[slugs.length - 1]!;
      setCurrent(found);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
    };
  }, [key]);
  return [current, setCurrent] as const;
}

/**
 * A settings screen with its sections listed (issue 23.6): at the side from 1024 px, a select
 * at the top (staying under the sticky header) below that. Choosing one scrolls to it and moves the
 * keyboard focus to its heading.
 */
export function SettingsSections({ sections, children }: { sections: SettingsSectionLink[]; children: React.ReactNode }) {
  const t = useT();
  const bar = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useCurrentSection(sections.map((section) => section.slug));

  const jumpTo = (slug: string) => {
    const heading = headingOf(slug);
    if (!heading) return;
    const target = heading.closest<HTMLElement>("[role=region]") ?? heading;
    // Below the phone's sticky select when it shows, else below the header.
    const above = bar.current && bar.current.offsetParent ? bar.current.getBoundingClientRect().bottom + 12 : HEADER_ROOM_PX;
    window.scrollTo({ top: target.getBoundingClientRect().top + window.scrollY - above, behavior: "smooth" });
    if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
    heading.focus({ preventScroll: true });
    setCurrent(slug);
  };

  return (
    <div className="lg:grid lg:grid-cols-[9.5rem_minmax(0,1fr)] lg:items-start lg:gap-5">
      <nav aria-label={t("settings.sections")} className="sticky top-20 hidden lg:block">
        <ul className="space-y-1 border-s">
          {sections.map((section) => (
            <li key={section.slug}>
              <a
                href={`#settings-${section.slug}`}
                aria-current={current === section.slug ? "location" : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  jumpTo(section.slug);
                }}
                className={cn(
                  "-ms-px block border-s-2 border-transparent py-1.5 ps-3 pe-2 text-sm text-muted-foreground transition-colors hover:text-foreground",
                  "aria-[current=location]:border-primary aria-[current=location]:font-medium aria-[current=location]:text-foreground",
                )}
              >
                {section.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div ref={bar} className="sticky top-14 z-30 -mx-4 mb-4 border-b bg-background/95 px-4 py-2 backdrop-blur lg:hidden">
        <label htmlFor="settings-section-select" className="sr-only">
          {t("settings.goToSection")}
        </label>
        <select
          id="settings-section-select"
          value={current}
          onChange={(event) => jumpTo(event.target.value)}
          className="h-10 w-full rounded-md border border-input bg-card px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {sections.map((section) => (
            <option key={section.slug} value={section.slug}>
              {section.title}
            </option>
          ))}
        </select>
      </div>
      <div className="min-w-0 space-y-6">{children}</div>
    </div>
  );
}

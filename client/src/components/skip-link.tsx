import { useT } from "@/i18n";

/** The id of the page's main landmark, which the skip link moves focus to. */
export const MAIN_CONTENT_ID = "main-content";

/**
 * "Skip to content": the first tab stop on every page (issue 23), hidden until focused. It
 * moves focus into the page's main landmark, so the next Tab is the page's first control
 * rather than the header's. Pages whose `<main>` has no id still get there (the first `<main>`).
 */
export function SkipLink() {
  const t = useT();
  const handleClick = (event: React.MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(MAIN_CONTENT_ID) ?? document.querySelector("main");
    if (!target) return;
    event.preventDefault();
    if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
    target.focus();
  };
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      onClick={handleClick}
      className="fixed start-3 top-3 z-[100] -translate-y-[calc(100%+1rem)] rounded-md bg-card px-4 py-2 text-sm font-medium text-foreground focus:translate-y-0 focus:shadow-lg"
    >
      {t("shell.skipToContent")}
    </a>
  );
}

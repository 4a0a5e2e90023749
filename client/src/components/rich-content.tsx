import { useMemo } from "react";
import DOMPurify from "dompurify";
import { isAllowedImageSource } from "@shared/member-html";
import { cn } from "@/lib/utils";

/** Attributes that make the reader's browser fetch a URL as soon as the content shows. */
const LOADING_ATTRIBUTES = ["src", "poster", "background"];

// Links in member content open apart from Ponder and pass on neither the opener nor rank.
// Anything that loads by itself follows the server's image rule (https or Ponder's own
// uploads), so HTML stored before that rule cannot act on the reader either.
// (DOMPurify needs a DOM: on the server, whose prerender sets its own sanitiser, it has none.)
if (DOMPurify.isSupported) {
  DOMPurify.addHook("afterSanitizeAttributes", (node) => {
    if (node.tagName === "A" && node.hasAttribute("href")) {
      node.setAttribute("target", "_blank");
      node.setAttribute("rel", "noopener noreferrer nofollow ugc");
    }
    // A list of candidates is not worth checking one by one: the server never keeps srcset.
    node.removeAttribute("srcset");
    for (const name of LOADING_ATTRIBUTES) {
      const value = node.getAttribute(name);
      if (value !== null && !isAllowedImageSource(value)) node.removeAttribute(name);
    }
  });
}

let sanitize = (html: string) => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });

/** The server's prerender (client/src/ssr.tsx) sanitises with the server's own allow-list. */
export function setContentSanitizer(sanitizer: (html: string) => string) {
  sanitize = sanitizer;
}

/**
 * Member HTML (answers, questions, comments). The server stores it sanitised already;
 * DOMPurify here is the second lock, so nothing reaches the DOM unsanitised.
 */
export function RichContent({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitize(html), [html]);
  return (
    <div
      className={cn(
        "break-words [overflow-wrap:anywhere] text-sm leading-relaxed [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2 [&_blockquote]:border-s-4 [&_blockquote]:ps-3 [&_blockquote]:text-muted-foreground [&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:font-semibold [&_img]:my-2 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-md [&_li]:my-0.5 [&_ol]:list-decimal [&_ol]:ps-6 [&_p]:my-2 [&_p:first-child]:mt-0 [&_p:last-child]:mb-0 [&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:bg-muted [&_pre]:p-3 [&_pre_code]:bg-transparent [&_pre_code]:p-0 [&_ul]:list-disc [&_ul]:ps-6",
        className,
      )}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}

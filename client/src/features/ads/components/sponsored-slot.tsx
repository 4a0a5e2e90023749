import { useEffect, useRef, useState } from "react";
import { Link } from "wouter";
import { Card } from "@/components/ui/card";
import { useT } from "@/i18n";
import { recordAdClick, useServedAd } from "../api/serve-ad";
import { AdCard } from "./ad-card";

/**
 * The right column's Sponsored slot. It asks for an ad only when its place is on screen (an
 * impression is counted then, so hidden copies of the column count nothing) and the page is
 * idle, after the rest has loaded; it sits last in the column, so appearing moves nothing
 * above it. Ponder+ members get no ad from the server, and then nothing shows.
 */
export function SponsoredSlot({ onNavigate }: { onNavigate?: () => void }) {
  const t = useT();
  const [ready, setReady] = useState(false);
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !("IntersectionObserver" in window)) return;
    const idleSupported = "requestIdleCallback" in window;
    let idle: number | undefined;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      idle = idleSupported ? window.requestIdleCallback(() => setReady(true), { timeout: 2000 }) : window.setTimeout(() => setReady(true), 300);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      if (idle === undefined) return;
      if (idleSupported) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, []);
  const served = useServedAd(ready);
  // Only once this copy is on screen and the page idle: the column is in the page twice (the
  // right aside, and the left one below 1280 px), and an ad another copy fetched would
  // otherwise show in a copy still hydrating the server's empty slot, a mismatch React mends by
  // rendering that part of the page again (seen on members' pages once an ad ran).
  const ad = ready ? served.data?.ad : undefined;
  if (!ad) return <div ref={sentinel} className="h-px" aria-hidden="true" />;
  return (
    <Card className="p-4" role="region" aria-label={t("ads.sponsored")}>
      <AdCard
        ad={ad}
        link={
          ad.external ? (
            // The advertiser's own site: a new tab, passing on neither the opener nor rank.
            <a href={ad.href} target="_blank" rel="sponsored noopener noreferrer" onClick={() => recordAdClick(ad)} className="hover:underline">
              {ad.title}
            </a>
          ) : (
            <Link
              href={ad.href}
              rel="sponsored noopener"
              onClick={() => {
                recordAdClick(ad);
                onNavigate?.();
              }}
              className="hover:underline"
            >
              {ad.title}
            </Link>
          )
        }
      />
    </Card>
  );
}

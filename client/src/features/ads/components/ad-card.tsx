import { useState } from "react";
import type { AdType } from "@shared/ad-options";
import { T, useT } from "@/i18n";
import { AD_TYPE_IDS } from "../labels";

export interface AdCardContent {
  title: string;
  description: string;
  type: AdType;
  imageUrl: string | null;
  advertiser: string;
}

/**
 * How an ad looks in the right column's Sponsored slot; the form's live preview uses it too.
 * A fixed image box keeps the card's height whatever the image does (no layout shift); an
 * image that fails to load is hidden.
 */
export function AdCard({ ad, link }: { ad: AdCardContent; link?: React.ReactNode }) {
  const t = useT();
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const image = ad.imageUrl && ad.imageUrl !== failedUrl ? ad.imageUrl : null;
  return (
    <div className="space-y-2">
      <p className="flex items-center justify-between gap-2 text-xs text-muted-foreground">
        <span className="font-medium tracking-wide uppercase">{t("ads.sponsored")}</span>
        <span className="text-end">{t(AD_TYPE_IDS[ad.type])}</span>
      </p>
      {image && (
        <img
          src={image}
          alt=""
          loading="lazy"
          referrerPolicy="no-referrer"
          onError={() => setFailedUrl(image)}
          className="aspect-[2/1] w-full rounded-md bg-muted object-cover"
        />
      )}
      <p className="font-semibold break-words">{link ?? (ad.title || t("ads.previewTitlePlaceholder"))}</p>
      {ad.description && <p className="line-clamp-3 text-sm break-words text-muted-foreground">{ad.description}</p>}
      <p className="text-xs break-words text-muted-foreground">
        <T id="ads.byAdvertiser" values={{ name: ad.advertiser }} />
      </p>
    </div>
  );
}

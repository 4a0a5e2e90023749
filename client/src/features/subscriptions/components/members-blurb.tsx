import { Quote, Users } from "lucide-react";
import { Card } from "@/components/ui/card";
import { useFormat, useT } from "@/i18n";
import { useSiteSettings } from "@/hooks/use-site-settings";

/** 'Join 50,000+ members' with a testimonial: marketing copy, as the spec shows it (decision 2). */
export function MembersBlurb() {
  const t = useT();
  const format = useFormat();
  const { siteName: site } = useSiteSettings();
  return (
    <Card className="grid gap-6 p-6 md:grid-cols-2 md:items-center" role="region" aria-labelledby="plus-members-heading">
      <div className="space-y-2">
        <h2 id="plus-members-heading" className="flex items-center gap-2 text-xl font-semibold">
          <Users className="h-5 w-5 shrink-0 text-primary" aria-hidden="true" /> {t("plus.membersTitle", { count: format.number(50_000) })}
        </h2>
        <p className="text-muted-foreground">{t("plus.membersText", { site })}</p>
      </div>
      <figure className="rounded-lg bg-muted p-4">
        <Quote className="h-5 w-5 text-primary" aria-hidden="true" />
        <blockquote className="mt-2 text-sm italic">{t("plus.testimonial", { site })}</blockquote>
        <figcaption className="mt-2 text-sm font-medium">{t("plus.testimonialBy", { site })}</figcaption>
      </figure>
    </Card>
  );
}

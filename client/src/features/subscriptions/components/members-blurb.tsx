import { Users } from "lucide-react";
import { Card } from "@/components/ui/card";
import { useT } from "@/i18n";
import { useSiteSettings } from "@/hooks/use-site-settings";
import { useSiteFigures } from "@/hooks/use-site-figures";

/**
 * 'Join N members' with what they do: N is the members who have Ponder+ now, counted, never
 * the spec's made-up "50,000+", and no invented testimonial (issue 23). With nobody to join
 * (or no count yet), there is no blurb.
 */
export function MembersBlurb() {
  const t = useT();
  const { siteName: site } = useSiteSettings();
  const figures = useSiteFigures();
  if (!figures || figures.plusMembers === 0) return null;
  return (
    <Card className="space-y-2 p-6" role="region" aria-labelledby="plus-members-heading">
      <h2 id="plus-members-heading" className="flex items-center gap-2 text-xl font-semibold">
        <Users className="h-5 w-5 shrink-0 text-primary" aria-hidden="true" /> {t("plus.membersTitle", { count: figures.plusMembers })}
      </h2>
      <p className="text-muted-foreground">{t("plus.membersText", { site })}</p>
    </Card>
  );
}

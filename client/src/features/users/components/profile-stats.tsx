import { Eye, HelpCircle, MessageSquare, ThumbsUp } from "lucide-react";
import type { UserProfile } from "@shared/users";
import { Card } from "@/components/ui/card";
import { useFormat, useT, type MessageId } from "@/i18n";

/** Spec 2.6's four stat cards; upvotes and views are summed over the member's questions. */
export function ProfileStats({ stats }: { stats: UserProfile["stats"] }) {
  const t = useT();
  const format = useFormat();
  const cards: { label: MessageId; value: number; icon: typeof Eye }[] = [
    { label: "profile.statQuestions", value: stats.questionCount, icon: HelpCircle },
    { label: "profile.statAnswers", value: stats.answerCount, icon: MessageSquare },
    { label: "profile.statUpvotes", value: stats.totalUpvotes, icon: ThumbsUp },
    { label: "profile.statViews", value: stats.totalViews, icon: Eye },
  ];
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label={t("profile.statistics")}>
      {cards.map(({ label, value, icon: Icon }) => (
        <li key={label}>
          <Card className="flex h-full items-center gap-3 p-4">
            <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-md bg-accent text-accent-foreground">
              <Icon className="h-5 w-5" aria-hidden="true" />
            </span>
            <p className="flex min-w-0 flex-col-reverse">
              <span className="text-xs text-muted-foreground">{t(label)}</span>
              <span className="text-xl font-bold tabular-nums" title={format.number(value)}>
                {format.compact(value)}
              </span>
            </p>
          </Card>
        </li>
      ))}
    </ul>
  );
}

import { Eye, HelpCircle, MessageSquare, ThumbsUp } from "lucide-react";
import type { UserProfile } from "@shared/users";
import { Card } from "@/components/ui/card";

/** Spec 2.6's four stat cards; upvotes and views are summed over the member's questions. */
export function ProfileStats({ stats }: { stats: UserProfile["stats"] }) {
  const cards = [
    { label: "Questions", value: stats.questionCount, icon: HelpCircle },
    { label: "Answers", value: stats.answerCount, icon: MessageSquare },
    { label: "Upvotes", value: stats.totalUpvotes, icon: ThumbsUp },
    { label: "Views", value: stats.totalViews, icon: Eye },
  ];
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Statistics">
      {cards.map(({ label, value, icon: Icon }) => (
        <li key={label}>
          <Card className="flex h-full items-center gap-3 p-4">
            <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-md bg-accent text-accent-foreground">
              <Icon className="h-5 w-5" aria-hidden="true" />
            </span>
            <p className="flex min-w-0 flex-col-reverse">
              <span className="text-xs text-muted-foreground">{label}</span>
              <span className="text-xl font-bold tabular-nums">{value.toLocaleString("en-US")}</span>
            </p>
          </Card>
        </li>
      ))}
    </ul>
  );
}

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
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {cards.map(({ label, value, icon: Icon }) => (
        <Card key={label} className="flex items-center gap-3 p-4">
          <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-md bg-accent text-accent-foreground">
            <Icon className="h-5 w-5" aria-hidden="true" />
          </span>
          <div className="flex min-w-0 flex-col-reverse">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="text-xl font-bold tabular-nums">{value.toLocaleString()}</dd>
          </div>
        </Card>
      ))}
    </dl>
  );
}

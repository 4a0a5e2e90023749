import { Activity, Flag, HelpCircle, MessageSquare, Users } from "lucide-react";
import type { AdminStats } from "@shared/admin";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useFormat, useT, type MessageId } from "@/i18n";

const CARDS: { key: "totalUsers" | "totalQuestions" | "totalAnswers" | "activeUsers" | "flaggedContent"; label: MessageId; icon: typeof Users }[] = [
  { key: "totalUsers", label: "admin.statTotalUsers", icon: Users },
  { key: "totalQuestions", label: "admin.statQuestions", icon: HelpCircle },
  { key: "totalAnswers", label: "admin.statAnswers", icon: MessageSquare },
  { key: "activeUsers", label: "admin.statActiveToday", icon: Activity },
  { key: "flaggedContent", label: "admin.statFlagged", icon: Flag },
];

/** The five stat cards (spec 2.18), counted by the server. */
export function StatCards({ stats, isLoading }: { stats: AdminStats | undefined; isLoading: boolean }) {
  const t = useT();
  const format = useFormat();
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {CARDS.map(({ key, label, icon: Icon }) => (
        <Card key={key} className="min-w-0 p-4 last:col-span-2 sm:last:col-span-1">
          <div className="flex items-start justify-between gap-2 text-sm text-muted-foreground">
            <span className="min-w-0 [overflow-wrap:anywhere]">{t(label)}</span>
            <Icon className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          </div>
          {isLoading || !stats ? (
            <Skeleton className="mt-2 h-8 w-16" />
          ) : (
            <p className="mt-1 text-2xl font-bold tabular-nums" data-testid={`stat-${key}`}>
              {format.number(stats[key])}
            </p>
          )}
        </Card>
      ))}
    </div>
  );
}

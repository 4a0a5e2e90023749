import { Activity, Flag, HelpCircle, MessageSquare, Users } from "lucide-react";
import type { AdminStats } from "@shared/admin";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";

const CARDS = [
  { key: "totalUsers", label: "Total Users", icon: Users },
  { key: "totalQuestions", label: "Questions", icon: HelpCircle },
  { key: "totalAnswers", label: "Answers", icon: MessageSquare },
  { key: "activeUsers", label: "Active Today", icon: Activity },
  { key: "flaggedContent", label: "Flagged", icon: Flag },
] as const;

/** The five stat cards (spec 2.18), counted by the server. */
export function StatCards({ stats, isLoading }: { stats: AdminStats | undefined; isLoading: boolean }) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {CARDS.map(({ key, label, icon: Icon }) => (
        <Card key={key} className="p-4 last:col-span-2 sm:last:col-span-1">
          <div className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
            <span>{label}</span>
            <Icon className="h-4 w-4" aria-hidden="true" />
          </div>
          {isLoading || !stats ? (
            <Skeleton className="mt-2 h-8 w-16" />
          ) : (
            <p className="mt-1 text-2xl font-bold tabular-nums" data-testid={`stat-${key}`}>
              {stats[key].toLocaleString("en-US")}
            </p>
          )}
        </Card>
      ))}
    </div>
  );
}

import { Link } from "wouter";
import { Award, TrendingUp } from "lucide-react";
import type { Leader, LeaderPeriod } from "@shared/leaders";
import { displayName } from "@shared/users";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { UserAvatar } from "@/components/user-avatar";
import { useFormat, useT, type MessageId } from "@/i18n";

const GAIN_LABELS: Record<Exclude<LeaderPeriod, "all">, MessageId> = { week: "leaders.gainWeek", month: "leaders.gainMonth", year: "leaders.gainYear" };

/** One member of /users: their place, picture and name (to their profile), reputation, the period's gain and where it came from. */
export function LeaderCard({ leader, period, rank }: { leader: Leader; period: LeaderPeriod; rank: number }) {
  const t = useT();
  const format = useFormat();
  const { member, gain, topTopics } = leader;
  const name = displayName(member);
  return (
    <Card className="flex h-full gap-3 p-4" data-testid="leader-card">
      <div className="flex shrink-0 flex-col items-center gap-1.5">
        <Link href={`/profile/${member.id}`} tabIndex={-1} aria-hidden="true">
          <UserAvatar user={member} className="h-12 w-12 text-base" />
        </Link>
        <span
          className="min-w-6 rounded-full bg-muted px-1.5 py-0.5 text-center text-xs font-semibold tabular-nums text-muted-foreground"
          aria-label={t("leaders.rank", { n: format.number(rank) })}
        >
          {format.number(rank)}
        </span>
      </div>
      <div className="min-w-0 flex-1 space-y-1">
        <Link href={`/profile/${member.id}`} className="block truncate font-semibold hover:text-primary hover:underline">
          {name}
        </Link>
        {member.employment && <p className="truncate text-xs text-muted-foreground">{member.employment}</p>}
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <span className="inline-flex items-center gap-1 font-medium">
            <Award className="h-4 w-4 text-primary" aria-hidden="true" />
            {t("leaders.reputation", { n: format.number(member.reputation) })}
          </span>
          {gain !== null && period !== "all" && (
            <span className="inline-flex items-center gap-1 font-medium text-emerald-700 dark:text-emerald-400">
              <TrendingUp className="h-4 w-4" aria-hidden="true" />
              {t(GAIN_LABELS[period], { n: format.number(gain) })}
            </span>
          )}
        </p>
        {topTopics.length > 0 && (
          <ul className="flex flex-wrap gap-1.5 pt-1" aria-label={t("leaders.topTopics", { name })}>
            {topTopics.map((topic) => (
              <li key={topic.id} className="min-w-0">
                <Link href={`/topics/${topic.id}`} className="block max-w-full">
                  <Badge variant="outline" className="max-w-full hover:bg-muted">
                    <span className="truncate">{topic.name}</span>
                  </Badge>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}

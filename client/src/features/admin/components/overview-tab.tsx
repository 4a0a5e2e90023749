import { Link } from "wouter";
import { CheckCircle2, HelpCircle, MessageSquare, UserPlus } from "lucide-react";
import type { AdminStats } from "@shared/admin";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { T, useFormat, useT, type MessageId } from "@/i18n";
import { EmptyState, ListSkeleton } from "./list-states";

const bold = (chunks: React.ReactNode[]) => <span className="font-semibold tabular-nums">{chunks}</span>;

/** Overview: Recent Activity (the last 24 hours) and Top Topics by followers, from the server. */
export function OverviewTab({ stats, isLoading }: { stats: AdminStats | undefined; isLoading: boolean }) {
  const t = useT();
  const format = useFormat();
  const activity: { icon: typeof UserPlus; value: number; label: MessageId }[] = stats
    ? [
        { icon: UserPlus, value: stats.newUsersToday, label: "admin.activityNewUsers" },
        { icon: HelpCircle, value: stats.questionsToday, label: "admin.activityQuestions" },
        { icon: MessageSquare, value: stats.answersToday, label: "admin.activityAnswers" },
        { icon: CheckCircle2, value: stats.reportsResolved, label: "admin.activityReportsResolved" },
      ]
    : [];
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">{t("admin.recentActivity")}</CardTitle>
          <CardDescription>{t("admin.last24Hours")}</CardDescription>
        </CardHeader>
        <CardContent>
          {isLoading || !stats ? (
            <ListSkeleton rows={4} />
          ) : (
            <ul className="space-y-3">
              {activity.map(({ icon: Icon, value, label }) => (
                <li key={label} className="flex items-center gap-3">
                  <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
                    <Icon className="h-4 w-4" aria-hidden="true" />
                  </span>
                  <span>
                    <T id={label} values={{ count: value, b: bold }} />
                  </span>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">{t("admin.topTopics")}</CardTitle>
          <CardDescription>{t("admin.mostFollowed")}</CardDescription>
        </CardHeader>
        <CardContent>
          {isLoading || !stats ? (
            <ListSkeleton rows={5} />
          ) : stats.topTopics.length === 0 ? (
            <EmptyState title={t("admin.noTopics")} />
          ) : (
            <ol className="space-y-2">
              {stats.topTopics.map((topic, index) => (
                <li key={topic.id} className="flex items-center gap-3 text-sm">
                  <span className="w-5 shrink-0 text-end font-semibold tabular-nums text-muted-foreground">{format.number(index + 1)}</span>
                  <span className="min-w-0 flex-1 sm:flex sm:items-center sm:justify-between sm:gap-3">
                    <Link href={`/topics/${topic.id}`} className="block truncate font-medium hover:underline">
                      {topic.name}
                    </Link>
                    <span className="block shrink-0 text-xs text-muted-foreground tabular-nums sm:text-sm">
                      {t("admin.topicFigures", { followers: topic.followerCount, questions: topic.questionCount })}
                    </span>
                  </span>
                </li>
              ))}
            </ol>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

import { Link } from "wouter";
import { CheckCircle2, HelpCircle, MessageSquare, UserPlus } from "lucide-react";
import type { AdminStats } from "@shared/admin";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ListSkeleton } from "./list-states";

/** Overview: Recent Activity (the last 24 hours) and Top Topics by followers, from the server. */
export function OverviewTab({ stats, isLoading }: { stats: AdminStats | undefined; isLoading: boolean }) {
  const activity = stats
    ? [
        { icon: UserPlus, value: stats.newUsersToday, label: "new users" },
        { icon: HelpCircle, value: stats.questionsToday, label: "questions" },
        { icon: MessageSquare, value: stats.answersToday, label: "answers" },
        { icon: CheckCircle2, value: stats.reportsResolved, label: "reports resolved" },
      ]
    : [];
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Recent Activity</CardTitle>
          <CardDescription>The last 24 hours</CardDescription>
        </CardHeader>
        <CardContent>
          {isLoading || !stats ? (
            <ListSkeleton rows={4} />
          ) : (
            <ul className="space-y-3">
              {activity.map(({ icon: Icon, value, label }) => (
                <li key={label} className="flex items-center gap-3">
                  <span className="flex h-9 w-9 items-center justify-center rounded-full bg-accent text-accent-foreground">
                    <Icon className="h-4 w-4" aria-hidden="true" />
                  </span>
                  <span>
                    <span className="font-semibold tabular-nums">{value.toLocaleString("en-US")}</span> {label}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Top Topics</CardTitle>
          <CardDescription>Most followed</CardDescription>
        </CardHeader>
        <CardContent>
          {isLoading || !stats ? (
            <ListSkeleton rows={5} />
          ) : stats.topTopics.length === 0 ? (
            <p className="text-sm text-muted-foreground">No topics yet.</p>
          ) : (
            <ol className="space-y-2">
              {stats.topTopics.map((topic, index) => (
                <li key={topic.id} className="flex items-center gap-3 text-sm">
                  <span className="w-5 text-right font-semibold tabular-nums text-muted-foreground">{index + 1}</span>
                  <span className="min-w-0 flex-1 sm:flex sm:items-center sm:justify-between sm:gap-3">
                    <Link href={`/topics/${topic.id}`} className="block truncate font-medium hover:underline">
                      {topic.name}
                    </Link>
                    <span className="block shrink-0 text-xs text-muted-foreground tabular-nums sm:text-sm">
                      {topic.followerCount.toLocaleString("en-US")} followers · {topic.questionCount.toLocaleString("en-US")} questions
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

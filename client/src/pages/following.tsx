import { useState } from "react";
import { useLocation } from "wouter";
import { UserPlus, Users } from "lucide-react";
import { followingTypes, type FollowingType } from "@shared/lists";
import { AppShell } from "@/app/layouts/app-shell";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useFollowingActivity } from "@/features/feeds/api/get-following-activity";
import { ActivityCard } from "@/features/feeds/components/activity-card";
import { EmptyState, FeedList } from "@/features/feeds/components/feed-list";

const TYPE_LABELS: Record<FollowingType, string> = { all: "All Activity", questions: "Questions", answers: "Answers" };

/** Following (spec 2.10): what the people the member follows asked and answered, newest first. */
export default function FollowingPage() {
  const [type, setType] = useState<FollowingType>("all");
  return (
    <AppShell>
      <div className="space-y-6">
        <PageHeader icon={<Users />} title="Following" subtitle="Questions and answers from the people you follow" />
        <Tabs value={type} onValueChange={(value) => setType(value as FollowingType)}>
          <TabsList className="w-full sm:w-auto" aria-label="Activity type">
            {followingTypes.map((value) => (
              <TabsTrigger key={value} value={value} className="flex-1 sm:flex-none">
                {TYPE_LABELS[value]}
              </TabsTrigger>
            ))}
          </TabsList>
          {followingTypes.map((value) => (
            <TabsContent key={value} value={value} className="mt-4">
              <ActivityList type={value} />
            </TabsContent>
          ))}
        </Tabs>
      </div>
    </AppShell>
  );
}

function ActivityList({ type }: { type: FollowingType }) {
  const activity = useFollowingActivity(type);
  const [, navigate] = useLocation();
  return (
    <FeedList
      query={activity}
      label={TYPE_LABELS[type]}
      skeletons={3}
      loadMoreLabel="Load more"
      itemKey={(item) => `${item.type}-${item.answer?.id ?? item.question.id}`}
      renderItem={(item) => <ActivityCard activity={item} />}
      empty={
        <EmptyState
          icon={<Users />}
          title="No activity from people you follow"
          text="Follow people to see the questions they ask and the answers they write here."
          action={
            <Button onClick={() => navigate("/trending")}>
              <UserPlus aria-hidden="true" /> Discover People to Follow
            </Button>
          }
        />
      }
    />
  );
}

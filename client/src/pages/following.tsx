import { useLocation } from "wouter";
import { UserPlus, Users } from "lucide-react";
import { followingTypes, type FollowingType } from "@shared/lists";
import { AppShell } from "@/layouts/app-shell";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { TabbedList } from "@/components/tabbed-list";
import { useFollowingActivity } from "@/features/questions/api/get-following-activity";
import { ActivityCard } from "@/features/questions/components/activity-card";
import { EmptyState, FeedList } from "@/components/feed-list";
import { useT, type MessageId } from "@/i18n";

const TYPE_LABELS: Record<FollowingType, MessageId> = { all: "following.typeAll", questions: "following.typeQuestions", answers: "following.typeAnswers" };

/** Following (spec 2.10): what the people the member follows asked and answered, newest first. */
export default function FollowingPage() {
  const t = useT();
  return (
    <AppShell>
      <div className="space-y-5">
        <PageHeader icon={<Users />} title={t("following.title")} subtitle={t("following.subtitle")} />
        <TabbedList tabs={followingTypes} labels={TYPE_LABELS} label={t("following.typeLabel")} renderList={(value) => <ActivityList type={value} />} />
      </div>
    </AppShell>
  );
}

function ActivityList({ type }: { type: FollowingType }) {
  const t = useT();
  const activity = useFollowingActivity(type);
  const [, navigate] = useLocation();
  return (
    <FeedList
      query={activity}
      label={t(TYPE_LABELS[type])}
      skeletons={3}
      itemKey={(item) => `${item.type}-${item.answer?.id ?? item.question.id}`}
      renderItem={(item) => <ActivityCard activity={item} />}
      empty={
        <EmptyState
          title={t("following.emptyTitle")}
          text={t("following.emptyText")}
          action={
            <Button onClick={() => navigate("/trending")}>
              <UserPlus aria-hidden="true" /> {t("following.discover")}
            </Button>
          }
        />
      }
    />
  );
}

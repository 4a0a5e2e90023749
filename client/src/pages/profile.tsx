import { useParams } from "wouter";
import type { UseInfiniteQueryResult, InfiniteData } from "@tanstack/react-query";
import type { Page } from "@shared/questions";
import { displayName } from "@shared/users";
import { AppShell } from "@/layouts/app-shell";
import { StateMessage } from "@/components/state-message";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useUser } from "@/hooks/use-user";
import { CardSkeletons, ListError } from "@/components/feed-list";
import { QuestionCard } from "@/features/questions/components/question-card";
import { useUserProfile } from "@/features/users/api/get-user-profile";
import { useUserQuestions } from "@/features/users/api/get-user-questions";
import { useUserAnswers } from "@/features/users/api/get-user-answers";
import { ProfileHeader } from "@/features/users/components/profile-header";
import { ProfileStats } from "@/features/users/components/profile-stats";
import { UserAnswerCard } from "@/features/users/components/user-answer-card";
import { UserNotFound } from "@/features/users/components/profile-notice";
import { ApiError } from "@/lib/api";
import { ReportButton } from "@/components/report-actions";
import { MessageButton } from "@/features/messages/components/message-button";
import { BadgesTab } from "@/features/badges/components/badges-tab";
import { ReputationTab } from "@/features/reputation/components/reputation-tab";
import { useFormat, useT } from "@/i18n";

/** Spec 2.6: a member's profile; /profile without an id is the signed-in member's own. */
export default function ProfilePage() {
  const t = useT();
  const params = useParams<{ id?: string }>();
  const { user } = useUser();
  const userId = params.id ?? user?.id ?? "";
  const profile = useUserProfile(userId);
  const isOwner = user?.id === userId;

  return (
    <AppShell>
      <div className="mx-auto max-w-4xl space-y-5">
        {profile.isLoading ? (
          <div className="space-y-5" role="status" aria-busy="true" aria-label={t("profile.loading")}>
            <Skeleton className="h-48" />
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {Array.from({ length: 4 }, (_, index) => (
                <Skeleton key={index} className="h-20" />
              ))}
            </div>
            <Skeleton className="h-64" />
          </div>
        ) : profile.error instanceof ApiError && profile.error.status === 404 ? (
          <UserNotFound />
        ) : profile.isError ? (
          <StateMessage kind="error" as="h1" className="bg-card" title={t("profile.errorTitle")} description={t("feed.errorText")} onRetry={() => void profile.refetch()} />
        ) : profile.data ? (
          <>
            {/* Report sits with Follow and Message in the header's own action row, never over the stats. */}
            <ProfileHeader
              profile={profile.data}
              isOwner={isOwner}
              actions={
                !isOwner && (
                  <>
                    <MessageButton userId={userId} />
                    <ReportButton
                      target={{ type: "user", id: userId, label: t("profile.report", { name: displayName(profile.data) }) }}
                      canReport={profile.data.abilities.report}
                      className="h-10 text-muted-foreground"
                    />
                  </>
                )
              }
            />
            <ProfileStats stats={profile.data.stats} />
            <Tabs defaultValue="questions">
              {/* Two rows of two on a phone: four tabs in one row scrolled a 375 px page sideways. */}
              <TabsList className="grid h-auto w-full grid-cols-2 gap-1 sm:inline-flex sm:h-10 sm:w-auto">
                <TabsTrigger value="questions" className="flex-1 gap-2 sm:flex-none">
                  {t("profile.tabQuestions")} <Count value={profile.data.stats.questionCount} />
                </TabsTrigger>
                <TabsTrigger value="answers" className="flex-1 gap-2 sm:flex-none">
                  {t("profile.tabAnswers")} <Count value={profile.data.stats.answerCount} />
                </TabsTrigger>
                <TabsTrigger value="badges" className="flex-1 gap-2 sm:flex-none">
                  {t("profile.tabBadges")}
                </TabsTrigger>
                <TabsTrigger value="reputation" className="flex-1 gap-2 sm:flex-none">
                  {t("reputation.tab")}
                </TabsTrigger>
              </TabsList>
              <TabsContent value="questions" className="mt-3">
                <QuestionsTab userId={userId} isOwner={isOwner} name={displayName(profile.data)} />
              </TabsContent>
              <TabsContent value="answers" className="mt-3">
                <AnswersTab userId={userId} isOwner={isOwner} name={displayName(profile.data)} />
              </TabsContent>
              <TabsContent value="badges" className="mt-3">
                <BadgesTab userId={userId} isOwner={isOwner} name={displayName(profile.data)} />
              </TabsContent>
              <TabsContent value="reputation" className="mt-3">
                <ReputationTab userId={userId} />
              </TabsContent>
            </Tabs>
          </>
        ) : null}
      </div>
    </AppShell>
  );
}

function Count({ value }: { value: number }) {
  const format = useFormat();
  return <span className="rounded-full bg-muted px-2 py-0.5 text-xs tabular-nums text-muted-foreground">{format.compact(value)}</span>;
}

interface TabProps {
  userId: string;
  isOwner: boolean;
  name: string;
}

function QuestionsTab({ userId, isOwner, name }: TabProps) {
  const t = useT();
  const questions = useUserQuestions(userId);
  return (
    <PagedList
      query={questions}
      label={t("profile.tabQuestions")}
      empty={{
        title: t("profile.noQuestionsTitle"),
        text: isOwner ? t("profile.noQuestionsOwn") : t("profile.noQuestionsOther", { name }),
      }}
      render={(question) => (
        <li key={question.id}>
          <QuestionCard question={question} idPrefix="profile-question" />
        </li>
      )}
    />
  );
}

function AnswersTab({ userId, isOwner, name }: TabProps) {
  const t = useT();
  const answers = useUserAnswers(userId);
  return (
    <PagedList
      query={answers}
      label={t("profile.tabAnswers")}
      empty={{
        title: t("profile.noAnswersTitle"),
        text: isOwner ? t("profile.noAnswersOwn") : t("profile.noAnswersOther", { name }),
      }}
      render={(answer) => (
        <li key={answer.id}>
          <UserAnswerCard answer={answer} />
        </li>
      )}
    />
  );
}

/** A tab's list: skeletons, an error, an empty state, or the items and 'Load more'. */
function PagedList<T>({
  query,
  label,
  empty,
  render,
}: {
  query: UseInfiniteQueryResult<InfiniteData<Page<T>>>;
  label: string;
  empty: { title: string; text: string };
  render: (item: T) => React.ReactNode;
}) {
  const t = useT();
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  if (query.isLoading) return <CardSkeletons count={3} label={t("feed.loadingList", { list: label })} />;
  if (query.isError && !query.data) return <ListError onRetry={() => void query.refetch()} />;
  if (items.length === 0) return <StateMessage kind="empty" className="bg-card" title={empty.title} description={empty.text} />;
  return (
    <div className="space-y-3">
      <h2 className="sr-only">{label}</h2>
      <ul className="space-y-3" aria-label={label}>
        {items.map(render)}
      </ul>
      {query.hasNextPage && (
        <div className="flex justify-center">
          <Button variant="outline" onClick={() => query.fetchNextPage()} disabled={query.isFetchingNextPage}>
            {query.isFetchingNextPage ? t("common.loading") : t("feed.loadMore")}
          </Button>
        </div>
      )}
    </div>
  );
}

import { useParams } from "wouter";
import type { UseInfiniteQueryResult, InfiniteData } from "@tanstack/react-query";
import type { Page } from "@shared/questions";
import { displayName } from "@shared/users";
import { AppShell } from "@/app/layouts/app-shell";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useUser } from "@/features/auth/api/get-user";
import { QuestionCard } from "@/features/questions/components/question-card";
import { useUserProfile } from "@/features/users/api/get-user-profile";
import { useUserQuestions } from "@/features/users/api/get-user-questions";
import { useUserAnswers } from "@/features/users/api/get-user-answers";
import { ProfileHeader } from "@/features/users/components/profile-header";
import { ProfileStats } from "@/features/users/components/profile-stats";
import { UserAnswerCard } from "@/features/users/components/user-answer-card";
import { UserNotFound } from "@/features/users/components/profile-notice";
import { ApiError } from "@/lib/api";
import { ReportButton } from "@/features/reports/components/report-actions";
import { MessageButton } from "@/features/messages/components/message-button";

/** Spec 2.6: a member's profile; /profile without an id is the signed-in member's own. */
export default function ProfilePage() {
  const params = useParams<{ id?: string }>();
  const { user } = useUser();
  const userId = params.id ?? user?.id ?? "";
  const profile = useUserProfile(userId);
  const isOwner = user?.id === userId;

  return (
    <AppShell>
      <div className="mx-auto max-w-4xl space-y-6">
        {profile.isLoading ? (
          <div className="space-y-6" aria-busy="true" aria-label="Loading profile">
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
          <Card className="p-6 text-center text-sm text-destructive" role="alert">
            {profile.error.message}
          </Card>
        ) : profile.data ? (
          <>
            <ProfileHeader profile={profile.data} isOwner={isOwner} actions={!isOwner && <MessageButton userId={userId} />} />
            <ReportButton target={{ type: "user", id: userId, label: `Report ${displayName(profile.data)}` }} canReport={profile.data.abilities.report} className="-my-3 ml-auto flex h-8 text-muted-foreground" />
            <ProfileStats stats={profile.data.stats} />
            <Tabs defaultValue="questions">
              <TabsList className="w-full sm:w-auto">
                <TabsTrigger value="questions" className="flex-1 gap-2 sm:flex-none">
                  Questions <Count value={profile.data.stats.questionCount} />
                </TabsTrigger>
                <TabsTrigger value="answers" className="flex-1 gap-2 sm:flex-none">
                  Answers <Count value={profile.data.stats.answerCount} />
                </TabsTrigger>
              </TabsList>
              <TabsContent value="questions" className="mt-4">
                <QuestionsTab userId={userId} isOwner={isOwner} name={displayName(profile.data)} />
              </TabsContent>
              <TabsContent value="answers" className="mt-4">
                <AnswersTab userId={userId} isOwner={isOwner} name={displayName(profile.data)} />
              </TabsContent>
            </Tabs>
          </>
        ) : null}
      </div>
    </AppShell>
  );
}

function Count({ value }: { value: number }) {
  return <span className="rounded-full bg-muted px-2 py-0.5 text-xs tabular-nums text-muted-foreground">{value.toLocaleString("en-US")}</span>;
}

interface TabProps {
  userId: string;
  isOwner: boolean;
  name: string;
}

function QuestionsTab({ userId, isOwner, name }: TabProps) {
  const questions = useUserQuestions(userId);
  return (
    <PagedList
      query={questions}
      label="Questions"
      empty={{
        title: "No questions yet",
        text: isOwner ? "You haven't asked any questions yet. When you do, they will show up here." : `${name} hasn't asked any questions yet.`,
      }}
      render={(question) => <QuestionCard key={question.id} question={question} showFollowAuthor={false} />}
    />
  );
}

function AnswersTab({ userId, isOwner, name }: TabProps) {
  const answers = useUserAnswers(userId);
  return (
    <PagedList
      query={answers}
      label="Answers"
      empty={{
        title: "No answers yet",
        text: isOwner ? "You haven't answered any questions yet. Share what you know and your answers will show up here." : `${name} hasn't answered any questions yet.`,
      }}
      render={(answer) => <UserAnswerCard key={answer.id} answer={answer} />}
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
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  if (query.isLoading) {
    return (
      <div className="space-y-4" aria-busy="true" aria-label={`Loading ${label.toLowerCase()}`}>
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} className="h-32" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <Card className="p-6 text-center text-sm text-destructive" role="alert">
        {query.error.message}
      </Card>
    );
  }
  if (items.length === 0) {
    return (
      <Card className="p-10 text-center">
        <h2 className="text-lg font-semibold">{empty.title}</h2>
        <p className="mt-1 text-sm text-muted-foreground">{empty.text}</p>
      </Card>
    );
  }
  return (
    <div className="space-y-4">
      <h2 className="sr-only">{label}</h2>
      {items.map(render)}
      {query.hasNextPage && (
        <div className="flex justify-center">
          <Button variant="outline" onClick={() => query.fetchNextPage()} disabled={query.isFetchingNextPage}>
            {query.isFetchingNextPage ? "Loading..." : "Load more"}
          </Button>
        </div>
      )}
    </div>
  );
}

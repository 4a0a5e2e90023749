import { Link, useParams } from "wouter";
import { MessageSquarePlus } from "lucide-react";
import { StateMessage } from "@/components/state-message";
import { Button } from "@/components/ui/button";
import { T, useT } from "@/i18n";
import { displayName } from "@shared/users";
import { AppShell } from "@/layouts/app-shell";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { FeedList } from "@/components/feed-list";
import { QuestionCard } from "@/features/questions/components/question-card";
import { FollowAuthorButton } from "@/features/users/components/follow-author-button";
import { useSpace } from "@/features/spaces/api/get-space";
import { useSpaceQuestions } from "@/features/spaces/api/get-space-questions";
import { AskInSpaceForm } from "@/features/spaces/components/ask-in-space-form";
import { JoinSpaceButton, SpaceStats } from "@/features/spaces/components/space-card";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { ApiError } from "@/lib/api";
import { TimeAgo } from "@/components/time-ago";

/** /spaces/{id}: the space, Join/Leave, its posts newest first, and asking in it for members. */
export default function SpacePage() {
  const t = useT();
  const params = useParams<{ id: string }>();
  const id = Number(params.id);
  const space = useSpace(id);
  useDocumentTitle(space.data?.name);

  if (!Number.isInteger(id) || id <= 0 || (space.error instanceof ApiError && space.error.status === 404)) {
    return (
      <AppShell>
        <SpaceNotFound />
      </AppShell>
    );
  }
  if (space.isError) {
    return (
      <AppShell>
        <StateMessage kind="error" as="h1" title={t("spaces.spaceErrorTitle")} description={t("spaces.errorText")} onRetry={() => void space.refetch()} />
      </AppShell>
    );
  }
  const data = space.data;
  return (
    <AppShell>
      <div className="space-y-6">
        {!data ? (
          <Card className="space-y-3 p-5" role="status" aria-busy="true" aria-label={t("spaces.loadingSpace")}>
            <Skeleton className="h-7 w-1/2" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-1/3" />
          </Card>
        ) : (
          <>
            <Card className="space-y-3 p-5">
              <div className="flex flex-wrap items-start gap-3">
                <span className="flex h-14 w-14 shrink-0 items-center justify-center rounded-xl bg-accent text-2xl font-bold text-accent-foreground" aria-hidden="true">
                  {data.name.charAt(0).toUpperCase()}
                </span>
                <div className="min-w-0 flex-1 basis-48">
                  <h1 className="break-words text-2xl font-bold">{data.name}</h1>
                  <p className="text-xs break-words text-muted-foreground">
                    <T
                      id={data.creator ? "spaces.createdBy" : "spaces.createdByDeleted"}
                      values={{
                        time: <TimeAgo date={data.createdAt} />,
                        name: data.creator ? (
                          <Link href={`/profile/${data.creator.id}`} className="font-medium text-foreground hover:underline">
                            {displayName(data.creator)}
                          </Link>
                        ) : null,
                      }}
                    />
                  </p>
                </div>
                <JoinSpaceButton space={data} size="default" />
              </div>
              {data.description && <p className="whitespace-pre-line break-words text-sm">{data.description}</p>}
              <SpaceStats space={data} className="text-sm" />
            </Card>
            {data.isMember ? (
              <AskInSpaceForm spaceId={data.id} spaceName={data.name} />
            ) : (
              <Card className="flex items-center gap-3 p-4 text-sm text-muted-foreground">
                <MessageSquarePlus className="h-5 w-5 shrink-0" aria-hidden="true" /> {t("spaces.joinToAsk")}
              </Card>
            )}
          </>
        )}
        <section aria-labelledby="space-posts-heading" className="space-y-3">
          <h2 id="space-posts-heading" className="text-lg font-semibold">
            {t("spaces.posts")}
          </h2>
          <SpacePosts id={id} />
        </section>
      </div>
    </AppShell>
  );
}

function SpacePosts({ id }: { id: number }) {
  const t = useT();
  const posts = useSpaceQuestions(id);
  if (posts.isError && !posts.data) {
    return <StateMessage kind="error" as="h3" title={t("spaces.postsErrorTitle")} description={t("spaces.errorText")} onRetry={() => void posts.refetch()} />;
  }
  return (
    <FeedList
      query={posts}
      label={t("spaces.postsLabel")}
      skeletons={2}
      loadMoreLabel={t("spaces.loadMore")}
      itemKey={(question) => question.id}
      renderItem={(question) => <QuestionCard question={question} FollowAuthor={FollowAuthorButton} />}
      empty={<StateMessage kind="empty" as="h3" title={t("spaces.noPosts")} description={t("spaces.noPostsText")} />}
    />
  );
}

function SpaceNotFound() {
  const t = useT();
  return (
    <StateMessage
      kind="not-found"
      as="h1"
      className="mx-auto max-w-lg"
      title={t("spaces.notFoundTitle")}
      description={t("spaces.notFoundText")}
      actions={
        <Button asChild variant="outline">
          <Link href="/spaces">{t("spaces.browseAll")}</Link>
        </Button>
      }
    />
  );
}

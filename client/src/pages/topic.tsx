import { useParams } from "wouter";
import { Bookmark, BookmarkCheck, Check, Loader2, MessageSquarePlus, Plus, Share2, Users } from "lucide-react";
import { topicSorts, type TopicSort } from "@shared/lists";
import type { Topic, TopicDetail } from "@shared/topics";
import { AppShell } from "@/layouts/app-shell";
import { Button } from "@/components/ui/button";
import { NotFoundState, StateMessage } from "@/components/state-message";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { TabbedList } from "@/components/tabbed-list";
import { useTopicQuestions } from "@/features/questions/api/get-topic-questions";
import { CardSkeletons, EmptyState, FeedList } from "@/components/feed-list";
import { QuestionCard } from "@/features/questions/components/question-card";
import { FollowAuthorButton } from "@/features/users/components/follow-author-button";
import { openComposer } from "@/features/questions/composer-store";
import { useFollowTopic } from "@/features/topics/api/follow-topic";
import { useTopic } from "@/features/topics/api/get-topic";
import { useTopicFollowing } from "@/features/topics/api/get-topic-following";
import { TopicLeadersCard } from "@/features/leaders/components/topic-leaders-card";
import { TopicSynonyms } from "@/features/topics/components/topic-synonyms";
import { setTopicSaved, useTopicSaved } from "@/features/topics/saved-topics";
import { toast } from "@/lib/use-toast";
import { ApiError } from "@/lib/api";
import { shareLink } from "@/lib/share";
import { useFormat, useT, type MessageId } from "@/i18n";

const SORT_LABELS: Record<TopicSort, MessageId> = { latest: "topic.sortLatest", trending: "topic.sortTrending", popular: "topic.sortPopular" };

/** A topic (spec 2.12): its header and actions, then its questions in three sorts. */
export default function TopicPage() {
  const params = useParams<{ id: string }>();
  const topicId = Number(params.id);
  const valid = Number.isSafeInteger(topicId) && topicId > 0;
  // Its top answerers sit in the frame's right column on a wide screen, under the questions otherwise (TopicView).
  return <AppShell aside={valid ? <TopicAside topicId={topicId} /> : undefined}>{valid ? <TopicView topicId={topicId} /> : <TopicNotFound />}</AppShell>;
}

/** The right column's card, once the topic is known to exist (an unknown one has no leaders to ask for). */
function TopicAside({ topicId }: { topicId: number }) {
  const topic = useTopic(topicId);
  return topic.data ? <TopicLeadersCard topicId={topicId} /> : null;
}

function TopicView({ topicId }: { topicId: number }) {
  const t = useT();
  const topic = useTopic(topicId);

  if (topic.isLoading) {
    return (
      <div className="space-y-5" role="status" aria-busy="true" aria-label={t("topic.loading")}>
        <Skeleton className="h-44" />
        <Skeleton className="h-10 w-72" />
        <CardSkeletons count={3} label={t("topic.loadingQuestions")} />
      </div>
    );
  }
  if (topic.error instanceof ApiError && topic.error.status === 404) return <TopicNotFound />;
  if (!topic.data) return <StateMessage kind="error" as="h1" className="bg-card" title={t("topic.errorTitle")} description={t("feed.errorText")} onRetry={() => void topic.refetch()} />;
  return (
    <div className="space-y-4">
      <TopicHeader topic={topic.data} />
      <TabbedList tabs={topicSorts} labels={SORT_LABELS} label={t("topic.sortLabel")} renderList={(value) => <TopicQuestions topic={topic.data} sort={value} />} />
      <div className="xl:hidden">
        <TopicLeadersCard topicId={topicId} />
      </div>
    </div>
  );
}

function TopicHeader({ topic }: { topic: TopicDetail }) {
  const t = useT();
  const format = useFormat();
  const following = useTopicFollowing(topic.id);
  const follow = useFollowTopic(topic.id);
  const saved = useTopicSaved(topic.id);
  const isFollowing = following.data?.following ?? false;
  const busy = following.isLoading || follow.isPending;

  const handleFollow = () =>
    follow.mutate(!isFollowing, {
      onSuccess: (result) =>
        toast(
          result.following
            ? { title: t("topic.followedToast"), description: t("topic.followedToastText", { name: topic.name }) }
            : { title: t("topic.unfollowedToast"), description: t("topic.unfollowedToastText", { name: topic.name }) },
        ),
      onError: () => toast({ title: t("card.errorTitle"), description: t("card.followFailed"), variant: "destructive" }),
    });

  const handleSave = () => {
    if (!setTopicSaved(topic.id, !saved)) {
      toast({ title: t("card.errorTitle"), description: t("topic.saveBlocked"), variant: "destructive" });
    } else if (saved) {
      toast({ title: t("topic.removedToast"), description: t("topic.removedToastText", { name: topic.name }) });
    } else {
      toast({ title: t("topic.savedToast"), description: t("topic.savedToastText", { name: topic.name }) });
    }
  };

  return (
    <Card className="p-4 sm:p-5">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <span
          className="flex h-14 w-14 shrink-0 items-center justify-center rounded-xl bg-primary font-serif text-2xl font-bold text-primary-foreground"
          aria-hidden="true"
        >
          {topic.name.charAt(0).toUpperCase()}
        </span>
        <div className="min-w-0 flex-1 space-y-1">
          <h1 className="break-words text-2xl font-bold">{topic.name}</h1>
          {topic.description && <p className="break-words text-muted-foreground">{topic.description}</p>}
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
            <span className="inline-flex items-center gap-1">
              <Users className="h-4 w-4" aria-hidden="true" /> {t("topic.followers", { count: topic.followerCount, n: format.number(topic.followerCount) })}
            </span>
            <span className="inline-flex items-center gap-1">
              <MessageSquarePlus className="h-4 w-4" aria-hidden="true" /> {t("topic.questions", { count: topic.questionCount, n: format.number(topic.questionCount) })}
            </span>
          </p>
          <TopicSynonyms topic={topic} />
        </div>
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button size="sm" variant={isFollowing ? "outline" : "default"} onClick={handleFollow} disabled={busy}>
          {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : isFollowing ? <Check aria-hidden="true" /> : <Plus aria-hidden="true" />}
          {isFollowing ? t("topic.following") : t("topic.follow")}
        </Button>
        <Button size="sm" variant="outline" onClick={() => openComposer({ topicId: topic.id })}>
          <MessageSquarePlus aria-hidden="true" /> {t("topic.ask")}
        </Button>
        <Button size="sm" variant="outline" onClick={handleSave} aria-pressed={saved}>
          {saved ? <BookmarkCheck aria-hidden="true" /> : <Bookmark aria-hidden="true" />} {saved ? t("topic.saved") : t("topic.save")}
        </Button>
        <Button size="sm" variant="outline" onClick={() => shareLink(`/topics/${topic.id}`, topic.name, t("topic.linkCopied"))}>
          <Share2 aria-hidden="true" /> {t("topic.share")}
        </Button>
      </div>
    </Card>
  );
}

function TopicQuestions({ topic, sort }: { topic: Topic; sort: TopicSort }) {
  const t = useT();
  const questions = useTopicQuestions(topic.id, sort);
  return (
    <FeedList
      query={questions}
      label={t("topic.listLabel", { sort: t(SORT_LABELS[sort]), name: topic.name })}
      skeletons={3}
      loadMoreLabel={t("feed.loadMoreQuestions")}
      itemKey={(question) => question.id}
      renderItem={(question) => <QuestionCard question={question} idPrefix="topic-question" FollowAuthor={FollowAuthorButton} />}
      empty={
        <EmptyState
          title={t("feed.emptyTitle")}
          text={t("topic.emptyText", { name: topic.name })}
          action={<Button onClick={() => openComposer({ topicId: topic.id })}>{t("feed.askFirst")}</Button>}
        />
      }
    />
  );
}

/** An id that names no topic: the one not-found state, with a way home. */
function TopicNotFound() {
  const t = useT();
  return (
    <NotFoundState title={t("topic.notFoundTitle")} description={t("topic.notFoundText")} />
  );
}

import { useState } from "react";
import { useParams } from "wouter";
import { Bookmark, BookmarkCheck, Check, Loader2, MessageSquarePlus, Plus, Share2, Users } from "lucide-react";
import { topicSorts, type TopicSort } from "@shared/lists";
import type { Topic } from "@shared/topics";
import { AppShell } from "@/app/layouts/app-shell";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useTopicQuestions } from "@/features/feeds/api/get-topic-questions";
import { countOf } from "@/lib/format";
import { CardSkeletons, EmptyState, FeedList } from "@/features/feeds/components/feed-list";
import { TopicQuestionCard } from "@/features/feeds/components/topic-question-card";
import { openComposer } from "@/features/questions/composer-store";
import { useFollowTopic } from "@/features/topics/api/follow-topic";
import { useTopic } from "@/features/topics/api/get-topic";
import { useTopicFollowing } from "@/features/topics/api/get-topic-following";
import { setTopicSaved, useTopicSaved } from "@/features/topics/saved-topics";
import { toast } from "@/hooks/use-toast";
import { ApiError } from "@/lib/api";
import { shareLink } from "@/lib/share";

const SORT_LABELS: Record<TopicSort, string> = { latest: "Latest", trending: "Trending", popular: "Popular" };

/** A topic (spec 2.12): its header and actions, then its questions in three sorts. */
export default function TopicPage() {
  const params = useParams<{ id: string }>();
  const topicId = Number(params.id);
  const valid = Number.isSafeInteger(topicId) && topicId > 0;
  return <AppShell>{valid ? <TopicView topicId={topicId} /> : <TopicNotFound />}</AppShell>;
}

function TopicView({ topicId }: { topicId: number }) {
  const topic = useTopic(topicId);
  const [sort, setSort] = useState<TopicSort>("latest");

  if (topic.isLoading) {
    return (
      <div className="space-y-6" aria-busy="true" aria-label="Loading topic">
        <Skeleton className="h-44" />
        <Skeleton className="h-10 w-72" />
        <CardSkeletons count={3} label="Loading questions" />
      </div>
    );
  }
  if (topic.error instanceof ApiError && topic.error.status === 404) return <TopicNotFound />;
  if (!topic.data) {
    return (
      <Card className="p-6 text-center text-sm text-destructive" role="alert">
        {topic.error?.message}
      </Card>
    );
  }
  return (
    <div className="space-y-6">
      <TopicHeader topic={topic.data} />
      <Tabs value={sort} onValueChange={(value) => setSort(value as TopicSort)}>
        <TabsList className="w-full sm:w-auto" aria-label="Sort questions">
          {topicSorts.map((value) => (
            <TabsTrigger key={value} value={value} className="flex-1 sm:flex-none">
              {SORT_LABELS[value]}
            </TabsTrigger>
          ))}
        </TabsList>
        {topicSorts.map((value) => (
          <TabsContent key={value} value={value} className="mt-4">
            <TopicQuestions topic={topic.data} sort={value} />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}

function TopicHeader({ topic }: { topic: Topic }) {
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
            ? { title: "Following topic", description: `You are now following ${topic.name}` }
            : { title: "Unfollowed topic", description: `You stopped following ${topic.name}` },
        ),
      onError: () => toast({ title: "Error", description: "Failed to update follow status. Please try again.", variant: "destructive" }),
    });

  const handleSave = () => {
    if (!setTopicSaved(topic.id, !saved)) {
      toast({ title: "Error", description: "Your browser did not let us save this topic.", variant: "destructive" });
    } else if (saved) {
      toast({ title: "Topic removed", description: `${topic.name} has been removed from your reading list.` });
    } else {
      toast({ title: "Topic saved", description: `${topic.name} has been saved to your reading list.` });
    }
  };

  return (
    <Card className="p-5 sm:p-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <span
          className="flex h-16 w-16 shrink-0 items-center justify-center rounded-xl bg-primary font-serif text-3xl font-bold text-primary-foreground"
          aria-hidden="true"
        >
          {topic.name.charAt(0).toUpperCase()}
        </span>
        <div className="min-w-0 flex-1 space-y-2">
          <h1 className="break-words text-2xl font-bold sm:text-3xl">{topic.name}</h1>
          {topic.description && <p className="text-muted-foreground">{topic.description}</p>}
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
            <span className="inline-flex items-center gap-1">
              <Users className="h-4 w-4" aria-hidden="true" /> {countOf(topic.followerCount, "follower")}
            </span>
            <span className="inline-flex items-center gap-1">
              <MessageSquarePlus className="h-4 w-4" aria-hidden="true" /> {countOf(topic.questionCount, "question")}
            </span>
          </p>
        </div>
      </div>
      <div className="mt-5 flex flex-wrap gap-2">
        <Button variant={isFollowing ? "outline" : "default"} onClick={handleFollow} disabled={busy}>
          {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : isFollowing ? <Check aria-hidden="true" /> : <Plus aria-hidden="true" />}
          {isFollowing ? "Following" : "Follow"}
        </Button>
        <Button variant="outline" onClick={() => openComposer({ topicId: topic.id })}>
          <MessageSquarePlus aria-hidden="true" /> Ask Question
        </Button>
        <Button variant="outline" onClick={handleSave} aria-pressed={saved}>
          {saved ? <BookmarkCheck aria-hidden="true" /> : <Bookmark aria-hidden="true" />} {saved ? "Saved" : "Save"}
        </Button>
        <Button variant="outline" onClick={() => shareLink(`/topics/${topic.id}`, topic.name, "Topic link has been copied to your clipboard.")}>
          <Share2 aria-hidden="true" /> Share
        </Button>
      </div>
    </Card>
  );
}

function TopicQuestions({ topic, sort }: { topic: Topic; sort: TopicSort }) {
  const questions = useTopicQuestions(topic.id, sort);
  return (
    <FeedList
      query={questions}
      label={`${SORT_LABELS[sort]} questions about ${topic.name}`}
      skeletons={3}
      loadMoreLabel="Load More Questions"
      itemKey={(question) => question.id}
      renderItem={(question) => <TopicQuestionCard question={question} />}
      empty={
        <EmptyState
          icon={<MessageSquarePlus />}
          title="No questions yet"
          text={`Be the first to ask a question about ${topic.name}!`}
          action={<Button onClick={() => openComposer({ topicId: topic.id })}>Ask the First Question</Button>}
        />
      }
    />
  );
}

function TopicNotFound() {
  return (
    <Card className="mx-auto max-w-lg p-10 text-center">
      <h1 className="text-2xl font-bold">Topic Not Found</h1>
      <p className="mt-2 text-muted-foreground">The topic you're looking for doesn't exist.</p>
    </Card>
  );
}

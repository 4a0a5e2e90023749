import { useEffect, useState } from "react";
import { signInPath } from "@shared/return-to";
import { Link, useLocation, useParams } from "wouter";
import { Bell, BellOff, Eye, FileText, Loader2, MessageSquare, Pencil, Reply, Share2, Trash2 } from "lucide-react";
import { LIMITS } from "@shared/limits";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { RichContent } from "@/components/rich-content";
import { UserAvatar } from "@/components/user-avatar";
import { AppShell } from "@/app/layouts/app-shell";
import { useUser } from "@/features/auth/api/get-user";
import { recordView, useAnswers, usePostAnswer, useQuestion } from "@/features/questions/api/get-question";
import { useDeleteContent, useEditContent } from "@/features/questions/api/edit-content";
import { useFollowQuestion } from "@/features/questions/api/question-actions";
import { AnswerCard } from "@/features/questions/components/answer-card";
import { BookmarkButton } from "@/features/bookmarks/components/bookmark-controls";
import { useAnswerDraft } from "@/features/drafts/use-answer-draft";
import { AuthorLink } from "@/features/questions/components/question-card";
import { LazyRichTextEditor as RichTextEditor } from "@/features/questions/components/lazy-rich-text-editor";
import { TopicChips } from "@/features/questions/components/topic-chips";
import { VoteButtons } from "@/features/questions/components/vote-buttons";
import { NewAnswersBar } from "@/features/questions/components/new-answers-bar";
import { useQuestionEvents } from "@/features/questions/use-question-events";
import { toast } from "@/hooks/use-toast";
import { ApiError } from "@/lib/api";
import { TimeAgo } from "@/components/time-ago";
import { shareLink } from "@/lib/share";
import { useDocumentTitle } from "@/features/site/use-document-title";
import { HeldBadge } from "@/features/reports/components/held-badge";
import { showHeldToast } from "@/features/reports/held-toast";
import { revisionsPath } from "@shared/revision-links";
import { EditedNote } from "@/features/revisions/components/edited-note";
import { EditSummaryInput } from "@/features/revisions/components/edit-summary-input";
import { ClosedAnswerNotice, ClosedBanner, LinkedQuestions } from "@/features/questions/components/closed-banner";
import { QuestionModeration } from "@/features/questions/components/close-question-dialog";
import { ReportButton } from "@/features/reports/components/report-actions";
import { CommentsSection } from "@/features/questions/components/comments-section";
import { RelatedQuestions } from "@/features/questions/components/related-questions";
import { AnswerSortTabs, useAnswerSort } from "@/features/questions/components/answer-sort";
import { countOf } from "@/lib/format";

/** The Answer button at the top: brings the answer box (below the answers) into view and puts the cursor in it. */
function goToAnswerBox() {
  const box = document.getElementById("answer");
  if (!box) return;
  box.scrollIntoView({ behavior: "smooth", block: "center" });
  box.querySelector<HTMLElement>("[contenteditable='true'], textarea, a")?.focus({ preventScroll: true });
}

/** The answer box, shown when the question's `abilities.answer` allows it; visitors are asked to sign in. */
function AnswerComposer({ questionId, canAnswer }: { questionId: number; canAnswer: boolean }) {
  const { user } = useUser();
  const [content, setContent] = useState("");
  const post = usePostAnswer(questionId);
  const draft = useAnswerDraft(questionId, setContent);
  if (user && !canAnswer) return null;
  if (!user) {
    return (
      <Card className="p-5 text-center" id="answer">
        <p className="font-medium">Know the answer?</p>
        <p className="mt-1 text-sm text-muted-foreground">Sign in to share what you know with the community.</p>
        <Button className="mt-3" asChild>
          <Link href={signInPath(`/questions/${questionId}`)}>Sign in to answer</Link>
        </Button>
      </Card>
    );
  }
  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    post.mutate(content, {
      onSuccess: (created) => {
        setContent("");
        draft.posted();
        if (!showHeldToast(created)) toast({ title: "Answer posted", description: "Thanks for sharing what you know." });
      },
      onError: (error) =>
        toast({
          title: "Failed to post answer",
          description: error instanceof ApiError && error.serverMessage ? error.serverMessage : "Please try again.",
          variant: "destructive",
        }),
    });
  };
  return (
    <Card className="p-4 sm:p-5" id="answer">
      <form onSubmit={handleSubmit} className="space-y-2">
        <h2 className="font-semibold">Your Answer</h2>
        <RichTextEditor value={content} onChange={setContent} label="Your answer" placeholder="Write your answer. Be clear, be kind, share how you know." />
        <div className="flex items-center justify-between">
          <span className={content.length > LIMITS.answerContent ? "text-xs text-destructive" : "text-xs text-muted-foreground"}>
            {content.length}/{LIMITS.answerContent}
          </span>
          <div className="flex gap-2">
            <Button type="button" variant="secondary" onClick={() => draft.save(content, () => setContent(""))} disabled={!content.trim() || draft.saving}>
              {draft.saving ? <Loader2 className="animate-spin" /> : <FileText />} Save draft
            </Button>
            <Button type="submit" disabled={!content.trim() || content.length > LIMITS.answerContent || post.isPending}>
              {post.isPending && <Loader2 className="animate-spin" />} Post Answer
            </Button>
          </div>
        </div>
      </form>
    </Card>
  );
}

/** /questions/{id}: the question and its comments, its answers in the chosen order, a box to answer under them, and related questions. */
export default function QuestionPage() {
  const params = useParams<{ id: string }>();
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  const [, navigate] = useLocation();
  const question = useQuestion(valid ? id : 0);
  const sort = useAnswerSort();
  const answers = useAnswers(valid ? id : 0, sort);
  const follow = useFollowQuestion(id);
  const edit = useEditContent("questions", id);
  const remove = useDeleteContent("questions", id);
  const [editing, setEditing] = useState(false);
  const [draftTitle, setDraftTitle] = useState("");
  const [draftContent, setDraftContent] = useState("");
  const [editSummary, setEditSummary] = useState("");

  useEffect(() => {
    if (valid) void recordView(id);
  }, [id, valid]);

  useDocumentTitle(question.data?.title);
  // Live: counts change in place, new answers wait behind "1 new answer · Show".
  const live = useQuestionEvents(id, {
    enabled: valid && question.isSuccess,
    loadedAnswerIds: answers.data?.pages.flatMap((page) => page.items.map((answer) => answer.id)) ?? [],
    allAnswersLoaded: answers.isSuccess && !answers.hasNextPage,
  });

  if (!valid || (question.isError && question.error instanceof ApiError && question.error.status === 404)) {
    return (
      <AppShell>
        <Card className="mx-auto max-w-2xl p-10 text-center">
          <h1 className="text-xl font-semibold">Question not found</h1>
          <p className="mt-1 text-sm text-muted-foreground">The question you're looking for doesn't exist or was removed.</p>
          <Button className="mt-4" asChild>
            <Link href="/">Back to home</Link>
          </Button>
        </Card>
      </AppShell>
    );
  }

  const q = question.data;
  const items = answers.data?.pages.flatMap((page) => page.items) ?? [];

  const startEdit = () => {
    if (!q) return;
    setDraftTitle(q.title);
    setDraftContent(q.content);
    setEditSummary("");
    setEditing(true);
  };
  const saveEdit = () =>
    edit.mutate(
      { title: draftTitle, content: draftContent, editSummary },
      {
        onSuccess: (updated) => {
          setEditing(false);
          if (!showHeldToast(updated as { held?: boolean; message?: string })) toast({ title: "Question updated", description: "Your changes are saved." });
        },
        onError: (error) =>
          toast({ title: "Update failed", description: error instanceof ApiError && error.serverMessage ? error.serverMessage : "Please try again.", variant: "destructive" }),
      },
    );
  const handleDelete = () => {
    if (!window.confirm("Delete this question and all its answers? This cannot be undone.")) return;
    remove.mutate(undefined, {
      onSuccess: () => {
        toast({ title: "Question deleted", description: "Your question has been removed." });
        navigate("/");
      },
    });
  };

  return (
    <AppShell>
      <div className="@container">
      <div className="mx-auto max-w-3xl @4xl:grid @4xl:max-w-none @4xl:grid-cols-[minmax(0,1fr)_17rem] @4xl:items-start @4xl:gap-6">
      <div className="min-w-0 space-y-4">
        {!q ? (
          <Card className="space-y-3 p-5">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-8 w-3/4" />
            <Skeleton className="h-20 w-full" />
          </Card>
        ) : (
          <Card className="p-4 sm:p-6">
            <article aria-labelledby="question-title" className="space-y-4">
              <ClosedBanner question={q} />
              <TopicChips topics={q.topics} />
              {q.held && <HeldBadge />}
              {editing ? (
                <div className="space-y-2">
                  <Input value={draftTitle} onChange={(event) => setDraftTitle(event.target.value)} maxLength={LIMITS.questionTitle} aria-label="Question title" />
                  <RichTextEditor value={draftContent} onChange={setDraftContent} label="Question details" placeholder="Details (optional)" />
                  <EditSummaryInput value={editSummary} onChange={setEditSummary} />
                  <div className="flex gap-2">
                    <Button size="sm" onClick={saveEdit} disabled={!draftTitle.trim() || edit.isPending}>
                      Save
                    </Button>
                    <Button size="sm" variant="outline" onClick={() => setEditing(false)}>
                      Cancel
                    </Button>
                  </div>
                </div>
              ) : (
                <>
                  <h1 id="question-title" className="text-2xl font-bold leading-tight sm:text-3xl">
                    {q.title}
                  </h1>
                  {q.content && <RichContent html={q.content} className="text-[15px]" />}
                </>
              )}
              <div className="flex items-center gap-2 text-sm">
                <UserAvatar user={q.author} className="h-8 w-8 text-xs" />
                <div className="leading-tight">
                  <AuthorLink author={q.author} />
                  <p className="text-xs text-muted-foreground">
                    Asked <TimeAgo date={q.createdAt} />
                    {q.editedAt && " · "}
                    <EditedNote editedAt={q.editedAt} editedBy={q.editedBy} authorId={q.author?.id} href={revisionsPath(q.id)} />
                  </p>
                </div>
              </div>
              <div className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
                <span className="inline-flex items-center gap-1">
                  <Eye className="h-3.5 w-3.5" aria-hidden="true" /> {countOf(q.viewCount, "view")}
                </span>
                <span className="inline-flex items-center gap-1">
                  <MessageSquare className="h-3.5 w-3.5" aria-hidden="true" /> {countOf(q.answerCount, "answer")}
                </span>
              </div>
              <div className="flex flex-wrap items-center gap-2 border-t pt-3">
                <VoteButtons kind="questions" id={q.id} upvoteCount={q.upvoteCount} myVote={q.myVote} canVote={q.abilities.vote} />
                {!q.closed && (
                  <Button variant="ghost" size="sm" onClick={goToAnswerBox}>
                    <Reply /> Answer
                  </Button>
                )}
                {q.abilities.follow && (
                  <Button variant="ghost" size="sm" onClick={() => follow.mutate(!q.isFollowing)} disabled={follow.isPending} aria-pressed={q.isFollowing}>
                    {q.isFollowing ? <BellOff /> : <Bell />} {q.isFollowing ? "Following" : "Follow"}
                  </Button>
                )}
                {q.abilities.bookmark && <BookmarkButton target={{ kind: "question", id: q.id }} bookmarked={q.bookmarked} label="question" />}
                <Button variant="ghost" size="sm" onClick={() => shareLink(`/questions/${q.id}`, q.title)}>
                  <Share2 /> Share
                </Button>
                {q.abilities.edit && !editing && (
                  <Button variant="ghost" size="sm" onClick={startEdit}>
                    <Pencil /> Edit
                  </Button>
                )}
                {q.abilities.delete && !editing && (
                  <Button variant="ghost" size="sm" onClick={handleDelete}>
                    <Trash2 /> Delete
                  </Button>
                )}
                <ReportButton target={{ type: "question", id: q.id, label: "Report question" }} canReport={q.abilities.report} />
                {!editing && <QuestionModeration question={q} />}
              </div>
              <section id="question-comments" aria-label="Comments on the question">
                <CommentsSection parent={{ kind: "questions", id: q.id }} canComment={q.abilities.comment} className="space-y-3 border-t pt-3" />
              </section>
            </article>
          </Card>
        )}

        {q && (
        <section aria-labelledby="answers-heading" className="space-y-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="answers-heading" className="text-lg font-semibold">
              {`${q.answerCount} ${q.answerCount === 1 ? "Answer" : "Answers"}`}
            </h2>
            {q.answerCount > 1 && <AnswerSortTabs questionId={id} sort={sort} />}
          </div>
          <NewAnswersBar events={live} />
          {answers.isLoading ? (
            <Skeleton className="h-32" />
          ) : items.length === 0 ? (
            !live.newAnswers && <Card className="p-6 text-center text-sm text-muted-foreground">No answers yet. Be the first to answer.</Card>
          ) : (
            items.map((answer, index) => <AnswerCard key={answer.id} answer={answer} questionTitle={q.title} rank={index + 1} canAccept={q.abilities.accept} />)
          )}
          {answers.hasNextPage && (
            <div className="flex justify-center">
              <Button variant="outline" onClick={() => answers.fetchNextPage()} disabled={answers.isFetchingNextPage}>
                {answers.isFetchingNextPage ? "Loading..." : "More answers"}
              </Button>
            </div>
          )}
        </section>
        )}
        {q && <LinkedQuestions question={q} />}

        {/* Below the answers, as readers expect; the Answer button at the top brings it into view. */}
        {q && (q.closed ? <ClosedAnswerNotice question={q} /> : <AnswerComposer questionId={id} canAnswer={q.abilities.answer} />)}
      </div>
      {q && (
        <aside className="mt-4 @4xl:sticky @4xl:top-20 @4xl:mt-0" aria-label="Related">
          <RelatedQuestions questionId={id} />
        </aside>
      )}
      </div>
      </div>
    </AppShell>
  );
}

import { useEffect, useState } from "react";
import { signInPath } from "@shared/return-to";
import { Link, useLocation, useParams } from "wouter";
import { Eye, FileText, Loader2, MessageSquare, Reply } from "lucide-react";
import { LIMITS } from "@shared/limits";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { RichContent } from "@/components/rich-content";
import { UserAvatar } from "@/components/user-avatar";
import { AppShell } from "@/layouts/app-shell";
import { SearchForm } from "@/layouts/search-form";
import { PopularQuestions } from "@/features/questions/components/popular-questions";
import { useUser } from "@/hooks/use-user";
import { recordView, useAnswers, usePostAnswer, useQuestion } from "@/features/questions/api/get-question";
import { useDeleteContent, useEditContent } from "@/features/questions/api/edit-content";
import { AnswerCard } from "@/features/questions/components/answer-card";
import { useAnswerDraft } from "@/features/questions/use-answer-draft";
import { AuthorLink } from "@/features/questions/components/author-link";
import { LazyRichTextEditor as RichTextEditor } from "@/components/lazy-rich-text-editor";
import { TopicChips } from "@/features/questions/components/topic-chips";
import { VoteButtons } from "@/features/questions/components/vote-buttons";
import { NewAnswersBar } from "@/features/questions/components/new-answers-bar";
import { useQuestionEvents } from "@/features/questions/use-question-events";
import { toast } from "@/lib/use-toast";
import { ApiError } from "@/lib/api";
import { TimeAgo } from "@/components/time-ago";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { HeldBadge } from "@/components/held-badge";
import { SuggestionNote, showSuggestedToast } from "@/features/questions/components/suggested-edit";
import { showHeldToast } from "@/lib/held-toast";
import { revisionsPath } from "@shared/revision-links";
import { EditedNote } from "@/components/edited-note";
import { EditSummaryInput } from "@/components/edit-summary-input";
import { ClosedAnswerNotice, ClosedBanner, LinkedQuestions } from "@/features/questions/components/closed-banner";
import { StagingPanel } from "@/features/questions/components/staging-panel";
import { PostActionsRow } from "@/features/questions/components/post-actions";
import { QuestionSecondaryActions } from "@/features/questions/components/question-actions";
import { CommentsSection } from "@/features/questions/components/comments-section";
import { JoinPrompt, useJoinPaths, type JoinAction } from "@/components/join-prompt";
import { RelatedQuestions } from "@/features/questions/components/related-questions";
import { AnswerSortTabs, useAnswerSort } from "@/features/questions/components/answer-sort";
import { NotFoundState, StateMessage } from "@/components/state-message";
import { T, useT } from "@/i18n";
import { cn } from "@/lib/utils";

/** The Answer button at the top: brings the answer box (below the answers) into view and puts the cursor in it. */
function goToAnswerBox() {
  const box = document.getElementById("answer");
  if (!box) return;
  box.scrollIntoView({ behavior: "smooth", block: "center" });
  box.querySelector<HTMLElement>("[contenteditable='true'], textarea, a")?.focus({ preventScroll: true });
}

/** A visitor's Answer or Follow: the member's button, which asks them to join, in place. */
function JoinButton({ action, children }: { action: JoinAction; children: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <JoinPrompt action={action} open={open} onOpenChange={setOpen}>
      <Button variant="ghost" size="sm" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {children}
      </Button>
    </JoinPrompt>
  );
}

/** The answer box, shown when the question's `abilities.answer` allows it; visitors are asked to sign in. */
function AnswerComposer({ questionId, canAnswer }: { questionId: number; canAnswer: boolean }) {
  const t = useT();
  const { user } = useUser();
  const [content, setContent] = useState("");
  const post = usePostAnswer(questionId);
  const draft = useAnswerDraft(questionId, setContent);
  const joinPaths = useJoinPaths();
  if (user && !canAnswer) return null;
  if (!user) {
    return (
      <Card className="p-5 text-center" id="answer">
        <p className="font-medium">{t("question.knowTheAnswer")}</p>
        <p className="mt-1 text-sm text-muted-foreground">{t("question.signInToShare")}</p>
        <div className="mt-3 flex flex-wrap justify-center gap-2">
          <Button asChild>
            <Link href={joinPaths.signUp}>{t("auth.signUp")}</Link>
          </Button>
          <Button variant="outline" asChild>
            <Link href={signInPath(`/questions/${questionId}`)}>{t("question.signInToAnswer")}</Link>
          </Button>
        </div>
      </Card>
    );
  }
  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    post.mutate(content, {
      onSuccess: (created) => {
        setContent("");
        draft.posted();
        if (!showHeldToast(created, t)) toast({ title: t("question.answerPosted"), description: t("question.answerPostedHelp") });
      },
      onError: (error) =>
        toast({
          title: t("question.answerPostFailed"),
          description: error instanceof ApiError && error.serverMessage ? error.serverMessage : t("question.tryAgain"),
          variant: "destructive",
        }),
    });
  };
  return (
    <Card className="p-4 sm:p-5" id="answer">
      <form onSubmit={handleSubmit} className="space-y-2">
        <h2 className="font-semibold">{t("question.yourAnswerHeading")}</h2>
        <RichTextEditor value={content} onChange={setContent} label={t("question.yourAnswer")} placeholder={t("question.answerPlaceholder")} />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span className={content.length > LIMITS.answerContent ? "text-xs text-destructive" : "text-xs text-muted-foreground"}>
            {t("question.composerCharacters", { count: content.length, max: LIMITS.answerContent })}
          </span>
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="secondary" onClick={() => draft.save(content, () => setContent(""))} disabled={!content.trim() || draft.saving}>
              {draft.saving ? <Loader2 className="animate-spin" /> : <FileText />} {t("question.composerSaveDraft")}
            </Button>
            <Button type="submit" disabled={!content.trim() || content.length > LIMITS.answerContent || post.isPending}>
              {post.isPending && <Loader2 className="animate-spin" />} {t("question.postAnswer")}
            </Button>
          </div>
        </div>
      </form>
    </Card>
  );
}

/** /questions/{id}: the question and its comments, its answers in the chosen order, a box to answer under them, and related questions. */
export default function QuestionPage() {
  const t = useT();
  const params = useParams<{ id: string }>();
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  const [, navigate] = useLocation();
  const question = useQuestion(valid ? id : 0);
  const sort = useAnswerSort();
  const answers = useAnswers(valid ? id : 0, sort);
  const { user } = useUser();
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
      <AppShell withFooter>
        <NotFoundState title={t("question.notFound")} description={t("question.notFoundHelp")} />
        {/* A link to a removed question is where most dead ends start (issue 23): a way on. */}
        <div className="mx-auto mt-6 max-w-xl space-y-6">
          <SearchForm className="w-full" />
          <PopularQuestions />
        </div>
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
          if (showSuggestedToast(updated, t)) return;
          if (!showHeldToast(updated as { held?: boolean; message?: string }, t)) toast({ title: t("question.questionUpdated"), description: t("question.changesSaved") });
        },
        onError: (error) =>
          toast({ title: t("question.updateFailed"), description: error instanceof ApiError && error.serverMessage ? error.serverMessage : t("question.tryAgain"), variant: "destructive" }),
      },
    );
  const handleDelete = () => {
    if (!window.confirm(t("question.deleteQuestionConfirm"))) return;
    remove.mutate(undefined, {
      onSuccess: () => {
        toast({ title: t("question.questionDeleted"), description: t("question.questionDeletedHelp") });
        navigate("/");
      },
    });
  };

  // A member's wide screen has them in the frame's right column (issue 23); the page's own copy
  // below is then hidden, and shows on narrower screens and to visitors (who have no such column).
  const sideCards = q && (
    <>
      <RelatedQuestions questionId={id} linked={q.duplicates.map((duplicate) => duplicate.id)} />
      <LinkedQuestions question={q} />
    </>
  );
  const inFrameAtXl = user ? "xl:hidden" : undefined;

  return (
    <AppShell withFooter aside={sideCards}>
      <div className="@container">
      <div className="mx-auto max-w-3xl @4xl:grid @4xl:max-w-none @4xl:grid-cols-[minmax(0,1fr)_17rem] @4xl:items-start @4xl:gap-6">
      <div className="min-w-0 space-y-4">
        {!q && question.isError ? (
          <StateMessage
            kind="error"
            as="h1"
            className="bg-card"
            title={t("question.loadFailed")}
            description={t("question.loadFailedHelp")}
            onRetry={() => void question.refetch()}
          />
        ) : !q ? (
          <Card className="space-y-3 p-5">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-8 w-3/4" />
            <Skeleton className="h-20 w-full" />
          </Card>
        ) : (
          <Card className="p-4 sm:p-6">
            <article aria-labelledby="question-title" className="space-y-4">
              <ClosedBanner question={q} />
              {q.staging && <StagingPanel questionId={q.id} authorId={q.author?.id} staging={q.staging} onEdit={q.abilities.edit ? startEdit : undefined} />}
              <TopicChips topics={q.topics} />
              {q.held && <HeldBadge post={{ kind: "question", id: q.id, authorId: q.author?.id }} />}
              {editing ? (
                <div className="space-y-2">
                  <Input value={draftTitle} onChange={(event) => setDraftTitle(event.target.value)} maxLength={LIMITS.questionTitle} aria-label={t("question.questionTitleLabel")} />
                  <RichTextEditor value={draftContent} onChange={setDraftContent} label={t("question.composerDetailsLabel")} placeholder={t("question.detailsOptional")} />
                  <EditSummaryInput value={editSummary} onChange={setEditSummary} />
                  <SuggestionNote abilities={question.data?.abilities ?? { edit: false, suggestEdit: false }} />
                  <div className="flex gap-2">
                    <Button size="sm" onClick={saveEdit} disabled={!draftTitle.trim() || edit.isPending}>
                      {t("question.save")}
                    </Button>
                    <Button size="sm" variant="outline" onClick={() => setEditing(false)}>
                      {t("question.cancel")}
                    </Button>
                  </div>
                </div>
              ) : (
                <>
                  <h1 id="question-title" className="break-words text-2xl font-bold leading-tight sm:text-3xl">
                    {q.title}
                  </h1>
                  {q.content && <RichContent html={q.content} className="text-[15px]" />}
                </>
              )}
              <div className="flex items-center gap-2 text-sm">
                <UserAvatar user={q.author} className="h-8 w-8 text-xs" />
                <div className="min-w-0 leading-tight">
                  <AuthorLink author={q.author} />
                  <p className="text-xs text-muted-foreground">
                    <T id="question.askedAgo" values={{ time: <TimeAgo date={q.createdAt} /> }} />
                    {q.editedAt && <span aria-hidden="true" className="mx-1 before:content-['·']" />}
                    <EditedNote editedAt={q.editedAt} editedBy={q.editedBy} authorId={q.author?.id} href={revisionsPath(q.id)} />
                  </p>
                </div>
              </div>
              <div className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
                <span className="inline-flex items-center gap-1">
                  <Eye className="h-3.5 w-3.5" aria-hidden="true" /> {t("question.viewCount", { count: q.viewCount })}
                </span>
                <span className="inline-flex items-center gap-1">
                  <MessageSquare className="h-3.5 w-3.5" aria-hidden="true" /> {t("question.answerCount", { count: q.answerCount })}
                </span>
              </div>
              <PostActionsRow className="border-t pt-3">
                <VoteButtons kind="questions" id={q.id} score={q.upvoteCount - q.downvoteCount} myVote={q.myVote} canVote={q.abilities.vote} />
                {/* A staged question takes answers once published (the staging ground, issue 25.4). */}
                {!q.closed &&
                  !q.staged &&
                  (user ? (
                    <Button variant="ghost" size="sm" onClick={goToAnswerBox}>
                      <Reply /> {t("question.answer")}
                    </Button>
                  ) : (
                    <JoinButton action="answer">
                      <Reply /> {t("question.answer")}
                    </JoinButton>
                  ))}
                <QuestionSecondaryActions question={q} editing={editing} onEdit={startEdit} onDelete={handleDelete} />
              </PostActionsRow>
              <section id="question-comments" aria-label={t("question.commentsOnQuestion")}>
                <CommentsSection parent={{ kind: "questions", id: q.id }} canComment={q.abilities.comment} ownThread={q.abilities.edit} className="space-y-3 border-t pt-3" />
              </section>
            </article>
          </Card>
        )}

        {q && !q.staged && (
        <section id="answers" aria-labelledby="answers-heading" className="space-y-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="answers-heading" className="text-lg font-semibold">
              {t("question.answersHeading", { count: q.answerCount })}
            </h2>
            {q.answerCount > 1 && <AnswerSortTabs questionId={id} sort={sort} controls="answers" />}
          </div>
          <NewAnswersBar events={live} />
          {answers.isLoading ? (
            <Skeleton className="h-32" />
          ) : answers.isError && items.length === 0 ? (
            <StateMessage kind="error" className="bg-card" title={t("question.answersFailed")} description={t("question.loadFailedHelp")} onRetry={() => void answers.refetch()} />
          ) : items.length === 0 ? (
            !live.newAnswers && <Card className="p-6 text-center text-sm text-muted-foreground">{t("question.noAnswers")}</Card>
          ) : (
            items.map((answer, index) => <AnswerCard key={answer.id} answer={answer} questionTitle={q.title} rank={index + 1} canAccept={q.abilities.accept} />)
          )}
          {answers.hasNextPage && (
            <div className="flex justify-center">
              <Button variant="outline" onClick={() => answers.fetchNextPage()} disabled={answers.isFetchingNextPage}>
                {answers.isFetchingNextPage ? t("common.loading") : t("question.moreAnswers")}
              </Button>
            </div>
          )}
        </section>
        )}
        {q && (
          <div className={inFrameAtXl}>
            <LinkedQuestions question={q} />
          </div>
        )}

        {/* Below the answers, as readers expect; the Answer button at the top brings it into view. */}
        {q && (q.closed ? <ClosedAnswerNotice question={q} /> : <AnswerComposer questionId={id} canAnswer={q.abilities.answer} />)}
      </div>
      {q && (
        <aside className={cn("mt-4 @4xl:sticky @4xl:top-20 @4xl:mt-0", inFrameAtXl)} aria-label={t("question.related")}>
          <RelatedQuestions questionId={id} linked={q.duplicates.map((duplicate) => duplicate.id)} />
        </aside>
      )}
      </div>
      </div>
    </AppShell>
  );
}

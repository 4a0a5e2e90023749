import { useState } from "react";
import { useLocation } from "wouter";
import { Eye, FileQuestion, MessageSquareText, PenLine, Trash2 } from "lucide-react";
import type { Draft } from "@shared/drafts";
import { LIMITS } from "@shared/limits";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { RichContent } from "@/components/rich-content";
import { openComposer } from "@/features/questions/composer-store";
import { useTopics } from "@/hooks/use-topics";
import { toast } from "@/lib/use-toast";
import { htmlToText, truncate } from "@/lib/format";
import { TimeAgo } from "@/components/time-ago";
import { T, useT } from "@/i18n";
import type { MessageId } from "@/i18n";
import { useDeleteDraft } from "../api/delete-draft";

/** What a draft is called: a question's title, or the title of the question an answer answers. */
export function draftTitle(draft: Draft, t: (id: MessageId) => string): string {
  if (draft.type === "question") return draft.title || t("drafts.untitled");
  return draft.question?.title ?? t("drafts.questionGone");
}

function TypeBadge({ type }: { type: Draft["type"] }) {
  const t = useT();
  return type === "question" ? (
    <Badge variant="accent">
      <FileQuestion aria-hidden="true" /> {t("drafts.question")}
    </Badge>
  ) : (
    <Badge variant="secondary">
      <MessageSquareText aria-hidden="true" /> {t("drafts.answer")}
    </Badge>
  );
}

/** The draft as it would look once posted, rendered through the same sanitiser as posts. */
function DraftPreview({ draft, open, onOpenChange }: { draft: Draft; open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useT();
  const topics = useTopics();
  const names = new Map((topics.data ?? []).map((topic) => [topic.id, topic.name]));
  const chosen = draft.topicIds.map((id) => names.get(id)).filter((name): name is string => Boolean(name));
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t("drafts.preview")}</DialogTitle>
          <DialogDescription>
            {draft.type === "question" ? t("drafts.previewQuestion") : t("drafts.previewAnswer")}
          </DialogDescription>
        </DialogHeader>
        <article className="space-y-3 rounded-md border p-4" aria-label={t("drafts.previewLabel")}>
          <TypeBadge type={draft.type} />
          {draft.type === "answer" && <p className="text-sm text-muted-foreground">{t("drafts.answerTo", { title: draftTitle(draft, t) })}</p>}
          {draft.type === "question" && <h3 className="text-xl font-semibold leading-snug break-words">{draftTitle(draft, t)}</h3>}
          {draft.content ? <RichContent html={draft.content} className="text-[15px]" /> : <p className="text-sm text-muted-foreground">{t("drafts.noDetails")}</p>}
          {chosen.length > 0 && (
            <ul className="flex flex-wrap gap-2" aria-label={t("drafts.topics")}>
              {chosen.map((name) => (
                <li key={name} className="rounded-full bg-secondary px-2.5 py-0.5 text-xs font-medium text-secondary-foreground">
                  {name}
                </li>
              ))}
            </ul>
          )}
        </article>
      </DialogContent>
    </Dialog>
  );
}

/** One draft on /drafts (spec 2.17): type, title, excerpt, last edited; Continue Editing, Preview, Delete. */
export function DraftCard({ draft }: { draft: Draft }) {
  const t = useT();
  const [, navigate] = useLocation();
  const [previewing, setPreviewing] = useState(false);
  const remove = useDeleteDraft();
  const title = draftTitle(draft, t);
  const excerpt = truncate(htmlToText(draft.content), LIMITS.feedPreview);
  const titleId = `draft-${draft.id}-title`;

  const handleContinue = () => {
    if (draft.type === "question") openComposer({ draft });
    else if (draft.question) navigate(`/questions/${draft.question.id}?draft=${draft.id}`);
  };
  const handleDelete = () => {
    if (!window.confirm(t("drafts.confirmDelete"))) return;
    remove.mutate(draft.id, {
      onSuccess: () => toast({ title: t("drafts.deletedToast"), description: t("drafts.deletedToastText") }),
      onError: () => toast({ title: t("card.errorTitle"), description: t("drafts.deleteFailed"), variant: "destructive" }),
    });
  };

  return (
    <Card className="p-4 sm:p-5">
      <article className="space-y-2" aria-labelledby={titleId}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <TypeBadge type={draft.type} />
          <span className="text-xs text-muted-foreground">
            <T id="drafts.lastEdited" values={{ time: <TimeAgo date={draft.updatedAt} /> }} />
          </span>
        </div>
        <h2 id={titleId} className="text-lg font-semibold leading-snug break-words">
          {draft.type === "answer" && <span className="sr-only">{t("drafts.answerToPrefix")} </span>}
          {title}
        </h2>
        <p className="text-sm break-words text-muted-foreground">{excerpt || t("drafts.noText")}</p>
        <div className="flex flex-wrap gap-2 border-t pt-3">
          <Button size="sm" onClick={handleContinue} disabled={draft.type === "answer" && !draft.question}>
            <PenLine aria-hidden="true" /> {t("drafts.continue")}
          </Button>
          <Button size="sm" variant="outline" onClick={() => setPreviewing(true)}>
            <Eye aria-hidden="true" /> {t("drafts.preview")}
          </Button>
          <Button size="sm" variant="ghost" className="text-destructive hover:text-destructive" onClick={handleDelete} disabled={remove.isPending}>
            <Trash2 aria-hidden="true" /> {t("drafts.delete")}
          </Button>
        </div>
      </article>
      {previewing && <DraftPreview draft={draft} open={previewing} onOpenChange={setPreviewing} />}
    </Card>
  );
}

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
import { useTopics } from "@/features/topics/api/get-topics";
import { toast } from "@/hooks/use-toast";
import { htmlToText, truncate } from "@/lib/format";
import { TimeAgo } from "@/components/time-ago";
import { useDeleteDraft } from "../api/delete-draft";

/** What a draft is called: a question's title, or the title of the question an answer answers. */
export function draftTitle(draft: Draft): string {
  if (draft.type === "question") return draft.title || "Untitled question";
  return draft.question?.title ?? "A question that is no longer available";
}

function TypeBadge({ type }: { type: Draft["type"] }) {
  return type === "question" ? (
    <Badge variant="accent">
      <FileQuestion aria-hidden="true" /> Question
    </Badge>
  ) : (
    <Badge variant="secondary">
      <MessageSquareText aria-hidden="true" /> Answer
    </Badge>
  );
}

/** The draft as it would look once posted, rendered through the same sanitiser as posts. */
function DraftPreview({ draft, open, onOpenChange }: { draft: Draft; open: boolean; onOpenChange: (open: boolean) => void }) {
  const topics = useTopics();
  const names = new Map((topics.data ?? []).map((topic) => [topic.id, topic.name]));
  const chosen = draft.topicIds.map((id) => names.get(id)).filter((name): name is string => Boolean(name));
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Preview</DialogTitle>
          <DialogDescription>
            {draft.type === "question" ? "Your question as others will see it once posted." : "Your answer as others will see it once posted."}
          </DialogDescription>
        </DialogHeader>
        <article className="space-y-3 rounded-md border p-4" aria-label="Draft preview">
          <TypeBadge type={draft.type} />
          {draft.type === "answer" && <p className="text-sm text-muted-foreground">Answer to: {draftTitle(draft)}</p>}
          {draft.type === "question" && <h3 className="text-xl font-semibold leading-snug break-words">{draftTitle(draft)}</h3>}
          {draft.content ? <RichContent html={draft.content} className="text-[15px]" /> : <p className="text-sm text-muted-foreground">No details yet.</p>}
          {chosen.length > 0 && (
            <ul className="flex flex-wrap gap-2" aria-label="Topics">
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
  const [, navigate] = useLocation();
  const [previewing, setPreviewing] = useState(false);
  const remove = useDeleteDraft();
  const title = draftTitle(draft);
  const excerpt = truncate(htmlToText(draft.content), LIMITS.feedPreview);
  const titleId = `draft-${draft.id}-title`;

  const handleContinue = () => {
    if (draft.type === "question") openComposer({ draft });
    else if (draft.question) navigate(`/questions/${draft.question.id}?draft=${draft.id}`);
  };
  const handleDelete = () => {
    if (!window.confirm("Delete this draft? This cannot be undone.")) return;
    remove.mutate(draft.id, {
      onSuccess: () => toast({ title: "Draft deleted", description: "The draft has been removed." }),
      onError: () => toast({ title: "Error", description: "Failed to delete the draft. Please try again.", variant: "destructive" }),
    });
  };

  return (
    <Card className="p-4 sm:p-5">
      <article className="space-y-2" aria-labelledby={titleId}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <TypeBadge type={draft.type} />
          <span className="text-xs text-muted-foreground">
            Last edited <TimeAgo date={draft.updatedAt} />
          </span>
        </div>
        <h2 id={titleId} className="text-lg font-semibold leading-snug break-words">
          {draft.type === "answer" && <span className="sr-only">Answer to: </span>}
          {title}
        </h2>
        <p className="text-sm break-words text-muted-foreground">{excerpt || "No text yet."}</p>
        <div className="flex flex-wrap gap-2 border-t pt-3">
          <Button size="sm" onClick={handleContinue} disabled={draft.type === "answer" && !draft.question}>
            <PenLine aria-hidden="true" /> Continue Editing
          </Button>
          <Button size="sm" variant="outline" onClick={() => setPreviewing(true)}>
            <Eye aria-hidden="true" /> Preview
          </Button>
          <Button size="sm" variant="ghost" className="text-destructive hover:text-destructive" onClick={handleDelete} disabled={remove.isPending}>
            <Trash2 aria-hidden="true" /> Delete
          </Button>
        </div>
      </article>
      {previewing && <DraftPreview draft={draft} open={previewing} onOpenChange={setPreviewing} />}
    </Card>
  );
}

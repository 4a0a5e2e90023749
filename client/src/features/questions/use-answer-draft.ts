import { useEffect, useRef, useState } from "react";
import { useLocation, useSearch } from "wouter";
import { toast } from "@/lib/use-toast";
import { useT } from "@/i18n";
import { ApiError } from "@/lib/api";
import { useDeleteDraft } from "./api/delete-draft";
import { useDraft } from "./api/get-drafts";
import { useSaveDraft } from "./api/save-draft";

/** The draft id in `?draft=` (Continue Editing on /drafts), or null. */
function draftParam(search: string): number | null {
  const id = Number(new URLSearchParams(search).get("draft"));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * The answer box's server draft. `/questions/{id}?draft={draftId}` fills the box with that
 * draft (through `fill`); Save draft stores the box (updating the draft it continues), and
 * posting the answer deletes the draft it came from.
 */
export function useAnswerDraft(questionId: number, fill: (content: string) => void) {
  const t = useT();
  const search = useSearch();
  const [, navigate] = useLocation();
  const requested = draftParam(search);
  const continued = useDraft(requested);
  const save = useSaveDraft();
  const remove = useDeleteDraft();
  const [draftId, setDraftId] = useState<number | null>(null);
  const filled = useRef<number | null>(null);

  useEffect(() => {
    const draft = continued.data;
    if (!draft || filled.current === draft.id || draft.type !== "answer" || draft.question?.id !== questionId) return;
    filled.current = draft.id;
    setDraftId(draft.id);
    fill(draft.content);
    document.getElementById("answer")?.scrollIntoView({ block: "center" });
  }, [continued.data, questionId, fill]);

  useEffect(() => {
    if (continued.error instanceof ApiError && continued.error.status === 404) {
      toast({ title: t("drafts.notFoundToast"), description: t("drafts.notFoundToastText"), variant: "destructive" });
    }
  }, [continued.error, t]);

  /** The box no longer continues a draft: forget it, and drop `?draft=` from the address. */
  const forget = () => {
    setDraftId(null);
    if (requested !== null) navigate(`/questions/${questionId}`, { replace: true });
  };

  return {
    /** The draft the box continues, if any. */
    draftId,
    saving: save.isPending,
    /** Saves the box as a draft; `onSaved` runs once it is stored. */
    save(content: string, onSaved: () => void) {
      save.mutate(
        { id: draftId, draft: { type: "answer", questionId, content } },
        {
          onSuccess: () => {
            forget();
            onSaved();
            toast({ title: t("drafts.savedToast"), description: t("drafts.savedToastText") });
          },
          onError: (error) =>
            toast({
              title: t("drafts.saveFailed"),
              description: error instanceof ApiError && error.serverMessage ? error.serverMessage : t("drafts.tryAgain"),
              variant: "destructive",
            }),
        },
      );
    },
    /** After the answer is posted: the draft has become the answer. */
    posted() {
      if (draftId !== null) remove.mutate(draftId);
      forget();
    },
  };
}

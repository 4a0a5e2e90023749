import { useState } from "react";
import { Loader2 } from "lucide-react";
import { LIMITS } from "@shared/limits";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { LazyRichTextEditor } from "@/components/lazy-rich-text-editor";
import { showHeldToast } from "@/lib/held-toast";
import { toast } from "@/lib/use-toast";
import { useT } from "@/i18n";
import { ApiError } from "@/lib/api";
import { cn } from "@/lib/utils";
import { useAskInSpace } from "../api/ask-in-space";

/** "Ask in this space": a title and details with the composer's limits and messages; members only. */
export function AskInSpaceForm({ spaceId, spaceName }: { spaceId: number; spaceName: string }) {
  const t = useT();
  const [title, setTitle] = useState("");
  const [content, setContent] = useState("");
  const ask = useAskInSpace(spaceId);

  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!title.trim()) {
      toast({ title: t("spaces.titleRequired"), description: t("spaces.titleRequiredText"), variant: "destructive" });
      return;
    }
    ask.mutate(
      { title, content },
      {
        onSuccess: (created) => {
          setTitle("");
          setContent("");
          if (!showHeldToast(created)) toast({ title: t("spaces.questionPosted"), description: t("spaces.questionPostedText", { name: spaceName }) });
        },
        onError: (error) =>
          toast({
            title: t("spaces.postFailed"),
            description: error instanceof ApiError && error.status < 500 && error.serverMessage ? error.serverMessage : t("spaces.tryAgain"),
            variant: "destructive",
          }),
      },
    );
  };

  const tooLong = title.length > LIMITS.questionTitle || content.length > LIMITS.questionContent;
  return (
    <Card className="p-4 sm:p-5">
      <form onSubmit={handleSubmit} className="space-y-3" aria-labelledby="ask-in-space-heading">
        <h2 id="ask-in-space-heading" className="font-semibold">
          {t("spaces.askTitle")}
        </h2>
        <div className="space-y-1.5">
          <div className="flex items-center justify-between gap-2">
            <Label htmlFor="space-question-title">{t("spaces.questionLabel")}</Label>
            <span className={cn("text-xs text-muted-foreground", title.length > LIMITS.questionTitle && "text-destructive")}>
              {t("spaces.characterCount", { count: title.length, max: LIMITS.questionTitle })}
            </span>
          </div>
          <Input
            id="space-question-title"
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            maxLength={LIMITS.questionTitle}
            placeholder={t("spaces.questionPlaceholder", { name: spaceName })}
          />
        </div>
        <div className="space-y-1.5">
          <p className="text-sm font-medium" id="space-question-details-label">
            {t("spaces.detailsLabel")}
          </p>
          <LazyRichTextEditor value={content} onChange={setContent} label={t("spaces.detailsAria")} placeholder={t("spaces.detailsPlaceholder")} />
          <p className={cn("text-end text-xs text-muted-foreground", content.length > LIMITS.questionContent && "text-destructive")}>
            {t("spaces.characterCount", { count: content.length, max: LIMITS.questionContent })}
          </p>
        </div>
        <div className="flex justify-end">
          <Button type="submit" disabled={!title.trim() || tooLong || ask.isPending}>
            {ask.isPending && <Loader2 className="animate-spin" aria-hidden="true" />} {t("spaces.postQuestion")}
          </Button>
        </div>
      </form>
    </Card>
  );
}

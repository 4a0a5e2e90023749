import { useState } from "react";
import { Loader2 } from "lucide-react";
import { LIMITS } from "@shared/limits";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { LazyRichTextEditor } from "@/features/questions/components/lazy-rich-text-editor";
import { showHeldToast } from "@/features/reports/held-toast";
import { toast } from "@/hooks/use-toast";
import { ApiError } from "@/lib/api";
import { cn } from "@/lib/utils";
import { useAskInSpace } from "../api/ask-in-space";

/** "Ask in this space": a title and details with the composer's limits and messages; members only. */
export function AskInSpaceForm({ spaceId, spaceName }: { spaceId: number; spaceName: string }) {
  const [title, setTitle] = useState("");
  const [content, setContent] = useState("");
  const ask = useAskInSpace(spaceId);

  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!title.trim()) {
      toast({ title: "Title required", description: "Please enter a title for your question.", variant: "destructive" });
      return;
    }
    ask.mutate(
      { title, content },
      {
        onSuccess: (created) => {
          setTitle("");
          setContent("");
          if (!showHeldToast(created)) toast({ title: "Question posted successfully!", description: `Your question is now live in ${spaceName}.` });
        },
        onError: (error) =>
          toast({
            title: "Failed to post question",
            description: error instanceof ApiError && error.serverMessage ? error.serverMessage : "Failed to create question",
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
          Ask in this space
        </h2>
        <div className="space-y-1.5">
          <div className="flex items-center justify-between">
            <Label htmlFor="space-question-title">Question</Label>
            <span className={cn("text-xs text-muted-foreground", title.length > LIMITS.questionTitle && "text-destructive")}>
              {title.length}/{LIMITS.questionTitle}
            </span>
          </div>
          <Input
            id="space-question-title"
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            maxLength={LIMITS.questionTitle}
            placeholder={`What do you want to ask ${spaceName}?`}
          />
        </div>
        <div className="space-y-1.5">
          <p className="text-sm font-medium" id="space-question-details-label">
            Details (optional)
          </p>
          <LazyRichTextEditor value={content} onChange={setContent} label="Question details" placeholder="Add context so members can give a good answer." />
          <p className={cn("text-right text-xs text-muted-foreground", content.length > LIMITS.questionContent && "text-destructive")}>
            {content.length}/{LIMITS.questionContent}
          </p>
        </div>
        <div className="flex justify-end">
          <Button type="submit" disabled={!title.trim() || tooLong || ask.isPending}>
            {ask.isPending && <Loader2 className="animate-spin" aria-hidden="true" />} Post Question
          </Button>
        </div>
      </form>
    </Card>
  );
}

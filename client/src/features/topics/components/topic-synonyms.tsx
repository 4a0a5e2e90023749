import { useState, type FormEvent } from "react";
import { Loader2, Plus, X } from "lucide-react";
import { LIMITS } from "@shared/limits";
import type { TopicDetail } from "@shared/topics";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { useHasPrivilege } from "@/hooks/use-privileges";
import { topicNameError } from "@/lib/topic-names";
import { toast } from "@/lib/use-toast";
import { useT } from "@/i18n";
import { useTopicSynonym } from "../api/topic-names";

/**
 * A topic's other names under its header (issue 25.5): "Also called js, ecmascript". Members with
 * the topic-synonyms privilege (and staff) add one with the small form and remove one with its ×.
 */
export function TopicSynonyms({ topic }: { topic: TopicDetail }) {
  const t = useT();
  const canEdit = useHasPrivilege("topic-synonyms");
  const change = useTopicSynonym(topic.id);
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  if (!topic.synonyms.length && !canEdit) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    setError(null);
    change.mutate(
      { name: name.trim(), add: true },
      {
        onSuccess: () => {
          setName("");
          toast({ title: t("topic.synonymAdded", { name: name.trim() }) });
        },
        onError: (failure) => setError(topicNameError(failure, t)),
      },
    );
  };
  const remove = (synonym: string) =>
    change.mutate(
      { name: synonym, add: false },
      {
        onSuccess: () => toast({ title: t("topic.synonymRemoved", { name: synonym }) }),
        onError: () => toast({ title: t("topic.nameFailed"), variant: "destructive" }),
      },
    );

  return (
    <div className="mt-3 space-y-2 text-sm">
      {topic.synonyms.length > 0 && (
        <div className="flex flex-wrap items-center gap-1.5">
          <span className="text-muted-foreground">{t("topic.synonymsLabel")}</span>
          <ul className="flex flex-wrap gap-1.5" aria-label={t("topic.synonymsLabel")}>
            {topic.synonyms.map((synonym) => (
              <li key={synonym} className="inline-flex max-w-full items-center gap-1 rounded-full border bg-muted px-2.5 py-0.5">
                <span className="break-all">{synonym}</span>
                {canEdit && (
                  <button
                    type="button"
                    className="-mr-1 rounded-full p-0.5 text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                    aria-label={t("topic.synonymRemove", { name: synonym })}
                    disabled={change.isPending}
                    onClick={() => remove(synonym)}
                  >
                    <X className="h-3.5 w-3.5" aria-hidden="true" />
                  </button>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      {canEdit && (
        <form className="flex max-w-md flex-wrap items-start gap-2" onSubmit={submit}>
          <div className="min-w-0 flex-1">
            <label htmlFor="topic-synonym" className="sr-only">
              {t("topic.synonymName")}
            </label>
            <Input
              id="topic-synonym"
              className="h-9"
              value={name}
              maxLength={LIMITS.topicName}
              placeholder={t("topic.synonymPlaceholder")}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "topic-synonym-error" : undefined}
              onChange={(event) => setName(event.target.value)}
            />
            {error && (
              <p id="topic-synonym-error" className="mt-1 text-xs text-destructive" role="alert">
                {error}
              </p>
            )}
          </div>
          <Button type="submit" size="sm" variant="outline" disabled={change.isPending || !name.trim()}>
            {change.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Plus aria-hidden="true" />}
            {t("topic.synonymAdd")}
          </Button>
        </form>
      )}
    </div>
  );
}

import { useState } from "react";
import { GitMerge } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useTopics } from "@/hooks/use-topics";
import { toast } from "@/lib/use-toast";
import { useT } from "@/i18n";
import { useMergeTopics } from "../api/merge-topics";
import { ConfirmDialog } from "./confirm-dialog";
import { selectClass } from "./select-class";

/** A labelled choice of one topic, by id ("" until one is chosen). */
function TopicSelect({ id, label, topics, value, onChange, disabled }: { id: string; label: string; topics: { id: number; name: string }[]; value: string; onChange: (id: string) => void; disabled: boolean }) {
  const t = useT();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select id={id} className={selectClass} value={value} onChange={(event) => onChange(event.target.value)} disabled={disabled}>
        <option value="">{t("admin.topicsChoose")}</option>
        {topics.map((topic) => (
          <option key={topic.id} value={topic.id}>
            {topic.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * Merge topics (issue 25.5), in the content tab: one topic's questions and followers move to
 * another, its name becomes a synonym there and its page sends readers on (301). Confirmed first:
 * a merge is not undone.
 */
export function MergeTopicsCard() {
  const t = useT();
  const topics = useTopics();
  const merge = useMergeTopics();
  const [fromId, setFromId] = useState("");
  const [intoId, setIntoId] = useState("");
  const [confirming, setConfirming] = useState(false);
  const list = topics.data ?? [];
  const from = list.find((topic) => String(topic.id) === fromId);
  const into = list.find((topic) => String(topic.id) === intoId);
  const ready = Boolean(from && into && from.id !== into.id);

  const handleMerge = () => {
    if (!from || !into) return;
    merge.mutate(
      { fromId: from.id, intoId: into.id },
      {
        onSuccess: (kept) => {
          toast({ title: t("admin.topicsMerged", { from: from.name, into: kept.name }) });
          setFromId("");
          setIntoId("");
        },
        onError: () => toast({ title: t("admin.topicsMergeFailed"), variant: "destructive" }),
        onSettled: () => setConfirming(false),
      },
    );
  };

  return (
    <Card className="p-4 sm:p-6">
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <GitMerge className="h-5 w-5" aria-hidden="true" /> {t("admin.topicsMergeTitle")}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{t("admin.topicsMergeText")}</p>
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <TopicSelect id="merge-from" label={t("admin.topicsMergeFrom")} topics={list} value={fromId} onChange={setFromId} disabled={topics.isLoading} />
        <TopicSelect id="merge-into" label={t("admin.topicsMergeInto")} topics={list.filter((topic) => String(topic.id) !== fromId)} value={intoId} onChange={setIntoId} disabled={topics.isLoading} />
        <Button variant="outline" disabled={!ready || merge.isPending} onClick={() => setConfirming(true)}>
          <GitMerge aria-hidden="true" /> {t("admin.topicsMergeButton")}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("admin.topicsMergeConfirmTitle")}
        description={from && into ? t("admin.topicsMergeConfirm", { from: from.name, into: into.name, questions: from.questionCount, followers: from.followerCount }) : ""}
        confirmLabel={t("admin.topicsMergeButton")}
        onConfirm={handleMerge}
        destructive
        pending={merge.isPending}
      />
    </Card>
  );
}

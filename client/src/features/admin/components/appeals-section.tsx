import { useState } from "react";
import { Link } from "wouter";
import { Scale } from "lucide-react";
import type { Appeal } from "@shared/appeals";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { TimeAgo } from "@/components/time-ago";
import { toast } from "@/lib/use-toast";
import { useT, type MessageId } from "@/i18n";
import { useAdminAppeals, useDecideAppeal } from "../api/appeals";
import { Dot, EmptyState, ErrorState, ListSkeleton, LoadMore, StatusToggle } from "./list-states";

const DECISIONS: Record<Appeal["decision"], MessageId> = { held: "admin.appealHeld", closed: "admin.appealClosed", removed: "admin.appealRemoved" };
const OUTCOMES: Record<Exclude<Appeal["status"], "pending">, MessageId> = { upheld: "admin.appealUpheld", overturned: "admin.appealOverturned" };
const KINDS: Record<Appeal["kind"], MessageId> = { question: "admin.typeQuestion", answer: "admin.typeAnswer", comment: "admin.typeComment" };

/** One appeal: what was decided, the author's reasons, and (pending) a note with Uphold and Overturn. */
function AppealRow({ appeal }: { appeal: Appeal }) {
  const t = useT();
  const decide = useDecideAppeal();
  const [note, setNote] = useState("");
  // Awaited rather than mutate's callbacks: the decided appeal leaves the pending list (and this
  // row unmounts) before those would run.
  const send = async (outcome: "uphold" | "overturn") => {
    try {
      await decide.mutateAsync({ id: appeal.id, outcome, note: note.trim() });
      toast({ title: t(outcome === "uphold" ? "admin.appealUpheldToast" : "admin.appealOverturnedToast") });
    } catch {
      toast({ title: t("admin.appealDecideFailed"), variant: "destructive" });
    }
  };
  const noteId = `appeal-note-${appeal.id}`;
  return (
    <li className="space-y-2 py-4">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Badge variant="outline">{t(KINDS[appeal.kind])}</Badge>
        <Badge variant="secondary">{t(DECISIONS[appeal.decision])}</Badge>
        {appeal.status !== "pending" && <Badge>{t(OUTCOMES[appeal.status])}</Badge>}
        <span className="text-muted-foreground">
          {appeal.author.name} <Dot /> <TimeAgo date={appeal.createdAt} />
        </span>
      </div>
      {appeal.questionTitle && (
        <Link href={`/questions/${appeal.questionId}`} className="block font-medium hover:underline">
          {appeal.questionTitle}
        </Link>
      )}
      {appeal.excerpt && appeal.kind !== "question" && <p className="line-clamp-2 text-sm text-muted-foreground">{appeal.excerpt}</p>}
      <blockquote className="border-s-2 ps-3 text-sm">{appeal.message}</blockquote>
      {appeal.status === "pending" ? (
        <div className="space-y-2">
          <label htmlFor={noteId} className="text-sm font-medium">
            {t("admin.appealNote")}
          </label>
          <textarea
            id={noteId}
            value={note}
            rows={2}
            maxLength={1000}
            onChange={(event) => setNote(event.target.value)}
            className="block w-full rounded-md border border-input bg-card px-3 py-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          />
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="outline" disabled={!note.trim() || decide.isPending} onClick={() => void send("uphold")}>
              {t("admin.appealUphold")}
            </Button>
            <Button size="sm" disabled={!note.trim() || decide.isPending} onClick={() => void send("overturn")}>
              {t("admin.appealOverturn")}
            </Button>
          </div>
        </div>
      ) : (
        appeal.note && <p className="text-sm text-muted-foreground">{t("admin.appealNoteShown", { note: appeal.note })}</p>
      )}
    </li>
  );
}

/** Appeals (issue 25.6), beside the reports: authors asking staff to look again at a held post or a closed question. */
export function AppealsSection() {
  const t = useT();
  const [status, setStatus] = useState<"pending" | "decided">("pending");
  const appeals = useAdminAppeals(status);
  const items = appeals.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Card className="p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <Scale className="h-5 w-5" aria-hidden="true" /> {t("admin.appeals")}
        </h2>
        <StatusToggle
          label={t("admin.whichAppeals")}
          options={[
            { value: "pending" as const, label: t("admin.appealsPending") },
            { value: "decided" as const, label: t("admin.appealsDecided") },
          ]}
          value={status}
          onChange={setStatus}
        />
      </div>
      <div className="mt-2">
        {appeals.isLoading ? (
          <ListSkeleton />
        ) : appeals.isError ? (
          <ErrorState onRetry={() => appeals.refetch()} />
        ) : items.length === 0 ? (
          <EmptyState title={status === "pending" ? t("admin.noPendingAppeals") : t("admin.noDecidedAppeals")} />
        ) : (
          <ul className="divide-y">
            {items.map((appeal) => (
              <AppealRow key={appeal.id} appeal={appeal} />
            ))}
          </ul>
        )}
        <LoadMore hasNextPage={appeals.hasNextPage} isFetchingNextPage={appeals.isFetchingNextPage} fetchNextPage={appeals.fetchNextPage} />
      </div>
    </Card>
  );
}

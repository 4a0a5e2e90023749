import { CheckCircle2, Circle, Loader2 } from "lucide-react";
import { EARNINGS_PERIOD_DAYS, STREAM_INFO, formatCents, type MonetizationStream, type StreamStatus } from "@shared/monetization";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/utils";

/** What the stream's formula counted, in words. */
function basisText(stream: MonetizationStream, basis: number): string {
  const n = basis.toLocaleString("en-US");
  switch (stream) {
    case "partner-program":
      return `${n} views of your questions in the last ${EARNINGS_PERIOD_DAYS} days`;
    case "plus-revenue-share":
      return `${n} upvotes and answers from Ponder+ members in the last ${EARNINGS_PERIOD_DAYS} days`;
    case "sponsored-content":
      return `${n} clicks on your Sponsored Content ads`;
    case "tip-jar":
      return "No tips yet: tipping opens when payments are available";
  }
}

/** One earning stream: status, estimate, what it counts, its condition and Join/Leave. */
export function StreamCard({ stream, pending, onToggle }: { stream: StreamStatus; pending: boolean; onToggle: (join: boolean) => void }) {
  const info = STREAM_INFO[stream.stream];
  const headingId = `stream-${stream.stream}`;
  const percent = stream.progress ? Math.min(100, (stream.progress.current / stream.progress.target) * 100) : 0;
  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-5" aria-labelledby={headingId} role="region">
      <div className="flex items-start justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold">
          {info.name}
        </h2>
        <Badge variant={stream.status === "active" ? "default" : "outline"} className="capitalize">
          {stream.status}
        </Badge>
      </div>
      <p className="text-sm text-muted-foreground">{info.description}</p>
      <div>
        <p className="text-2xl font-bold tabular-nums">{formatCents(stream.estimatedCents)}</p>
        <p className="text-xs text-muted-foreground">
          estimated, last {EARNINGS_PERIOD_DAYS} days{stream.status === "pending" && " (nothing is estimated while pending)"}
        </p>
      </div>
      <p className="text-sm">{basisText(stream.stream, stream.basis)}</p>
      {stream.progress && (
        <div className="space-y-1">
          <div
            role="progressbar"
            aria-label={`Progress toward the ${info.name} threshold`}
            aria-valuemin={0}
            aria-valuemax={stream.progress.target}
            aria-valuenow={Math.min(stream.progress.current, stream.progress.target)}
            className="h-2 overflow-hidden rounded-full bg-muted"
          >
            <div className="h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
          </div>
          <p className="text-xs text-muted-foreground tabular-nums">
            {stream.progress.current.toLocaleString("en-US")} / {stream.progress.target.toLocaleString("en-US")} views
          </p>
        </div>
      )}
      <p className={cn("flex items-start gap-2 text-sm", stream.eligible ? "text-foreground" : "text-muted-foreground")}>
        {stream.eligible ? (
          <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0 text-emerald-700 dark:text-emerald-400" aria-hidden="true" />
        ) : (
          <Circle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        )}
        <span>
          <span className="sr-only">{stream.eligible ? "Condition met: " : "Condition not met yet: "}</span>
          {stream.requirement}
        </span>
      </p>
      <p className="text-xs text-muted-foreground">Formula: {info.formula}.</p>
      <div className="mt-auto flex items-center justify-between gap-3 border-t pt-3">
        <span className="text-xs text-muted-foreground">
          {stream.enrolled ? `Joined ${new Date(stream.joinedAt!).toLocaleDateString()}` : "Not joined"}
        </span>
        <Button
          variant={stream.enrolled ? "outline" : "default"}
          size="sm"
          disabled={pending}
          onClick={() => onToggle(!stream.enrolled)}
          aria-label={`${stream.enrolled ? "Leave" : "Join"} ${info.name}`}
        >
          {pending && <Loader2 className="animate-spin" aria-hidden="true" />}
          {stream.enrolled ? "Leave" : "Join"}
        </Button>
      </div>
    </Card>
  );
}

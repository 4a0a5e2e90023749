import { useState } from "react";
import { DollarSign, Info } from "lucide-react";
import { DISPLAY_TEXT, EARNINGS_PERIOD_DAYS, STREAM_INFO, formatCents, type MonetizationStream } from "@shared/monetization";
import { AppShell } from "@/app/layouts/app-shell";
import { PageHeader } from "@/components/page-header";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/hooks/use-toast";
import { useMonetization } from "@/features/monetization/api/get-monetization";
import { useJoinStream } from "@/features/monetization/api/join-stream";
import { AdvertiseCard } from "@/features/monetization/components/advertise-card";
import { StreamCard } from "@/features/monetization/components/stream-card";

/** Monetization (spec 2.17): the member's earning streams, estimated from their real activity. */
export default function MonetizationPage() {
  const overview = useMonetization();
  const join = useJoinStream();
  const [pendingStream, setPendingStream] = useState<MonetizationStream | null>(null);

  const handleToggle = (stream: MonetizationStream, joining: boolean) => {
    setPendingStream(stream);
    const name = STREAM_INFO[stream].name;
    join.mutate(
      { stream, join: joining },
      {
        onSuccess: () => toast({ title: joining ? `Joined ${name}` : `Left ${name}`, description: joining ? "Your status updates as your activity grows." : undefined }),
        onError: (error) => toast({ title: "Error", description: error.message, variant: "destructive" }),
        onSettled: () => setPendingStream(null),
      },
    );
  };

  const data = overview.data;
  const active = data?.streams.filter((stream) => stream.status === "active").length ?? 0;
  return (
    <AppShell>
      <div className="space-y-6">
        <PageHeader icon={<DollarSign />} title="Monetization" subtitle="Earning streams for your questions and answers, estimated from your real activity." />

        <Card className="flex gap-3 border-primary/30 bg-accent p-4 text-sm text-accent-foreground">
          <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          <p>
            Every amount here is an <strong>estimate</strong>. Ponder has no payment provider yet, so no money is paid out or charged. The
            Partner Program opens at a threshold of {DISPLAY_TEXT.partnerThreshold}.
          </p>
        </Card>

        {overview.isLoading ? (
          <div className="grid gap-4 md:grid-cols-2" aria-busy="true" aria-label="Loading your earnings">
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} className="h-72" />
            ))}
          </div>
        ) : overview.isError || !data ? (
          <Card className="p-6 text-center text-sm text-destructive" role="alert">
            {overview.error?.message ?? "Could not load your earnings."}
          </Card>
        ) : (
          <>
            <section aria-label="Summary" className="grid gap-3 sm:grid-cols-2">
              <Card className="p-4">
                <p className="text-sm text-muted-foreground">Estimated earnings, last {EARNINGS_PERIOD_DAYS} days</p>
                <p className="mt-1 text-3xl font-bold tabular-nums">{formatCents(data.totalEstimatedCents)}</p>
              </Card>
              <Card className="p-4">
                <p className="text-sm text-muted-foreground">Active streams</p>
                <p className="mt-1 text-3xl font-bold tabular-nums">
                  {active} <span className="text-base font-normal text-muted-foreground">of {data.streams.length}</span>
                </p>
              </Card>
            </section>
            <div className="grid gap-4 md:grid-cols-2">
              {data.streams.map((stream) => (
                <StreamCard
                  key={stream.stream}
                  stream={stream}
                  pending={pendingStream === stream.stream}
                  onToggle={(joining) => handleToggle(stream.stream, joining)}
                />
              ))}
            </div>
          </>
        )}
        <AdvertiseCard />
      </div>
    </AppShell>
  );
}

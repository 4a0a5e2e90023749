import { useState } from "react";
import { DollarSign, Info } from "lucide-react";
import { EARNINGS_PERIOD_DAYS, PARTNER_THRESHOLD_VIEWS, type MonetizationStream } from "@shared/monetization";
import { AppShell } from "@/layouts/app-shell";
import { PageHeader } from "@/components/page-header";
import { StateMessage } from "@/components/state-message";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/lib/use-toast";
import { T, useFormat, useT } from "@/i18n";
import { useMonetization } from "@/features/monetization/api/get-monetization";
import { useJoinStream } from "@/features/monetization/api/join-stream";
import { AdvertiseCard } from "@/features/monetization/components/advertise-card";
import { StreamCard } from "@/features/monetization/components/stream-card";
import { STREAM_TEXT } from "@/features/monetization/stream-text";
import { useMoney } from "@/hooks/use-money";
import { useSiteSettings } from "@/hooks/use-site-settings";
import { useDocumentTitle } from "@/hooks/use-document-title";

/** Monetization (spec 2.17): the member's earning streams, estimated from their real activity. */
export default function MonetizationPage() {
  const t = useT();
  const format = useFormat();
  const money = useMoney();
  const { siteName } = useSiteSettings();
  const overview = useMonetization();
  const join = useJoinStream();
  const [pendingStream, setPendingStream] = useState<MonetizationStream | null>(null);
  useDocumentTitle(t("monetization.title"));

  const handleToggle = (stream: MonetizationStream, joining: boolean) => {
    setPendingStream(stream);
    const name = t(STREAM_TEXT[stream].name, { site: siteName });
    join.mutate(
      { stream, join: joining },
      {
        onSuccess: () =>
          toast({
            title: t(joining ? "monetization.joinedToast" : "monetization.leftToast", { name }),
            description: joining ? t("monetization.joinedToastText") : undefined,
          }),
        onError: () => toast({ title: t("monetization.toggleFailed"), description: t("monetization.tryAgain"), variant: "destructive" }),
        onSettled: () => setPendingStream(null),
      },
    );
  };

  const data = overview.data;
  const active = data?.streams.filter((stream) => stream.status === "active").length ?? 0;
  return (
    <AppShell>
      <div className="space-y-6">
        <PageHeader icon={<DollarSign />} title={t("monetization.title")} subtitle={t("monetization.subtitle")} />

        <Card className="flex gap-3 border-primary/30 bg-accent p-4 text-sm text-accent-foreground">
          <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          <p>
            <T
              id="monetization.estimatesNote"
              values={{ site: siteName, threshold: format.compact(PARTNER_THRESHOLD_VIEWS), strong: (chunks) => <strong>{chunks}</strong> }}
            />
          </p>
        </Card>

        {overview.isLoading ? (
          <div className="grid gap-4 md:grid-cols-2" role="status" aria-busy="true" aria-label={t("monetization.loading")}>
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} className="h-72" />
            ))}
          </div>
        ) : overview.isError || !data ? (
          <StateMessage kind="error" title={t("monetization.errorTitle")} description={t("monetization.errorText")} onRetry={() => void overview.refetch()} />
        ) : (
          <>
            <section aria-label={t("monetization.summary")} className="grid gap-3 sm:grid-cols-2">
              <Card className="p-4">
                <p className="text-sm text-muted-foreground">{t("monetization.totalEstimated", { days: EARNINGS_PERIOD_DAYS })}</p>
                <p className="mt-1 text-3xl font-bold tabular-nums">{money(data.totalEstimatedCents)}</p>
              </Card>
              <Card className="p-4">
                <p className="text-sm text-muted-foreground">{t("monetization.activeStreams")}</p>
                <p className="mt-1 text-3xl font-bold tabular-nums">
                  <T
                    id="monetization.activeOf"
                    values={{ active: format.number(active), total: format.number(data.streams.length), small: (chunks) => <span className="text-base font-normal text-muted-foreground">{chunks}</span> }}
                  />
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

import { useState } from "react";
import { safeReturnTo } from "@shared/return-to";
import { useLocation } from "wouter";
import { Check, LogOut } from "lucide-react";
import { useQueryClient } from "@tanstack/react-query";
import { LIMITS } from "@shared/limits";
import { displayName } from "@shared/users";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Logo } from "@/components/logo";
import { StateMessage } from "@/components/state-message";
import { toast } from "@/lib/use-toast";
import { useUser } from "@/hooks/use-user";
import { useSiteSettings } from "@/hooks/use-site-settings";
import { useTopics } from "@/hooks/use-topics";
import { followedTopicsQueryOptions, useFollowedTopics } from "@/features/topics/api/get-followed-topics";
import { followTopic } from "@/features/topics/api/follow-topic";
import { useCompleteOnboarding } from "@/features/users/api/complete-onboarding";
import { useFormat, useT } from "@/i18n";
import { LOGOUT_URL } from "@/lib/navigation";
import { cn } from "@/lib/utils";

const MIN = LIMITS.minOnboardingTopics;

/** 'One Last Step' (spec 2.13): pick at least three topics to follow; the ones already followed start picked. */
export default function OnboardingPage() {
  const t = useT();
  const format = useFormat();
  const { siteName } = useSiteSettings();
  const { user } = useUser();
  const topics = useTopics();
  const followed = useFollowedTopics();
  const complete = useCompleteOnboarding(followTopic);
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  // Null until the member picks: until then the topics they already follow are the selection.
  const [picked, setPicked] = useState<number[] | null>(null);
  const followedIds = followed.data?.map((topic) => topic.id) ?? [];
  const selected = picked ?? followedIds;
  const count = selected.length;
  const ready = count >= MIN;

  const toggle = (id: number) => setPicked(selected.includes(id) ? selected.filter((other) => other !== id) : [...selected, id]);

  const finish = async (topicIds: number[]) => {
    // A followed topic the member unticked here is unfollowed; only new ones are followed.
    const dropped = followedIds.filter((id) => !topicIds.includes(id));
    try {
      for (const id of dropped) await followTopic(id, false);
    } catch {
      toast({ title: t("onboarding.errorTitle"), description: t("onboarding.errorDescription"), variant: "destructive" });
      return;
    }
    complete.mutate(
      topicIds.filter((id) => !followedIds.includes(id)),
      {
        onSuccess: () => {
          void queryClient.invalidateQueries({ queryKey: followedTopicsQueryOptions.queryKey });
          toast({ title: t("onboarding.welcomeToast", { site: siteName }), description: t("onboarding.welcomeToastDescription") });
          // A new member who signed up from a question goes back to it (issue 12).
          navigate(safeReturnTo(new URLSearchParams(window.location.search).get("next")) ?? "/", { replace: true });
        },
        onError: () => toast({ title: t("onboarding.errorTitle"), description: t("onboarding.errorDescription"), variant: "destructive" }),
      },
    );
  };

  const handleContinue = () => {
    if (!ready) {
      toast({ title: t("onboarding.notEnoughTitle"), description: t("onboarding.notEnoughDescription", { min: MIN }), variant: "destructive" });
      return;
    }
    void finish(selected);
  };

  // 'Skip for now' keeps what the member follows, or follows the most followed topics, so the feed is not empty.
  const handleSkip = () => void finish(followedIds.length >= MIN ? followedIds : (topics.data ?? []).slice(0, MIN).map((topic) => topic.id));

  return (
    <main className="min-h-screen bg-background">
      <header className="border-b bg-card">
        <div className="mx-auto flex h-14 max-w-5xl items-center justify-between px-4">
          <Logo className="text-2xl" />
          <Button variant="ghost" size="sm" asChild>
            <a href={LOGOUT_URL}>
              <LogOut aria-hidden="true" /> {t("onboarding.signOut")}
            </a>
          </Button>
        </div>
      </header>
      <div className="mx-auto max-w-5xl px-4 py-8">
        <div className="mb-8 text-center">
          <h1 className="text-3xl font-bold">{t("onboarding.title")}</h1>
          <p className="mt-2 text-muted-foreground">
            {t("onboarding.intro", { name: user?.firstName || user?.email || displayName(user), min: MIN })}
          </p>
        </div>
        <div className="mx-auto mb-8 max-w-md">
          <div
            className="h-2 w-full overflow-hidden rounded-full bg-muted"
            role="progressbar"
            aria-label={t("onboarding.progressLabel")}
            aria-valuemin={0}
            aria-valuemax={MIN}
            aria-valuenow={Math.min(count, MIN)}
          >
            <div className="h-full bg-primary transition-all" style={{ width: `${(Math.min(count, MIN) / MIN) * 100}%` }} />
          </div>
          <p className="mt-2 text-center text-sm font-medium">{t("onboarding.selectedCount", { count, min: MIN })}</p>
          <p className="text-center text-sm text-muted-foreground" aria-live="polite">
            {ready ? t("onboarding.ready") : t("onboarding.selectMore", { count: MIN - count })}
          </p>
        </div>
        {topics.isLoading || followed.isLoading ? (
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
            {Array.from({ length: 12 }, (_, index) => (
              <Skeleton key={index} className="h-28" />
            ))}
          </div>
        ) : topics.isError ? (
          <StateMessage kind="error" title={t("onboarding.loadFailed")} description={t("onboarding.loadFailedDescription")} onRetry={() => void topics.refetch()} />
        ) : !topics.data?.length ? (
          <StateMessage kind="empty" title={t("onboarding.noTopics")} description={t("onboarding.noTopicsDescription")} />
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {topics.data.map((topic) => {
              const isSelected = selected.includes(topic.id);
              return (
                <li key={topic.id}>
                  <Card className={cn("h-full transition-colors", isSelected && "border-primary ring-2 ring-primary/30")}>
                    <button
                      type="button"
                      onClick={() => toggle(topic.id)}
                      aria-pressed={isSelected}
                      className="flex h-full w-full items-start gap-3 rounded-lg p-4 text-start cursor-pointer"
                    >
                      <span
                        className={cn(
                          "flex h-10 w-10 shrink-0 items-center justify-center rounded-md text-lg font-bold",
                          isSelected ? "bg-primary text-primary-foreground" : "bg-accent text-accent-foreground",
                        )}
                        aria-hidden="true"
                      >
                        {isSelected ? <Check className="h-5 w-5" /> : topic.name[0]}
                      </span>
                      <span className="min-w-0">
                        <span className="block break-words font-semibold">{topic.name}</span>
                        {topic.description && <span className="mt-0.5 block break-words text-sm text-muted-foreground">{topic.description}</span>}
                        <span className="mt-1 block text-xs text-muted-foreground">
                          {t("onboarding.followers", { count: topic.followerCount, formatted: format.number(topic.followerCount) })}
                        </span>
                      </span>
                    </button>
                  </Card>
                </li>
              );
            })}
          </ul>
        )}
        <div className="sticky bottom-0 mt-8 flex flex-col-reverse items-center justify-center gap-2 border-t bg-background/95 py-4 backdrop-blur sm:static sm:flex-row sm:gap-3 sm:border-0 sm:bg-transparent">
          <Button variant="ghost" onClick={handleSkip} disabled={complete.isPending || !topics.data || followed.isLoading}>
            {t("onboarding.skip")}
          </Button>
          <Button size="lg" onClick={handleContinue} disabled={!ready || complete.isPending}>
            {complete.isPending ? t("onboarding.settingUp") : t("onboarding.continue")}
          </Button>
        </div>
      </div>
    </main>
  );
}

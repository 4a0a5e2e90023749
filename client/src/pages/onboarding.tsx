import { useState } from "react";
import { safeReturnTo } from "@shared/return-to";
import { useLocation } from "wouter";
import { Check, LogOut } from "lucide-react";
import { LIMITS } from "@shared/limits";
import { displayName } from "@shared/users";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Logo } from "@/components/logo";
import { toast } from "@/hooks/use-toast";
import { useUser } from "@/features/auth/api/get-user";
import { useTopics } from "@/features/topics/api/get-topics";
import { useCompleteOnboarding } from "@/features/users/api/complete-onboarding";
import { LOGOUT_URL } from "@/lib/navigation";
import { PRODUCT_NAME } from "@/lib/site";
import { cn } from "@/lib/utils";

const MIN = LIMITS.minOnboardingTopics;

/** 'One Last Step' (spec 2.13): pick at least three topics to follow. */
export default function OnboardingPage() {
  const { user } = useUser();
  const topics = useTopics();
  const complete = useCompleteOnboarding();
  const [, navigate] = useLocation();
  const [selected, setSelected] = useState<number[]>([]);
  const count = selected.length;
  const ready = count >= MIN;

  const toggle = (id: number) =>
    setSelected((current) => (current.includes(id) ? current.filter((other) => other !== id) : [...current, id]));

  const finish = (topicIds: number[]) =>
    complete.mutate(topicIds, {
      onSuccess: () => {
        toast({ title: `Welcome to ${PRODUCT_NAME}!`, description: "Your account has been set up successfully." });
        // A new member who signed up from a question goes back to it (issue 12).
        navigate(safeReturnTo(new URLSearchParams(window.location.search).get("next")) ?? "/", { replace: true });
      },
      onError: () =>
        toast({ title: "Error", description: "Failed to complete setup. Please try again.", variant: "destructive" }),
    });

  const handleContinue = () => {
    if (!ready) {
      toast({ title: "Not enough topics", description: "Please select at least 3 topics to continue.", variant: "destructive" });
      return;
    }
    finish(selected);
  };

  // 'Skip for now' follows the most followed topics, so the feed is not empty.
  const handleSkip = () => finish((topics.data ?? []).slice(0, MIN).map((topic) => topic.id));

  return (
    <main className="min-h-screen bg-background">
      <header className="border-b bg-card">
        <div className="mx-auto flex h-14 max-w-5xl items-center justify-between px-4">
          <Logo className="text-2xl" />
          <Button variant="ghost" size="sm" asChild>
            <a href={LOGOUT_URL}>
              <LogOut /> Sign out
            </a>
          </Button>
        </div>
      </header>
      <div className="mx-auto max-w-5xl px-4 py-8">
        <div className="mb-8 text-center">
          <h1 className="text-3xl font-bold">One Last Step</h1>
          <p className="mt-2 text-muted-foreground">
            Welcome, {user?.firstName || user?.email || displayName(user)}! Choose at least {MIN} topics you are interested in to
            personalize your feed.
          </p>
        </div>
        <div className="mx-auto mb-8 max-w-md">
          <div
            className="h-2 w-full overflow-hidden rounded-full bg-muted"
            role="progressbar"
            aria-label="Topics selected"
            aria-valuemin={0}
            aria-valuemax={MIN}
            aria-valuenow={Math.min(count, MIN)}
          >
            <div className="h-full bg-primary transition-all" style={{ width: `${(Math.min(count, MIN) / MIN) * 100}%` }} />
          </div>
          <p className="mt-2 text-center text-sm font-medium">
            {count} of {MIN} topics selected
          </p>
          <p className="text-center text-sm text-muted-foreground" aria-live="polite">
            {ready ? "Great! You can continue now." : `Select ${MIN - count} more topics to continue.`}
          </p>
        </div>
        {topics.isLoading ? (
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
            {Array.from({ length: 12 }, (_, index) => (
              <Skeleton key={index} className="h-28" />
            ))}
          </div>
        ) : !topics.data?.length ? (
          <p className="py-12 text-center text-muted-foreground">No topics available. Please refresh the page and try again.</p>
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
                      className="flex h-full w-full items-start gap-3 rounded-lg p-4 text-left cursor-pointer focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
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
                        <span className="block font-semibold">{topic.name}</span>
                        {topic.description && <span className="mt-0.5 block text-sm text-muted-foreground">{topic.description}</span>}
                        <span className="mt-1 block text-xs text-muted-foreground">
                          {topic.followerCount.toLocaleString("en-US")} {topic.followerCount === 1 ? "follower" : "followers"}
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
          <Button variant="ghost" onClick={handleSkip} disabled={complete.isPending || !topics.data}>
            Skip for now
          </Button>
          <Button size="lg" onClick={handleContinue} disabled={!ready || complete.isPending}>
            {complete.isPending ? "Setting up..." : "Continue"}
          </Button>
        </div>
      </div>
    </main>
  );
}

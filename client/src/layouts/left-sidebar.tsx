import { useState } from "react";
import { Link } from "wouter";
import { Hash, MessageSquarePlus } from "lucide-react";
import { LIMITS } from "@shared/limits";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { openComposer } from "@/features/questions/composer-store";
import { useFollowedTopics } from "@/features/topics/api/get-followed-topics";
import { cn } from "@/lib/utils";
import { NavLinks, useIsActive } from "./nav-links";
import { useT } from "@/i18n";

/**
 * The left sidebar (spec 2.4): the nav links, the topics the member follows and an Ask
 * Question card. `onNavigate` closes the phone menu when a link is followed.
 */
export function LeftSidebar({ onNavigate }: { onNavigate?: () => void }) {
  const t = useT();
  return (
    <div className="space-y-6">
      <nav aria-label={t("nav.sidebarNavigation")}>
        <NavLinks vertical onNavigate={onNavigate} />
      </nav>
      <FollowedTopics onNavigate={onNavigate} />
      <AskQuestionCard onAsk={onNavigate} />
    </div>
  );
}

function FollowedTopics({ onNavigate }: { onNavigate?: () => void }) {
  const topics = useFollowedTopics();
  const [expanded, setExpanded] = useState(false);
  const isActive = useIsActive();
  const t = useT();
  const all = topics.data ?? [];
  const shown = expanded ? all : all.slice(0, LIMITS.sidebarTopics);
  return (
    <section aria-labelledby="followed-topics-heading">
      <h2 id="followed-topics-heading" className="mb-2 px-3 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
        {t("nav.topicsYouFollow")}
      </h2>
      {topics.isLoading ? (
        <div className="space-y-2 px-3" role="status" aria-busy="true" aria-label={t("nav.loadingTopics")}>
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} className="h-5" />
          ))}
        </div>
      ) : topics.isError ? (
        <p className="px-3 text-sm text-muted-foreground" role="alert">
          {t("nav.topicsFailed")}
          <button type="button" className="ms-1 cursor-pointer font-medium text-primary hover:underline" onClick={() => void topics.refetch()}>
            {t("common.retry")}
          </button>
        </p>
      ) : all.length === 0 ? (
        <p className="px-3 text-sm text-muted-foreground">{t("nav.noTopics")}</p>
      ) : (
        <>
          <ul className="space-y-0.5">
            {shown.map((topic) => (
              <li key={topic.id}>
                <Link
                  href={`/topics/${topic.id}`}
                  onClick={onNavigate}
                  aria-current={isActive(`/topics/${topic.id}`) ? "page" : undefined}
                  className={cn(
                    "flex items-center gap-2 rounded-md px-3 py-1.5 text-sm hover:bg-muted",
                    isActive(`/topics/${topic.id}`) && "bg-accent text-accent-foreground hover:bg-accent",
                  )}
                >
                  <Hash className="h-3.5 w-3.5 shrink-0 text-muted-foreground" aria-hidden="true" />
                  <span className="truncate">{topic.name}</span>
                </Link>
              </li>
            ))}
          </ul>
          {all.length > LIMITS.sidebarTopics && (
            <button
              type="button"
              onClick={() => setExpanded((value) => !value)}
              aria-expanded={expanded}
              className="mt-1 rounded-md px-3 py-1.5 text-start text-sm font-medium text-primary hover:underline cursor-pointer"
            >
              {expanded ? t("nav.showFewerTopics") : t("nav.seeAllTopics", { count: all.length })}
            </button>
          )}
        </>
      )}
    </section>
  );
}

function AskQuestionCard({ onAsk }: { onAsk?: () => void }) {
  const t = useT();
  return (
    <Card className="space-y-3 p-4">
      <div className="flex items-center gap-2">
        <MessageSquarePlus className="h-5 w-5 text-primary" aria-hidden="true" />
        <h2 className="font-semibold">{t("nav.askQuestion")}</h2>
      </div>
      <p className="text-sm text-muted-foreground">{t("nav.askPrompt")}</p>
      <Button
        className="w-full"
        onClick={() => {
          onAsk?.();
          openComposer();
        }}
      >
        {t("nav.askQuestion")}
      </Button>
    </Card>
  );
}

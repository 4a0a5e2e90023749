import { useLocation } from "wouter";
import { FileText, PenLine, Search } from "lucide-react";
import { AppShell } from "@/app/layouts/app-shell";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { useDrafts } from "@/features/drafts/api/get-drafts";
import { DraftCard } from "@/features/drafts/components/draft-card";
import { EmptyState, FeedList } from "@/features/feeds/components/feed-list";
import { openComposer } from "@/features/questions/composer-store";

/** Drafts (spec 2.17): unfinished questions and answers kept on the server, last edited first. */
export default function DraftsPage() {
  const drafts = useDrafts();
  const [, navigate] = useLocation();
  return (
    <AppShell>
      <div className="space-y-6">
        <PageHeader
          icon={<FileText />}
          title="Drafts"
          subtitle="Unfinished questions and answers, kept until you are ready"
          action={
            <Button onClick={() => openComposer()}>
              <PenLine aria-hidden="true" /> Start New Draft
            </Button>
          }
        />
        <FeedList
          query={drafts}
          label="Drafts"
          skeletons={3}
          loadMoreLabel="Load More"
          itemKey={(draft) => draft.id}
          renderItem={(draft) => <DraftCard draft={draft} />}
          empty={
            <EmptyState
              icon={<FileText />}
              title="No drafts yet"
              text="Press Save draft while asking a question or writing an answer, and finish it here whenever you like."
              action={
                <Button variant="outline" onClick={() => navigate("/")}>
                  <Search aria-hidden="true" /> Find a question to answer
                </Button>
              }
            />
          }
        />
      </div>
    </AppShell>
  );
}

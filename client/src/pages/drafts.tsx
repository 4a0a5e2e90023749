import { useLocation } from "wouter";
import { FileText, PenLine, Search } from "lucide-react";
import { AppShell } from "@/layouts/app-shell";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { useDrafts } from "@/features/questions/api/get-drafts";
import { DraftCard } from "@/features/questions/components/draft-card";
import { EmptyState, FeedList } from "@/components/feed-list";
import { openComposer } from "@/features/questions/composer-store";
import { useT } from "@/i18n";

/** Drafts (spec 2.17): unfinished questions and answers kept on the server, last edited first. */
export default function DraftsPage() {
  const t = useT();
  const drafts = useDrafts();
  const [, navigate] = useLocation();
  return (
    <AppShell>
      <div className="space-y-5">
        <PageHeader
          icon={<FileText />}
          title={t("drafts.title")}
          subtitle={t("drafts.subtitle")}
          action={
            <Button onClick={() => openComposer()}>
              <PenLine aria-hidden="true" /> {t("drafts.startNew")}
            </Button>
          }
        />
        <FeedList
          query={drafts}
          label={t("drafts.title")}
          skeletons={3}
          itemKey={(draft) => draft.id}
          renderItem={(draft) => <DraftCard draft={draft} />}
          empty={
            <EmptyState
              title={t("drafts.emptyTitle")}
              text={t("drafts.emptyText")}
              action={
                <Button variant="outline" onClick={() => navigate("/")}>
                  <Search aria-hidden="true" /> {t("drafts.findQuestion")}
                </Button>
              }
            />
          }
        />
      </div>
    </AppShell>
  );
}

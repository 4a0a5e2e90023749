import { MoreHorizontal } from "lucide-react";
import type { QuestionSummary } from "@shared/questions";
import { Button } from "@/components/ui/button";
import { OnFirstUse } from "@/components/on-first-use";
import { useT } from "@/i18n";

const loadMenu = () => import("./question-menu-open");

/**
 * The card's menu: Save for later, Not interested and Follow question (spec 2.5). A feed shows
 * one per card, so the menu itself mounts when first used (components/on-first-use.tsx).
 */
export function QuestionMenu({ question }: { question: QuestionSummary }) {
  const t = useT();
  return (
    <OnFirstUse
      load={loadMenu}
      trigger={
        <Button variant="ghost" size="icon" className="h-8 w-8" aria-label={t("question.moreActions")}>
          <MoreHorizontal />
        </Button>
      }
      props={{ question }}
    />
  );
}

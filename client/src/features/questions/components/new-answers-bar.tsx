import { useState } from "react";
import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useT } from "@/i18n";
import { useLive, type QuestionEvents } from "../use-question-events";

/**
 * "1 new answer · Show": answers that arrived while the page was open wait here instead of
 * appearing under the reader's eyes. Show fetches the answers again and brings the first new
 * one into view. Sticks below the header while the answers are on screen. A visually hidden
 * live region, always present, tells screen readers (and says whether the page is live,
 * `data-live`, for tests and tools); it is out of the flow, so no space is kept for the bar.
 */
export function NewAnswersBar({ events }: { events: QuestionEvents }) {
  const t = useT();
  const [showing, setShowing] = useState(false);
  const count = events.newAnswers;
  const live = useLive(events.live);
  const show = async () => {
    setShowing(true);
    try {
      const ids = await events.showNewAnswers();
      const first = ids.map((id) => document.getElementById(`answer-${id}`)).find(Boolean);
      first?.scrollIntoView({ behavior: "smooth", block: "start" });
    } finally {
      setShowing(false);
    }
  };
  return (
    <>
      <p className="sr-only" role="status" data-live={live ? "on" : "off"}>
        {count > 0 ? t("question.newAnswers", { count }) : null}
      </p>
      {count > 0 && (
        <div className="sticky top-16 z-30 flex justify-center" data-testid="new-answers-bar">
          <div className="inline-flex items-center gap-1.5 rounded-full border border-primary/30 bg-card py-1 ps-4 pe-1 text-sm shadow-md">
            <span className="font-medium">{t("question.newAnswers", { count })}</span>
            <span aria-hidden="true" className="text-muted-foreground">
              {/* eslint-disable-next-line formatjs/no-literal-string-in-jsx -- a separator, not words */}
              {"·"}
            </span>
            <Button size="sm" variant="ghost" className="h-8 rounded-full px-3 font-semibold text-primary" onClick={show} disabled={showing}>
              {showing && <Loader2 className="animate-spin" />} {t("question.show")}
            </Button>
          </div>
        </div>
      )}
    </>
  );
}

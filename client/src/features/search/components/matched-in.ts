import type { QuestionHit } from "@shared/search";
import type { MessageId } from "@/i18n";

/** Why a question was found (issue 26: title, details, an answer or a comment), as the results and the header's suggestions say it. */
export const MATCHED_LABELS: Record<NonNullable<QuestionHit["matchedIn"]>, MessageId> = {
  title: "search.matchedTitle",
  details: "search.matchedDetails",
  answer: "search.matchedAnswer",
  comment: "search.matchedComment",
};

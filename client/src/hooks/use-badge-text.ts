// A badge's name and rule in the reader's language (the API's are English): the ids of
// client/src/i18n's messages, and the numbers the rules name from shared/badges.ts.
import { COMMENTATOR_COMMENTS, ENLIGHTENED_SCORE, NECROMANCER_DAYS, NECROMANCER_SCORE, POST_SCORE_BADGES, isBadgeId, type BadgeId } from "@shared/badges";
import { useT, type MessageId } from "@/i18n";

const NAMES: Record<BadgeId, MessageId> = {
  student: "badges.student.name",
  teacher: "badges.teacher.name",
  scholar: "badges.scholar.name",
  supporter: "badges.supporter.name",
  critic: "badges.critic.name",
  editor: "badges.editor.name",
  commentator: "badges.commentator.name",
  autobiographer: "badges.autobiographer.name",
  "citizen-patrol": "badges.citizen-patrol.name",
  "nice-question": "badges.nice-question.name",
  "good-question": "badges.good-question.name",
  "great-question": "badges.great-question.name",
  "nice-answer": "badges.nice-answer.name",
  "good-answer": "badges.good-answer.name",
  "great-answer": "badges.great-answer.name",
  enlightened: "badges.enlightened.name",
  necromancer: "badges.necromancer.name",
  yearling: "badges.yearling.name",
};

const RULES: Record<BadgeId, MessageId> = {
  student: "badges.student.rule",
  teacher: "badges.teacher.rule",
  scholar: "badges.scholar.rule",
  supporter: "badges.supporter.rule",
  critic: "badges.critic.rule",
  editor: "badges.editor.rule",
  commentator: "badges.commentator.rule",
  autobiographer: "badges.autobiographer.rule",
  "citizen-patrol": "badges.citizen-patrol.rule",
  "nice-question": "badges.nice-question.rule",
  "good-question": "badges.good-question.rule",
  "great-question": "badges.great-question.rule",
  "nice-answer": "badges.nice-answer.rule",
  "good-answer": "badges.good-answer.rule",
  "great-answer": "badges.great-answer.rule",
  enlightened: "badges.enlightened.rule",
  necromancer: "badges.necromancer.rule",
  yearling: "badges.yearling.rule",
};

/** The numbers each rule names. */
const RULE_VALUES: Partial<Record<BadgeId, Record<string, number>>> = {
  commentator: { count: COMMENTATOR_COMMENTS },
  "nice-question": { score: POST_SCORE_BADGES.nice },
  "good-question": { score: POST_SCORE_BADGES.good },
  "great-question": { score: POST_SCORE_BADGES.great },
  "nice-answer": { score: POST_SCORE_BADGES.nice },
  "good-answer": { score: POST_SCORE_BADGES.good },
  "great-answer": { score: POST_SCORE_BADGES.great },
  enlightened: { score: ENLIGHTENED_SCORE },
  necromancer: { days: NECROMANCER_DAYS, score: NECROMANCER_SCORE },
};

/** name(id) and rule(id) in the reader's language; an unknown id (a notification's free subject) is shown as it is. */
export function useBadgeText() {
  const t = useT();
  return {
    name: (id: string | null | undefined) => (isBadgeId(id) ? t(NAMES[id]) : (id ?? "")),
    rule: (id: BadgeId) => t(RULES[id], RULE_VALUES[id] ?? {}),
  };
}

// Badges (issue 24): the one list the server awards from (server/features/badges/badge-rules.ts
// gives each its SQL), the API lists, the profile shows and the tests walk. A badge's name and
// rule here are the English the API sends; the client shows its own translation of each
// (client/src/i18n: badges.<id>.name, badges.<id>.rule).

/** Every badge's id, in the order lists show them (bronze first, then silver, then gold within a family). */
export const BADGE_IDS = [
  "student",
  "teacher",
  "scholar",
  "supporter",
  "critic",
  "editor",
  "commentator",
  "autobiographer",
  "citizen-patrol",
  "nice-question",
  "good-question",
  "great-question",
  "nice-answer",
  "good-answer",
  "great-answer",
  "enlightened",
  "necromancer",
  "yearling",
] as const;
export type BadgeId = (typeof BADGE_IDS)[number];

export const BADGE_TIERS = ["bronze", "silver", "gold"] as const;
export type BadgeTier = (typeof BADGE_TIERS)[number];

/** Scores the question and answer badges ask for. */
export const POST_SCORE_BADGES = { nice: 10, good: 25, great: 50 } as const;
/** Enlightened: an accepted answer with at least this score. */
export const ENLIGHTENED_SCORE = 10;
/** Necromancer: an answer this many days after its question, with at least this score. */
export const NECROMANCER_DAYS = 60;
export const NECROMANCER_SCORE = 5;
/** Commentator: this many published comments. */
export const COMMENTATOR_COMMENTS = 10;

export interface BadgeDefinition {
  id: BadgeId;
  /** The English name (the client shows its translation). */
  name: string;
  tier: BadgeTier;
  /** How it is earned, one sentence. */
  rule: string;
  /** Earned once per post (a question or an answer) rather than once per member. */
  perPost: boolean;
}

const badge = (id: BadgeId, name: string, tier: BadgeTier, rule: string, perPost = false): BadgeDefinition => ({ id, name, tier, rule, perPost });

/** Every badge, in BADGE_IDS order. */
export const BADGES: readonly BadgeDefinition[] = [
  badge("student", "Student", "bronze", "Asked a first question with a score of 1 or more"),
  badge("teacher", "Teacher", "bronze", "Answered a question with a score of 1 or more for the first time"),
  badge("scholar", "Scholar", "bronze", "Accepted another member's answer to your question"),
  badge("supporter", "Supporter", "bronze", "Upvoted a question or an answer for the first time"),
  badge("critic", "Critic", "bronze", "Downvoted a question or an answer for the first time"),
  badge("editor", "Editor", "bronze", "Edited a question or an answer after it was posted for the first time"),
  badge("commentator", "Commentator", "bronze", `Left ${COMMENTATOR_COMMENTS} comments`),
  badge("autobiographer", "Autobiographer", "bronze", "Completed the profile: name, picture, bio and location"),
  badge("citizen-patrol", "Citizen Patrol", "bronze", "Reported a post or a member for the first time"),
  badge("nice-question", "Nice Question", "bronze", `A question with a score of ${POST_SCORE_BADGES.nice} or more`, true),
  badge("good-question", "Good Question", "silver", `A question with a score of ${POST_SCORE_BADGES.good} or more`, true),
  badge("great-question", "Great Question", "gold", `A question with a score of ${POST_SCORE_BADGES.great} or more`, true),
  badge("nice-answer", "Nice Answer", "bronze", `An answer with a score of ${POST_SCORE_BADGES.nice} or more`, true),
  badge("good-answer", "Good Answer", "silver", `An answer with a score of ${POST_SCORE_BADGES.good} or more`, true),
  badge("great-answer", "Great Answer", "gold", `An answer with a score of ${POST_SCORE_BADGES.great} or more`, true),
  badge("enlightened", "Enlightened", "silver", `An accepted answer with a score of ${ENLIGHTENED_SCORE} or more`, true),
  badge("necromancer", "Necromancer", "silver", `An answer posted ${NECROMANCER_DAYS} days or more after its question, with a score of ${NECROMANCER_SCORE} or more`, true),
  badge("yearling", "Yearling", "silver", "A member for a year"),
];

const BY_ID = new Map(BADGES.map((item) => [item.id, item]));

/** The badge with this id, or undefined for anything else (a notification's subject is only text). */
export function badgeOf(id: string | null | undefined): BadgeDefinition | undefined {
  return id ? BY_ID.get(id as BadgeId) : undefined;
}

/** Whether a string names a badge. */
export function isBadgeId(id: string | null | undefined): id is BadgeId {
  return badgeOf(id) !== undefined;
}

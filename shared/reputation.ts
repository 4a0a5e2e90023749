// Reputation and privileges (issue 24): the one table of rules the server applies, the help
// page explains and the tests read. Nothing about reputation is decided anywhere else.

/** Why a member's reputation moved: one rule each. */
export const REPUTATION_REASONS = [
  "question-upvoted",
  "answer-upvoted",
  "answer-accepted",
  "accepted-answer",
  "post-downvoted",
  "downvoted-answer",
  "edit-approved",
] as const;
export type ReputationReason = (typeof REPUTATION_REASONS)[number];

export interface ReputationRule {
  /** Points for the member the rule names (negative: taken away). */
  points: number;
  /** Counts toward the daily cap on what votes earn. */
  capped: boolean;
  /** A vote from one member on one author beyond the serial-vote limit moves nothing. */
  serialLimited: boolean;
  /** Who gains or loses, said to members (help page, history). */
  rule: string;
}

export const REPUTATION_RULES: Record<ReputationReason, ReputationRule> = {
  "question-upvoted": { points: 10, capped: true, serialLimited: true, rule: "Your question is upvoted" },
  "answer-upvoted": { points: 10, capped: true, serialLimited: true, rule: "Your answer is upvoted" },
  "answer-accepted": { points: 15, capped: false, serialLimited: false, rule: "Your answer is accepted (not when you accept your own)" },
  "accepted-answer": { points: 2, capped: false, serialLimited: false, rule: "You accept an answer to your question (not your own answer)" },
  "post-downvoted": { points: -2, capped: false, serialLimited: true, rule: "Your question or answer is downvoted" },
  "downvoted-answer": { points: -1, capped: false, serialLimited: false, rule: "You downvote an answer" },
  "edit-approved": { points: 2, capped: false, serialLimited: false, rule: "Your suggested edit is approved" },
};

/** Everyone starts here, and nobody goes below it. */
export const REPUTATION_START = 1;
/** The most votes can earn a member in one UTC day; acceptances and approved edits are outside it. */
export const DAILY_VOTE_CAP = 200;
/** One member's votes on one author beyond this many within the window earn or cost the author nothing. */
export const SERIAL_VOTE_LIMIT = 5;
export const SERIAL_VOTE_WINDOW_HOURS = 24;

/** Why a change was taken back. */
export const REVERSAL_REASONS = ["vote-withdrawn", "vote-changed", "acceptance-moved", "post-deleted", "voter-deleted"] as const;
export type ReversalReason = (typeof REVERSAL_REASONS)[number];

export const PRIVILEGE_IDS = [
  "vote-up",
  "comment-everywhere",
  "vote-down",
  "create-topics",
  "review",
  "close-votes",
  "edit-freely",
  "topic-synonyms",
] as const;
export type PrivilegeId = (typeof PRIVILEGE_IDS)[number];

export const PRIVILEGE_PRESETS = ["new-community", "established"] as const;
export type PrivilegePreset = (typeof PRIVILEGE_PRESETS)[number];
export const DEFAULT_PRIVILEGE_PRESET: PrivilegePreset = "new-community";

export interface PrivilegeDefinition {
  /** The thresholds of each preset. */
  presets: Record<PrivilegePreset, number>;
  /** What it lets a member do. */
  description: string;
  /** The reason a control shows while the member lacks it ("Downvoting needs 50 reputation"). */
  action: string;
}

export const PRIVILEGES: Record<PrivilegeId, PrivilegeDefinition> = {
  "vote-up": { presets: { "new-community": 1, established: 15 }, description: "Upvote questions, answers and comments", action: "Upvoting" },
  "comment-everywhere": {
    presets: { "new-community": 1, established: 50 },
    description: "Comment on any post (your own posts and answers to your questions always)",
    action: "Commenting here",
  },
  "vote-down": { presets: { "new-community": 50, established: 125 }, description: "Downvote questions and answers", action: "Downvoting" },
  "create-topics": { presets: { "new-community": 100, established: 1500 }, description: "Create new topics", action: "Creating topics" },
  review: { presets: { "new-community": 200, established: 500 }, description: "Work in the review queues", action: "Reviewing" },
  "close-votes": { presets: { "new-community": 500, established: 3000 }, description: "Vote to close and reopen questions", action: "Voting to close" },
  "edit-freely": {
    presets: { "new-community": 1000, established: 2000 },
    description: "Edit any question or answer without review",
    action: "Editing without review",
  },
  "topic-synonyms": { presets: { "new-community": 1500, established: 2500 }, description: "Add and remove topic synonyms", action: "Topic synonyms" },
};

/** The most a threshold may be set to; anything above is a typo, not a policy. */
export const MAX_PRIVILEGE_THRESHOLD = 1_000_000;

export type PrivilegeThresholds = Record<PrivilegeId, number>;

/** The thresholds in force: the preset's, with an admin's own numbers over them. */
export function privilegeThresholds(preset: PrivilegePreset, overrides: Partial<Record<string, number>> = {}): PrivilegeThresholds {
  const result = {} as PrivilegeThresholds;
  for (const id of PRIVILEGE_IDS) {
    const own = overrides[id];
    result[id] = typeof own === "number" && Number.isInteger(own) && own >= REPUTATION_START ? own : PRIVILEGES[id].presets[preset];
  }
  return result;
}

/** "Downvoting needs 50 reputation; you have 12". */
export function privilegeReason(id: PrivilegeId, required: number, reputation: number): string {
  return `${PRIVILEGES[id].action} needs ${required} reputation; you have ${reputation}`;
}

/** The privileges a member gains moving from one total to another (none when it falls). */
export function privilegesGained(thresholds: PrivilegeThresholds, before: number, after: number): PrivilegeId[] {
  return PRIVILEGE_IDS.filter((id) => before < thresholds[id] && after >= thresholds[id]);
}

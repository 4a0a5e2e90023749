import type { VoteValue } from "@shared/questions";

// Questions and answers count votes alike: one rule for how a changed vote moves the counters.

/** How the up and down counters move when a vote goes from `before` to `after`. */
export function voteCounterChange(before: VoteValue, after: VoteValue): { up: number; down: number } {
  return { up: Number(after === 1) - Number(before === 1), down: Number(after === -1) - Number(before === -1) };
}

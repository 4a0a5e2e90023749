import { z } from "zod";

// Close and reopen votes (issue 25, point 1): members with the close-votes privilege close a
// question together, and reopen it together; moderators still close at once.

/** Votes that close (or reopen) a question unless an admin sets another number. */
export const DEFAULT_CLOSE_VOTES_NEEDED = 3;
/** The most an admin may ask for. */
export const MAX_CLOSE_VOTES_NEEDED = 10;
/** Open votes expire this many days after the last one of their kind on the question. */
export const CLOSE_VOTE_EXPIRY_DAYS = 14;

export const closeVoteKinds = ["close", "reopen"] as const;
export type CloseVoteKind = (typeof closeVoteKinds)[number];

/** Where a question's close (or reopen) votes stand: how many are open, how many close it, and whether the viewer cast one. */
export const closeVoteTallySchema = z.object({
  count: z.number().int(),
  needed: z.number().int(),
  voted: z.boolean(),
});
export type CloseVoteTally = z.infer<typeof closeVoteTallySchema>;

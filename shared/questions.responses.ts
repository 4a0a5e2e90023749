import { z } from "zod";
import { answerAbilitiesSchema, commentAbilitiesSchema, questionAbilitiesSchema } from "./abilities";
import { closeReasons } from "./close-reasons";
import { closeVoteTallySchema } from "./close-votes";
import { dateTimeSchema, pageSchema } from "./responses";

// What the question, answer, comment and following routes send. The client imports only the
// types (shared/questions.ts), so no page loads zod for these.

/** A member as shown beside content. Deleted accounts show as null. */
export const authorSummarySchema = z.object({
  /** The member's id. */
  id: z.string(),
  /** First name, if given. */
  firstName: z.string().nullable(),
  /** Last name, if given. */
  lastName: z.string().nullable(),
  /** Always null: emails are never shown beside content (kept for displayName's signature). */
  email: z.null(),
  /** Avatar URL, if any. */
  profileImageUrl: z.string().nullable(),
  /** Job line, if given. */
  employment: z.string().nullable(),
  /** Reputation (issue 24): at least 1. */
  reputation: z.number().int(),
});

/** A vote: 1 up, -1 down, 0 none. */
export const voteValueSchema = z.union([z.literal(-1), z.literal(0), z.literal(1)]);

/** A member's vote on a comment: 1 upvoted, 0 not (comments have no downvotes). */
export const commentVoteValueSchema = z.union([z.literal(0), z.literal(1)]);

/** A topic as a chip: id and name. */
export const topicChipSchema = z.object({ id: z.number(), name: z.string() });

/** Present (true) only while auto-moderation holds a post for review; only its author and staff see it. */
const heldSchema = z.boolean().optional();

/** The last edit after posting (revisions, docs/decisions/024-revisions.md). */
const editedSchema = {
  /** When the post was last edited after posting; null if never. */
  editedAt: dateTimeSchema.nullable(),
  /** Who made that edit; null if never edited or their account is gone. */
  editedBy: authorSummarySchema.nullable(),
};

/** A question in a list (spec section 3's Question). */
export const questionSummarySchema = z.object({
  /** The question's id. */
  id: z.number(),
  /** Its title. */
  title: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  /** When it was asked. */
  createdAt: dateTimeSchema,
  /** Who asked; null for a deleted account. */
  author: authorSummarySchema.nullable(),
  /** Its topics. */
  topics: z.array(topicChipSchema),
  /** Views counted so far. */
  viewCount: z.number(),
  /** Published answers. */
  answerCount: z.number(),
  /** Upvotes. */
  upvoteCount: z.number(),
  /** Downvotes. */
  downvoteCount: z.number(),
  /**
   * The answer to show with it: the accepted one while it is pinned (see acceptedAnswerId),
   * else the best (highest score, ties to the earliest); null when none. `accepted` marks the
   * accepted answer.
   */
  topAnswer: z
    .object({ id: z.number(), content: z.string(), upvoteCount: z.number(), commentCount: z.number(), createdAt: dateTimeSchema, accepted: z.boolean() })
    .nullable(),
  /** The best answer's author. */
  topAnswerAuthor: authorSummarySchema.nullable(),
  /** The signed-in member's vote on the question (0 when signed out). */
  myVote: voteValueSchema,
  /** Whether the signed-in member follows the question. */
  isFollowing: z.boolean(),
  /** Whether the signed-in member follows the question's author (topic page's Follow button). */
  followsAuthor: z.boolean(),
  /** Whether the signed-in member saved the question for later (false when signed out). */
  bookmarked: z.boolean(),
  /** For You only: why this question is shown, e.g. "You follow Physics". */
  reason: z.string().optional(),
  /** Held for review (author and staff only). */
  held: heldSchema,
  /** Why staff closed it (the card's Closed or Duplicate badge); null while open. */
  closedReason: z.enum(closeReasons).nullable(),
  /** Present (true) only while it waits in the staging ground (issue 25.4): its author, reviewers and staff see it. */
  staged: z.boolean().optional(),
  /** What the viewer may do with it. */
  abilities: questionAbilitiesSchema,
});

/** A question named by another: a duplicate's original, an original's duplicates. */
export const linkedQuestionSchema = z.object({ id: z.number(), title: z.string() });

/** A closed question's state: why, when, by whom, and for a duplicate its original. */
export const closedStateSchema = z.object({
  /** Why it was closed. */
  reason: z.enum(closeReasons),
  /** When. */
  closedAt: dateTimeSchema,
  /** The moderator or admin who closed it, or the member whose vote closed it; null once their account is gone. */
  closedBy: authorSummarySchema.nullable(),
  /** The members whose votes closed it, in the order they voted (issue 25); empty when staff closed it. */
  voters: z.array(authorSummarySchema),
  /** For a duplicate: the original (absent when it is gone or not public). */
  duplicateOf: linkedQuestionSchema.optional(),
});

/** Where a staged question stands (issue 25.4; shared/staging.ts): waiting for reviewers, or for its author's changes. */
export const stagingStates = ["waiting", "changes-requested"] as const;
/** The steps of a staged question's thread. */
export const stagingEventKinds = ["comment", "changes-requested", "resubmitted", "published"] as const;

/** A staged question's standing and thread (issue 25.4; shared/staging.ts), for its author, reviewers and staff. */
export const stagingSchema = z.object({
  state: z.enum(stagingStates),
  /** When it was staged or last resubmitted. */
  submittedAt: dateTimeSchema,
  /** When it is published unless a reviewer acts first; null while the author's changes are awaited. */
  publishesAt: dateTimeSchema.nullable(),
  events: z.array(
    z.object({
      id: z.number(),
      kind: z.enum(stagingEventKinds),
      /** Null: the 72-hour clock, or a member since deleted. */
      actor: authorSummarySchema.nullable(),
      body: z.string().nullable(),
      createdAt: dateTimeSchema,
    }),
  ),
  /** What this viewer may do: review (publish, ask for changes), comment, resubmit (the author, once changes were asked). */
  can: z.object({ review: z.boolean(), comment: z.boolean(), resubmit: z.boolean() }),
});

/** The question page's question. */
export const questionDetailSchema = questionSummarySchema.extend({
  /** When it was last edited. */
  updatedAt: dateTimeSchema,
  /** Published comments on the question itself. */
  commentCount: z.number(),
  ...editedSchema,
  /** The answer its asker accepted; null when none. */
  acceptedAnswerId: z.number().nullable(),
  /** Closed by staff (no new answers), or null while open. */
  closed: closedStateSchema.nullable(),
  /** Published questions closed as duplicates of this one ("Linked questions"), oldest first. */
  duplicates: z.array(linkedQuestionSchema),
  /** Members' open votes to close it (issue 25): how many, how many close it, whether the viewer voted. */
  closeVotes: closeVoteTallySchema,
  /** Likewise to reopen it once closed. */
  reopenVotes: closeVoteTallySchema,
  /** While it is staged (issue 25.4): where it stands and its guidance thread. */
  staging: stagingSchema.optional(),
});

/** What a post's author is told when auto-moderation holds it (201 with `held: true`). */
const heldReceiptSchema = { message: z.string().optional() };

/** POST /api/questions (and a space's): the question as the page shows it, plus the hold notice. */
export const askedQuestionSchema = questionDetailSchema.extend(heldReceiptSchema);

/** An answer on the question page. */
export const answerItemSchema = z.object({
  /** The answer's id. */
  id: z.number(),
  /** The question it answers. */
  questionId: z.number(),
  /** Sanitised HTML. */
  content: z.string(),
  /** Who wrote it; null for a deleted account. */
  author: authorSummarySchema.nullable(),
  /** Upvotes. */
  upvoteCount: z.number(),
  /** Downvotes. */
  downvoteCount: z.number(),
  /** Published comments. */
  commentCount: z.number(),
  /** When it was written. */
  createdAt: dateTimeSchema,
  /** When it was last edited. */
  updatedAt: dateTimeSchema,
  ...editedSchema,
  /** The signed-in member's vote. */
  myVote: voteValueSchema,
  /** Whether the signed-in member saved the answer for later (false when signed out). */
  bookmarked: z.boolean(),
  /** Whether the question's asker accepted this answer. */
  accepted: z.boolean(),
  /** Held for review (author and staff only). */
  held: heldSchema,
  /** What the viewer may do with it. */
  abilities: answerAbilitiesSchema,
});

/** POST /api/questions/{id}/answers: the answer, plus the hold notice. */
export const postedAnswerSchema = answerItemSchema.extend(heldReceiptSchema);

/** A comment on a question or on one of its answers. */
export const commentItemSchema = z.object({
  /** The comment's id. */
  id: z.number(),
  /** The question it is on (itself, or through its answer). */
  questionId: z.number(),
  /** The answer it is on; null for a comment on the question itself. */
  answerId: z.number().nullable(),
  /** Sanitised HTML. */
  content: z.string(),
  /** Who wrote it; null for a deleted account. */
  author: authorSummarySchema.nullable(),
  /** When it was written. */
  createdAt: dateTimeSchema,
  /** When it was last edited. */
  updatedAt: dateTimeSchema,
  /** Upvotes (comments have no downvotes). */
  upvoteCount: z.number(),
  /** Whether the viewer upvoted it: 1 or 0. */
  myVote: commentVoteValueSchema,
  /** Held for review (author and staff only). */
  held: heldSchema,
  /** What the viewer may do with it. */
  abilities: commentAbilitiesSchema,
});

/** POST /api/answers/{id}/comments and /api/questions/{id}/comments: the comment, plus the hold notice. */
export const postedCommentSchema = commentItemSchema.extend(heldReceiptSchema);

/** One item of /following: a question asked or an answer written by someone followed. */
export const followingActivitySchema = z.object({
  /** What happened. */
  type: z.enum(["question", "answer"]),
  /** When. */
  createdAt: dateTimeSchema,
  /** Who did it. */
  actor: authorSummarySchema.nullable(),
  /** The question asked, or the one answered. */
  question: questionSummarySchema,
  /** For answers: the answer itself. */
  answer: answerItemSchema.nullable(),
});

/** Result of voting. */
export const voteResultSchema = z.object({
  /** Upvotes after the vote. */
  upvoteCount: z.number(),
  /** Downvotes after the vote. */
  downvoteCount: z.number(),
  /** The member's vote now. */
  myVote: voteValueSchema,
});

/** Result of POST /api/comments/{id}/vote. */
export const commentVoteResultSchema = z.object({
  /** Upvotes after the vote. */
  upvoteCount: z.number(),
  /** The member's vote now: 1 upvoted, 0 not. */
  myVote: commentVoteValueSchema,
});

/** A similar existing question, for the duplicate check. */
export const similarQuestionSchema = z.object({
  /** Its id. */
  id: z.number(),
  /** Its title. */
  title: z.string(),
  /** How many answers it has. */
  answerCount: z.number(),
  /** Whether it is closed (it takes no new answers): lists mark it. */
  closed: z.boolean(),
});

/** GET /api/questions/{id}/related: up to five questions like this one, most related first. */
export const relatedQuestionsSchema = z.object({
  /** Related questions: id, title and answer count. */
  items: z.array(similarQuestionSchema),
});

/** AI Help's answer: suggestions computed from the draft. */
export const assistResultSchema = z.object({
  /** What to improve. */
  suggestions: z.array(z.string()),
  /** What is already good. */
  goodAspects: z.array(z.string()),
  /** Questions that look alike. */
  similar: z.array(similarQuestionSchema),
  /** Topics that fit the draft. */
  suggestedTopics: z.array(topicChipSchema),
});

/** Pages of the lists above. */
export const questionPageSchema = pageSchema(questionSummarySchema);
export const answerPageSchema = pageSchema(answerItemSchema);
export const commentPageSchema = pageSchema(commentItemSchema);
export const followingPageSchema = pageSchema(followingActivitySchema);

/** GET /api/questions/trending: a page of questions, and on the first page the period's count. */
export const trendingPageSchema = questionPageSchema.extend({
  /**
   * Questions in the period (the banner's count), counted up to LIMITS.trendingCount + 1: a
   * figure above the cap means "more than the cap". Null on later pages.
   */
  total: z.number().nullable(),
});

/** POST /api/questions/{id}/views: whether this view was counted (once per viewer per hour). */
export const viewCountedSchema = z.object({ counted: z.boolean() });

/** Following a question, on or off. */
export const questionFollowSchema = z.object({ following: z.boolean() });

/** Hiding a question from For You, on or off. */
export const questionHiddenSchema = z.object({ hidden: z.boolean() });

/** POST and DELETE /api/answers/{id}/accept: the question's accepted answer now (null when none). */
export const acceptanceSchema = z.object({ questionId: z.number(), acceptedAnswerId: z.number().nullable() });

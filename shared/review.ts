import { z } from "zod";
import { LIMITS } from "./limits";
import { authorSummarySchema } from "./questions.responses";
import { dateTimeSchema } from "./responses";
import { labelText } from "./text";

// Review queues (issue 25, point 3; decision 063): tasks members with the right privilege work
// one at a time. Each queue has its own actions; a task leaves its queue after
// TASK_LOOKS_OK_NEEDED "looks ok" answers (or the queue's like: leave open, leave closed) or
// one decisive action, and nobody reviews their own post or the same task twice.

/** Every queue, in the order the review page lists them. */
export const REVIEW_QUEUES = ["staging-ground", "first-questions", "first-answers", "late-answers", "suggested-edits", "close-votes", "reopen-votes", "reports"] as const;
export type ReviewQueue = (typeof REVIEW_QUEUES)[number];
/** The queues kept in review_tasks (suggested edits have their own table, reports come from the reports table). */
export const TASK_QUEUES = ["first-questions", "first-answers", "late-answers", "close-votes", "reopen-votes"] as const;
export type TaskQueue = (typeof TASK_QUEUES)[number];

/** An answer is late when its question is this old; late answers of members under LATE_ANSWER_REPUTATION are reviewed. */
export const LATE_ANSWER_DAYS = 30;
export const LATE_ANSWER_REPUTATION = 50;
/** "Looks ok" answers (or leave open / leave closed) that take a task out of its queue. */
export const TASK_LOOKS_OK_NEEDED = 2;
/** Counts of waiting tasks stop here (the page shows "1000"): counting a large backlog exactly costs a scan per queue. */
export const REVIEW_COUNT_CAP = 1000;
/** The most tasks GET /api/review/{queue} hands out at once. */
export const REVIEW_TASK_PAGE = 10;

/**
 * The actions of each task queue. `looks-ok`, `leave-open` and `leave-closed` count towards
 * TASK_LOOKS_OK_NEEDED; `edit`, `comment` and `report` are decisive and need the reviewer to
 * have done it first (an edit or suggested edit, a comment, a report on the post since the task
 * began); `close` and `reopen` record the reviewer's own close or reopen vote, and the task ends
 * when the question closes or reopens; `skip` only hides the task from this reviewer.
 */
export const QUEUE_ACTIONS = {
  "first-questions": ["looks-ok", "edit", "comment", "report", "skip"],
  "first-answers": ["looks-ok", "edit", "comment", "report", "skip"],
  "late-answers": ["looks-ok", "edit", "comment", "report", "skip"],
  "close-votes": ["close", "leave-open", "skip"],
  "reopen-votes": ["reopen", "leave-closed", "skip"],
} as const satisfies Record<TaskQueue, readonly string[]>;
export const REVIEW_ACTIONS = ["looks-ok", "edit", "comment", "report", "skip", "close", "leave-open", "reopen", "leave-closed"] as const;
export type ReviewAction = (typeof REVIEW_ACTIONS)[number];
/** Actions that count towards leaving the queue as fine. */
export const LOOKS_OK_ACTIONS: readonly ReviewAction[] = ["looks-ok", "leave-open", "leave-closed"];
/** Actions that end the task at once. */
export const DECISIVE_ACTIONS: readonly ReviewAction[] = ["edit", "comment", "report"];

/** Body of POST /api/review/{queue}/{taskId}. For suggested edits the actions are approve, reject (comment is the reason) and skip. */
export const reviewTaskActionSchema = z.object({
  action: z.enum([...REVIEW_ACTIONS, "approve", "reject"], { error: "Choose one of the queue's actions" }),
  comment: labelText("comment must be text").max(LIMITS.editSummary, `The comment must be at most ${LIMITS.editSummary} characters`).optional(),
});
export type ReviewTaskActionInput = z.infer<typeof reviewTaskActionSchema>;

export const reviewQueueParamSchema = z.object({
  queue: z.enum(REVIEW_QUEUES, { error: "No such review queue" }),
});
export const reviewTaskParamSchema = z.object({
  queue: z.enum(REVIEW_QUEUES, { error: "No such review queue" }),
  taskId: z.coerce.number({ error: "taskId must be a number" }).int("taskId must be a whole number").min(1, "taskId must be positive").max(2_147_483_647, "taskId is too large"),
});

/** GET /api/review: the queues the viewer may work, with the tasks waiting for them in each. */
export const reviewQueuesSchema = z.object({
  queues: z.array(z.object({ queue: z.enum(REVIEW_QUEUES), pending: z.number() })),
});
export type ReviewQueues = z.input<typeof reviewQueuesSchema>;

/** One task as the review page shows it: the post (a question, or an answer under its question) and the reviews so far. */
export const reviewTaskSchema = z.object({
  id: z.number(),
  queue: z.enum(TASK_QUEUES),
  createdAt: dateTimeSchema,
  question: z.object({
    id: z.number(),
    title: z.string(),
    /** Sanitised HTML, as the question page shows it. */
    content: z.string(),
    author: authorSummarySchema.nullable(),
    createdAt: dateTimeSchema,
    closedReason: z.string().nullable(),
  }),
  answer: z
    .object({
      id: z.number(),
      content: z.string(),
      author: authorSummarySchema.nullable(),
      createdAt: dateTimeSchema,
    })
    .nullable(),
  actions: z.array(z.enum(REVIEW_ACTIONS)),
  /** Looks-ok answers so far (of TASK_LOOKS_OK_NEEDED). */
  looksOk: z.number(),
});
export type ReviewTask = z.input<typeof reviewTaskSchema>;

/** GET /api/review/{queue} for a task queue: the next tasks (oldest first) and how many wait for the viewer. */
export const reviewTaskPageSchema = z.object({
  items: z.array(reviewTaskSchema),
  pending: z.number(),
});
export type ReviewTaskPage = z.input<typeof reviewTaskPageSchema>;

/** What POST /api/review/{queue}/{taskId} did: the task's state after the review. */
export const reviewTaskReviewedSchema = z.object({
  id: z.number(),
  state: z.enum(["pending", "completed"]),
  outcome: z.string().nullable(),
});
export type ReviewTaskReviewed = z.input<typeof reviewTaskReviewedSchema>;

/** GET /api/questions/{id}/reviews (staff): every review of the question and its answers, newest first. */
export const postReviewHistorySchema = z.object({
  items: z.array(
    z.object({
      queue: z.enum(REVIEW_QUEUES),
      taskId: z.number(),
      answerId: z.number().nullable(),
      reviewer: authorSummarySchema.nullable(),
      action: z.string(),
      comment: z.string().nullable(),
      createdAt: dateTimeSchema,
    }),
  ),
});
export type PostReviewHistory = z.input<typeof postReviewHistorySchema>;

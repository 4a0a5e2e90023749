import { z } from "zod";
import { LIMITS } from "./limits";
import { visibleText } from "./text";
import type * as responses from "./questions.responses";
import type * as stagingResponses from "./staging.responses";

// The staging ground (issue 25, point 4; decision 067): with the admin setting `stagingGround`
// on, a member's first question waits, seen only by its author, reviewers and staff, until a
// reviewer publishes it (or STAGING_PUBLISH_HOURS pass with nobody reviewing it). Reviewers leave
// private guidance and may ask for changes; the author edits and resubmits.

/** A staged question nobody reviewed in this many hours after it was (re)submitted is published. */
export const STAGING_PUBLISH_HOURS = 72;

/** What the asker of a staged question is told (201 with `staging`). */
export const STAGED_RECEIPT = "Your question is in the staging ground: reviewers help new askers before everyone sees a first question";

/** Where a staged question stands: waiting for reviewers, or for its author's changes. */
export type StagingState = (typeof responses.stagingStates)[number];
/** The steps of a staged question's thread. */
export type StagingEventKind = (typeof responses.stagingEventKinds)[number];

const stagingText = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(LIMITS.stagingComment, `Keep it to ${LIMITS.stagingComment} characters`)
    .check(visibleText(required));

/** Body of POST /api/questions/{id}/staging/comments: guidance from a reviewer, or the author's reply. */
export const stagingCommentSchema = z.object({ body: stagingText("Write a comment") });
export type StagingCommentInput = z.input<typeof stagingCommentSchema>;

/** Body of POST /api/questions/{id}/staging/request-changes: what the author should change. */
export const stagingChangesSchema = z.object({ body: stagingText("Say what the author should change") });
export type StagingChangesInput = z.input<typeof stagingChangesSchema>;

/** A staged question's standing and thread (GET /api/questions/{id}, for those who see it). */
export type Staging = z.input<typeof responses.stagingSchema>;
/** GET /api/review/staging-ground. */
export type StagingQueue = z.input<typeof stagingResponses.stagingQueueSchema>;
/** What a staging step did. */
export type StagingStep = z.input<typeof stagingResponses.stagingStepSchema>;

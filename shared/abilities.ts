import { z } from "zod";

// What the viewer may do with one question, answer or comment, decided by the server's policy
// layer (server/policy/abilities.ts) and sent with each item. The client shows a control only
// when its ability is true and never re-derives a role or authorship rule of its own.

/**
 * The actions on a question: edit and delete (author, staff), vote (not the author, published
 * only), answer (not while closed), comment, follow, hide, bookmark, report (not the author), accept
 * one of its answers (the asker), close and reopen (staff), vote to close or reopen (members),
 * suggest an edit (another member, on a published post: issue 25; with edit-freely it applies at once).
 */
export const questionActions = ["edit", "suggestEdit", "delete", "vote", "answer", "comment", "follow", "hide", "bookmark", "report", "accept", "close", "reopen", "closeVote", "reopenVote"] as const;
/** The actions on an answer. */
export const answerActions = ["edit", "suggestEdit", "delete", "vote", "comment", "bookmark", "report"] as const;
/** The actions on a comment: vote is an upvote (not the author, published only). */
export const commentActions = ["edit", "delete", "vote", "report"] as const;

/** The actions on a member's profile: edit it (its owner), follow and report the member (anyone else signed in). */
export const memberActions = ["edit", "follow", "report"] as const;

/** Any action the policy decides on content. */
export type ContentAction = (typeof questionActions)[number] | (typeof answerActions)[number] | (typeof commentActions)[number];

const flags = <const A extends readonly string[]>(actions: A) =>
  z.object(Object.fromEntries(actions.map((action) => [action, z.boolean()])) as { [K in A[number]]: z.ZodBoolean });

/** Whether the viewer may do each question action. */
export const questionAbilitiesSchema = flags(questionActions);
/** Whether the viewer may do each answer action. */
export const answerAbilitiesSchema = flags(answerActions);
/** Whether the viewer may do each comment action. */
export const commentAbilitiesSchema = flags(commentActions);
/** Whether the viewer may do each action on a member's profile. */
export const memberAbilitiesSchema = flags(memberActions);

export type QuestionAbilities = z.infer<typeof questionAbilitiesSchema>;
export type AnswerAbilities = z.infer<typeof answerAbilitiesSchema>;
export type CommentAbilities = z.infer<typeof commentAbilitiesSchema>;
export type MemberAbilities = z.infer<typeof memberAbilitiesSchema>;

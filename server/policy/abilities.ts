import {
  answerActions,
  commentActions,
  questionActions,
  type AnswerAbilities,
  type CommentAbilities,
  type ContentAction,
  type MemberAbilities,
  type QuestionAbilities,
} from "@shared/abilities";
import { ERROR_IDS } from "@shared/errors";
import { AppError, forbidden } from "../errors";
import { isStaff } from "./staff";
import { canEditProfile, canFollow } from "./profiles";
import { isPublic, type AnswerState, type CommentState, type ContentState, type QuestionState, type Viewer } from "./visibility";

/**
 * What a viewer may do with content they can see (visibility.ts decides that first: a
 * route loads the row through a loadVisible* loader, then calls `authorize`). The same rules
 * give every item its `abilities`, so the client never repeats them.
 */

type Kind = "question" | "answer" | "comment";
type StateOf<K extends Kind> = K extends "question" ? QuestionState : K extends "answer" ? AnswerState : CommentState;

/** Why an action is refused, said to the member as it is. */
const REFUSALS: Record<ContentAction, Record<Kind, string> | string> = {
  edit: { question: "You can only edit your own questions", answer: "You can only edit your own answers", comment: "You can only edit your own comments" },
  suggestEdit: "You cannot suggest an edit to this post",
  delete: {
    question: "You can only delete your own questions",
    answer: "You can only delete your own answers",
    comment: "You can only delete your own comments",
  },
  vote: { question: "You cannot vote on your own question", answer: "You cannot vote on your own answer", comment: "You cannot vote on your own comment" },
  answer: "You cannot answer this question",
  comment: "Comments go on questions and answers",
  follow: "You cannot follow this question",
  hide: "You cannot hide this question",
  bookmark: "You cannot save this post",
  report: "You cannot report your own post",
  accept: "Only the person who asked the question can accept an answer",
  close: "Only moderators can close questions",
  reopen: "Only moderators can reopen questions",
  closeVote: "You cannot vote to close this question",
  reopenVote: "You cannot vote to reopen this question",
};

/** Said when someone answers a closed question (error id question_closed). */
export const QUESTION_CLOSED = "This question is closed and no longer takes answers";

/** Said when someone who can see a staged question tries to answer or comment on it (guidance has its own thread). */
export const STAGED_QUESTION = "This question is in the staging ground: answers and comments open once it is published";

/** Said when someone who can see a held post tries to vote on it. */
const HELD_VOTE = "Held posts cannot be voted on until a moderator publishes them";

const owns = (viewer: NonNullable<Viewer>, content: ContentState) => content.authorId !== null && content.authorId === viewer.id;

/**
 * Whether the viewer may do this action on content they can see; null when allowed, else the
 * message of the refusal. Every rule about authorship and roles on content lives here.
 */
function refusal<K extends Kind>(viewer: Viewer, action: ContentAction, kind: K, content: StateOf<K>): string | null {
  const message = () => {
    const text = REFUSALS[action];
    return typeof text === "string" ? text : text[kind];
  };
  if (!viewer) return "Authentication required";
  switch (action) {
    case "edit":
    case "delete":
      return owns(viewer, content) || isStaff(viewer) ? null : message();
    // Another member's edit of a published question or answer (issue 25): a suggested edit,
    // or a direct one with the edit-freely privilege (the route checks it). The author and staff edit.
    case "suggestEdit":
      if (kind === "comment" || owns(viewer, content) || isStaff(viewer)) return message();
      return isPublic(content) ? null : "Only published posts take suggested edits";
    case "vote":
      if (owns(viewer, content)) return message();
      // Votes move counters and notify: they wait until everyone can see the post.
      return isPublic(content) ? null : HELD_VOTE;
    case "report":
      return owns(viewer, content) ? message() : null;
    case "answer":
      if (kind !== "question") return message();
      if (content.status === "staged") return STAGED_QUESTION;
      return (content as QuestionState).closedReason ? QUESTION_CLOSED : null;
    case "accept":
      return kind === "question" && owns(viewer, content) ? null : message();
    case "close":
      if (kind !== "question" || !isStaff(viewer)) return message();
      return (content as QuestionState).closedReason ? "This question is already closed" : null;
    case "reopen":
      if (kind !== "question" || !isStaff(viewer)) return message();
      return (content as QuestionState).closedReason ? null : "This question is not closed";
    // Members vote to close and reopen (issue 25; the close-votes privilege is checked by the
    // route; staff have it, though they also close and reopen at once). Only what everyone can
    // see is voted on.
    case "closeVote":
      if (kind !== "question") return message();
      if (!isPublic(content)) return HELD_VOTE;
      return (content as QuestionState).closedReason ? "This question is already closed" : null;
    case "reopenVote":
      if (kind !== "question") return message();
      if (!isPublic(content)) return HELD_VOTE;
      return (content as QuestionState).closedReason ? null : "This question is not closed";
    case "comment":
      if (kind === "comment") return message();
      return content.status === "staged" ? STAGED_QUESTION : null;
    case "follow":
    case "hide":
      return kind === "question" ? null : message();
    case "bookmark":
      return kind === "comment" ? message() : null;
  }
}

/** Whether the viewer may do this action on content they can see. */
export function allows<K extends Kind>(viewer: Viewer, action: ContentAction, kind: K, content: StateOf<K>): boolean {
  return refusal(viewer, action, kind, content) === null;
}

/** Throws a 403 with a clear message unless the viewer may do this action on content they can see. */
export function authorize<K extends Kind>(viewer: Viewer, action: ContentAction, kind: K, content: StateOf<K>): void {
  const refused = refusal(viewer, action, kind, content);
  if (refused === QUESTION_CLOSED) throw new AppError(403, ERROR_IDS.questionClosed, refused);
  if (refused) throw forbidden(refused);
}

const flagsOf = <A extends readonly ContentAction[], K extends Kind>(actions: A, viewer: Viewer, kind: K, content: StateOf<K>) =>
  Object.fromEntries(actions.map((action) => [action, refusal(viewer, action, kind, content) === null])) as { [Key in A[number]]: boolean };

/** The viewer's abilities on a question they can see. */
export function questionAbilities(viewer: Viewer, question: QuestionState): QuestionAbilities {
  return flagsOf(questionActions, viewer, "question", question);
}

/** The viewer's abilities on an answer they can see. */
export function answerAbilities(viewer: Viewer, answer: AnswerState): AnswerAbilities {
  return flagsOf(answerActions, viewer, "answer", answer);
}

/** The viewer's abilities on a comment they can see. */
export function commentAbilities(viewer: Viewer, comment: CommentState): CommentAbilities {
  return flagsOf(commentActions, viewer, "comment", comment);
}

/** The viewer's abilities on a member's profile (the rules themselves live in users.policy.ts). */
export function memberAbilities(viewer: Viewer, member: { id: string }): MemberAbilities {
  const other = viewer !== null && canFollow(viewer, member.id);
  return { edit: canEditProfile(viewer, member.id), follow: other, report: other };
}

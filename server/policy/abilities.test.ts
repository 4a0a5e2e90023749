import { describe, expect, it } from "vitest";
import { answerAbilities, authorize, commentAbilities, memberAbilities, questionAbilities } from "./abilities";
import { canSeeAnswer, canSeeComment, canSeeQuestion, type Viewer } from "./visibility";

const author: Viewer = { id: "author", role: "user" };
const other: Viewer = { id: "other", role: "user" };
const moderator: Viewer = { id: "moderator", role: "moderator" };
const admin: Viewer = { id: "admin", role: "admin" };

const published = { authorId: "author", status: "published" as const };
const held = { authorId: "author", status: "held" as const };

describe("the content policy", () => {
  it("shows held content, and anything under it, to its author and staff only", () => {
    for (const [viewer, sees] of [
      [null, false],
      [other, false],
      [author, true],
      [moderator, true],
      [admin, true],
    ] as const) {
      expect(canSeeQuestion(viewer, held)).toBe(sees);
      expect(canSeeAnswer(viewer, { ...published, question: held })).toBe(sees);
      expect(canSeeComment(viewer, { ...published, answer: held, question: published })).toBe(sees);
      expect(canSeeQuestion(viewer, published)).toBe(true);
    }
  });

  it("gives each viewer the abilities the routes enforce", () => {
    expect(questionAbilities(null, published)).toEqual({
      edit: false,
      suggestEdit: false,
      delete: false,
      vote: false,
      answer: false,
      comment: false,
      follow: false,
      hide: false,
      bookmark: false,
      report: false,
      accept: false,
      close: false,
      reopen: false,
      closeVote: false,
      reopenVote: false,
    });
    expect(questionAbilities(author, published)).toMatchObject({ edit: true, delete: true, vote: false, answer: true, report: false });
    expect(questionAbilities(other, published)).toMatchObject({ edit: false, suggestEdit: true, delete: false, vote: true, answer: true, report: true });
    // Suggested edits (issue 25): another member's, on published posts only; the author and staff edit.
    expect(questionAbilities(author, published).suggestEdit).toBe(false);
    expect(questionAbilities(moderator, published).suggestEdit).toBe(false);
    expect(questionAbilities(other, held).suggestEdit).toBe(false);
    expect(answerAbilities(other, { ...published, question: held }).suggestEdit).toBe(false);
    expect(questionAbilities(moderator, published)).toMatchObject({ edit: true, delete: true, vote: true, report: true });
    // Held: nobody votes until it is published, staff included.
    expect(questionAbilities(moderator, held)).toMatchObject({ edit: true, delete: true, vote: false, answer: true });
    expect(answerAbilities(other, { ...published, authorId: "x", question: published })).toMatchObject({ vote: true, comment: true, bookmark: true });
    expect(answerAbilities(admin, { ...published, question: held }).vote).toBe(false);
    expect(commentAbilities(other, { ...published, answer: published, question: published })).toEqual({ edit: false, delete: false, vote: true, report: true });
    // A comment's upvote: not its author's, and not while it (or what it is on) is held.
    expect(commentAbilities(author, { ...published, answer: null, question: published })).toMatchObject({ edit: true, vote: false });
    expect(commentAbilities(moderator, { ...held, answer: null, question: published }).vote).toBe(false);
    expect(commentAbilities(other, { ...published, answer: held, question: published }).vote).toBe(false);
    expect(commentAbilities(null, { ...published, answer: null, question: published }).vote).toBe(false);
    // Accepting is the asker's; closing and reopening are staff's; a closed question takes no answers.
    expect(questionAbilities(author, published)).toMatchObject({ accept: true, close: false, reopen: false });
    expect(questionAbilities(other, published)).toMatchObject({ accept: false, close: false });
    expect(questionAbilities(moderator, published)).toMatchObject({ accept: false, close: true, reopen: false });
    const closed = { ...published, closedReason: "off-topic" };
    expect(questionAbilities(admin, closed)).toMatchObject({ answer: false, close: false, reopen: true });
    expect(questionAbilities(author, closed)).toMatchObject({ answer: false, accept: true });
    expect(memberAbilities(author, { id: "author" })).toEqual({ edit: true, follow: false, report: false });
    expect(memberAbilities(other, { id: "author" })).toEqual({ edit: false, follow: true, report: true });
  });

  it("refuses with a 403 and a message that says why", () => {
    expect(() => authorize(other, "edit", "question", published)).toThrow("You can only edit your own questions");
    expect(() => authorize(author, "vote", "answer", { ...published, question: published })).toThrow("You cannot vote on your own answer");
    expect(() => authorize(moderator, "vote", "question", held)).toThrow("Held posts cannot be voted on until a moderator publishes them");
    expect(() => authorize(other, "answer", "question", { ...published, closedReason: "duplicate" })).toThrow(
      expect.objectContaining({ statusCode: 403, id: "question_closed" }),
    );
    try {
      authorize(author, "report", "comment", { ...published, answer: published, question: published });
      expect.unreachable();
    } catch (error) {
      expect(error).toMatchObject({ statusCode: 403, message: "You cannot report your own post" });
    }
  });
});

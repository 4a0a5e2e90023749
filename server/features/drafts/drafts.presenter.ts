import type { Draft } from "@shared/drafts";
import type { drafts } from "../../db/schema/library";
import { canSeeQuestion } from "../../policy/visibility";
import type { users } from "../../db/schema/users";

// How a member sees their drafts. Pure: drafts.queries.ts loads the rows.

type DraftRow = typeof drafts.$inferSelect;
/** The signed-in member whose drafts these are (their role decides what held questions they see). */
export type Owner = Pick<typeof users.$inferSelect, "id" | "role">;

/** A draft as loaded: its own columns and, for answer drafts, what the owner may see of the question. */
export interface JoinedRow {
  draft: DraftRow;
  questionTitle: string | null;
  questionStatus: "published" | "held" | "staged" | null;
  questionAuthorId: string | null;
}

/** A draft as its owner sees it. */
export function presentDraft(row: JoinedRow, owner: Owner): Draft {
  const { draft } = row;
  const questionVisible =
    draft.questionId !== null &&
    row.questionStatus !== null &&
    canSeeQuestion(owner, { authorId: row.questionAuthorId, status: row.questionStatus });
  return {
    id: draft.id,
    type: draft.type,
    title: draft.title,
    content: draft.content,
    topicIds: draft.topicIds,
    question: questionVisible ? { id: draft.questionId!, title: row.questionTitle ?? "" } : null,
    createdAt: draft.createdAt.toISOString(),
    updatedAt: draft.updatedAt.toISOString(),
  };
}

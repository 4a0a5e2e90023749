import { and, count, desc, eq } from "drizzle-orm";
import type { Draft } from "@shared/drafts";
import { LIMITS } from "@shared/limits";
import type { Page } from "@shared/questions";
import type { Db } from "../../db/client";
import { questions } from "../../db/schema/content";
import { drafts } from "../../db/schema/library";
import { users } from "../../db/schema/users";
import { afterDateCursor, dateKeyset, pageOf } from "../../lib/keyset";
import { presentDraft, type Owner } from "./drafts.presenter";

type DraftRow = typeof drafts.$inferSelect;
export type { Owner };

/** The draft's own columns and, for answer drafts, what the owner may see of the question. */
const draftColumns = {
  draft: drafts,
  questionTitle: questions.title,
  questionStatus: questions.status,
  questionAuthorId: questions.authorId,
};

const joined = (db: Db) => db.select(draftColumns).from(drafts).leftJoin(questions, eq(questions.id, drafts.questionId));

/** The owner's drafts, last edited first; keyset on (updated_at, id): drafts_user_updated_idx. */
export async function listDrafts(db: Db, owner: Owner, options: { cursor?: string; limit: number }): Promise<Page<Draft>> {
  const rows = await joined(db)
    .where(and(eq(drafts.userId, owner.id), afterDateCursor(drafts.updatedAt, drafts.id, options.cursor)))
    .orderBy(desc(drafts.updatedAt), desc(drafts.id))
    .limit(options.limit + 1);
  const page = pageOf(rows, options.limit, (last) => dateKeyset.encode(last.draft.updatedAt, last.draft.id));
  return { items: page.items.map((row) => presentDraft(row, owner)), nextCursor: page.nextCursor };
}

/** One of the owner's drafts; null when it does not exist or is someone else's. */
export async function findDraft(db: Db, owner: Owner, id: number): Promise<Draft | null> {
  const [row] = await joined(db)
    .where(and(eq(drafts.id, id), eq(drafts.userId, owner.id)))
    .limit(1);
  return row ? presentDraft(row, owner) : null;
}

/** The stored row of one of the owner's drafts (for merging an update), or null. */
export async function findDraftRow(db: Db, ownerId: string, id: number): Promise<DraftRow | null> {
  const [row] = await db
    .select()
    .from(drafts)
    .where(and(eq(drafts.id, id), eq(drafts.userId, ownerId)))
    .limit(1);
  return row ?? null;
}

export interface DraftValues {
  type: DraftRow["type"];
  title: string;
  content: string;
  topicIds: number[];
  questionId: number | null;
}

/**
 * Stores a new draft, unless the owner already keeps LIMITS.drafts of them (null then).
 * The owner's row is locked while counting, so two saves at once cannot pass the cap.
 */
export async function createDraft(db: Db, owner: Owner, values: DraftValues): Promise<Draft | null> {
  const id = await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, owner.id)).for("update");
    const [kept] = await tx.select({ n: count() }).from(drafts).where(eq(drafts.userId, owner.id));
    if ((kept?.n ?? 0) >= LIMITS.drafts) return null;
    const [row] = await tx
      .insert(drafts)
      .values({ userId: owner.id, ...values })
      .returning({ id: drafts.id });
    return row!.id;
  });
  return id === null ? null : findDraft(db, owner, id);
}

/** Changes an owner's draft and marks it edited now. */
export async function updateDraft(
  db: Db,
  owner: Owner,
  id: number,
  values: Partial<Pick<DraftValues, "title" | "content" | "topicIds">>,
): Promise<Draft | null> {
  await db
    .update(drafts)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(drafts.id, id), eq(drafts.userId, owner.id)));
  return findDraft(db, owner, id);
}

/** Deletes an owner's draft; false when there was none. */
export async function deleteDraft(db: Db, ownerId: string, id: number): Promise<boolean> {
  const deleted = await db
    .delete(drafts)
    .where(and(eq(drafts.id, id), eq(drafts.userId, ownerId)))
    .returning({ id: drafts.id });
  return deleted.length > 0;
}

import { and, desc, eq } from "drizzle-orm";
import type { Page, QuestionSummary } from "@shared/questions";
import type { Space } from "@shared/spaces";
import { loadSpaceData } from "../../content/spaces";
import { presentSpace } from "../../content/space.presenter";
import { questionSummaryPage } from "../../content/question-summaries";
import type { Db } from "../../db/client";
import { questions } from "../../db/schema/content";
import { spaceMembers, spaces } from "../../db/schema/spaces";
import { afterDateCursor, dateKeyset } from "../../lib/keyset";
import { EVERYONE, visibleQuestions, type Viewer } from "../../policy/visibility";

/** Whether a space with this id exists. */
export async function spaceExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: spaces.id }).from(spaces).where(eq(spaces.id, id)).limit(1);
  return row !== undefined;
}

/** Whether the member belongs to the space (the right to post in it). */
export async function isSpaceMember(db: Db, userId: string, spaceId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: spaceMembers.spaceId })
    .from(spaceMembers)
    .where(and(eq(spaceMembers.userId, userId), eq(spaceMembers.spaceId, spaceId)))
    .limit(1);
  return row !== undefined;
}

export async function findSpace(db: Db, id: number, viewerId: string | null): Promise<Space | null> {
  const [row] = await db.select().from(spaces).where(eq(spaces.id, id)).limit(1);
  if (!row) return null;
  return presentSpace(row, await loadSpaceData(db, [row], viewerId));
}

/**
 * Creates a space and makes its creator its first member, in one transaction. Returns null
 * when the name is taken, whatever its case (the unique index on lower(name) decides, so two
 * members racing for a name cannot both win).
 */
export async function createSpace(db: Db, creatorId: string, input: { name: string; description: string }): Promise<Space | null> {
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(spaces)
      .values({ name: input.name, description: input.description, creatorId, memberCount: 1 })
      .onConflictDoNothing()
      .returning();
    if (!created) return null;
    await tx.insert(spaceMembers).values({ userId: creatorId, spaceId: created.id });
    return created;
  });
  if (!row) return null;
  return presentSpace(row, await loadSpaceData(db, [row], creatorId));
}

/** A space's posts: its published questions, newest first (keyset on questions_space_idx). */
export async function listSpaceQuestions(db: Db, spaceId: number, options: { cursor?: string; limit: number; viewer: Viewer }): Promise<Page<QuestionSummary>> {
  const rows = await db
    .select()
    .from(questions)
    .where(and(eq(questions.spaceId, spaceId), visibleQuestions(EVERYONE), afterDateCursor(questions.createdAt, questions.id, options.cursor)))
    .orderBy(desc(questions.createdAt), desc(questions.id))
    .limit(options.limit + 1);
  return questionSummaryPage(db, rows, options, (last) => dateKeyset.encode(last.createdAt, last.id));
}

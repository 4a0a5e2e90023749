import { and, desc, eq, ilike, inArray, lt, notExists, or, sql, type SQL } from "drizzle-orm";
import type { Page } from "@shared/questions";
import type { Space, SpaceMembership, SpaceTab } from "@shared/spaces";
import type { Db } from "../../db/client";
import { spaceMembers, spaces } from "../../db/schema/spaces";
import { decodeCursor, decodeKeyCursor, encodeCursor, encodeKeyCursor } from "../questions/cursors";
import { loadAuthors, presentAuthor } from "../questions/questions.queries";

type SpaceRow = typeof spaces.$inferSelect;

/** `%text%` for ILIKE, with the pattern characters escaped. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Adds creators (one query) and the viewer's memberships (one query) to space rows. */
async function presentSpaces(db: Db, rows: SpaceRow[], viewerId: string | null): Promise<Space[]> {
  if (!rows.length) return [];
  const ids = rows.map((row) => row.id);
  const [authors, mine] = await Promise.all([
    loadAuthors(db, rows.map((row) => row.creatorId)),
    viewerId
      ? db
          .select({ spaceId: spaceMembers.spaceId })
          .from(spaceMembers)
          .where(and(eq(spaceMembers.userId, viewerId), inArray(spaceMembers.spaceId, ids)))
      : Promise.resolve([]),
  ]);
  const joined = new Set(mine.map((row) => row.spaceId));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    memberCount: row.memberCount,
    postCount: row.postCount,
    rating: row.rating,
    createdAt: row.createdAt.toISOString(),
    creator: presentAuthor(row.creatorId ? authors.get(row.creatorId) : undefined),
    isMember: joined.has(row.id),
  }));
}

/**
 * One page of spaces. All and Joined: newest first, keyset on (created_at, id).
 * Recommended: spaces the viewer has not joined, most members first, keyset on
 * (member_count, id). `q` matches name or description, ignoring case.
 */
export async function listSpaces(
  db: Db,
  options: { tab: SpaceTab; q: string; cursor?: string; limit: number; viewerId: string | null },
): Promise<Page<Space>> {
  const { tab, q, cursor, limit, viewerId } = options;
  const conditions: (SQL | undefined)[] = [];
  if (q) conditions.push(or(ilike(spaces.name, containing(q)), ilike(spaces.description, containing(q))));
  const byMembers = tab === "recommended";
  if (cursor) {
    if (byMembers) {
      const position = decodeKeyCursor<number>(cursor, "number");
      conditions.push(or(lt(spaces.memberCount, position.value), and(eq(spaces.memberCount, position.value), lt(spaces.id, position.id))));
    } else {
      const position = decodeCursor(cursor);
      conditions.push(or(lt(spaces.createdAt, position.createdAt), and(eq(spaces.createdAt, position.createdAt), lt(spaces.id, position.id))));
    }
  }
  const notJoined = (userId: string) =>
    notExists(
      db
        .select({ one: sql`1` })
        .from(spaceMembers)
        .where(and(eq(spaceMembers.spaceId, spaces.id), eq(spaceMembers.userId, userId))),
    );
  if (tab === "recommended" && viewerId) conditions.push(notJoined(viewerId));
  const order = byMembers ? [desc(spaces.memberCount), desc(spaces.id)] : [desc(spaces.createdAt), desc(spaces.id)];
  const rows =
    tab === "joined" && viewerId
      ? (
          await db
            .select({ space: spaces })
            .from(spaces)
            .innerJoin(spaceMembers, and(eq(spaceMembers.spaceId, spaces.id), eq(spaceMembers.userId, viewerId)))
            .where(and(...conditions))
            .orderBy(...order)
            .limit(limit + 1)
        ).map((row) => row.space)
      : await db
          .select()
          .from(spaces)
          .where(and(...conditions))
          .orderBy(...order)
          .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: await presentSpaces(db, page, viewerId),
    nextCursor:
      rows.length > limit && last
        ? byMembers
          ? encodeKeyCursor(last.memberCount, last.id)
          : encodeCursor(last.createdAt, last.id)
        : null,
  };
}

export async function findSpace(db: Db, id: number, viewerId: string | null): Promise<Space | null> {
  const [row] = await db.select().from(spaces).where(eq(spaces.id, id)).limit(1);
  if (!row) return null;
  return (await presentSpaces(db, [row], viewerId))[0]!;
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
  return (await presentSpaces(db, [row], creatorId))[0]!;
}

/**
 * Joins or leaves; idempotent. The member counter moves in the same transaction, and only
 * when a membership was really added or removed. Null when the space does not exist.
 */
export function setSpaceMembership(db: Db, userId: string, spaceId: number, join: boolean): Promise<SpaceMembership | null> {
  return db.transaction(async (tx) => {
    const [space] = await tx.select({ id: spaces.id }).from(spaces).where(eq(spaces.id, spaceId)).for("update").limit(1);
    if (!space) return null;
    const changed = join
      ? await tx.insert(spaceMembers).values({ userId, spaceId }).onConflictDoNothing().returning({ id: spaceMembers.spaceId })
      : await tx
          .delete(spaceMembers)
          .where(and(eq(spaceMembers.userId, userId), eq(spaceMembers.spaceId, spaceId)))
          .returning({ id: spaceMembers.spaceId });
    const delta = changed.length ? (join ? 1 : -1) : 0;
    const [row] = await tx
      .update(spaces)
      .set({ memberCount: sql`greatest(${spaces.memberCount} + ${delta}, 0)` })
      .where(eq(spaces.id, spaceId))
      .returning({ memberCount: spaces.memberCount });
    return { isMember: join, memberCount: row?.memberCount ?? 0 };
  });
}

import { and, desc, eq, exists, ilike, inArray, ne, not, or, sql, type SQL } from "drizzle-orm";
import type { Page } from "@shared/questions";
import type { Space, SpaceMembership, SpaceSort, SpaceTab } from "@shared/spaces";
import type { Db } from "../db/client";
import { topicFollows } from "../db/schema/content";
import { spaceMembers, spaces } from "../db/schema/spaces";
import { dateKeyset, key, keyset, pageOf, type Keyset } from "../lib/keyset";
import { loadAuthors } from "./authors";
import { presentSpace, type SpaceData } from "./space.presenter";

// The spaces directory (its list, search match, and the data space.presenter.ts shows) and
// memberships: the spaces feature, search's spaces tab and account deletion all go through
// this module.

type SpaceRow = typeof spaces.$inferSelect;

/** `%text%` for ILIKE, with the pattern characters escaped. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A space matches a query when its name or description contains it, ignoring case. */
export function spaceMatches(q: string): SQL {
  return or(ilike(spaces.name, containing(q)), ilike(spaces.description, containing(q)))!;
}

/** What spaces show beyond their rows: creators (one query) and the viewer's memberships (one query). */
export async function loadSpaceData(db: Db, rows: SpaceRow[], viewerId: string | null): Promise<SpaceData> {
  if (!rows.length) return { creators: new Map(), joined: new Set() };
  const ids = rows.map((row) => row.id);
  const [creators, mine] = await Promise.all([
    loadAuthors(db, rows.map((row) => row.creatorId)),
    viewerId
      ? db
          .select({ spaceId: spaceMembers.spaceId })
          .from(spaceMembers)
          .where(and(eq(spaceMembers.userId, viewerId), inArray(spaceMembers.spaceId, ids)))
      : Promise.resolve([]),
  ]);
  return { creators, joined: new Set(mine.map((row) => row.spaceId)) };
}

/** The space row with its sort value, as the list query returns it. */
type RankedRow = { space: SpaceRow; key: number | Date };

/** Counters (int4) and the recommended rank (a bigint, see affinityOrdering), each with the space id. */
const countKeyset = keyset(key.int(), key.id);
const rankKeyset = keyset(key.int(0, Number.MAX_SAFE_INTEGER), key.id);

/**
 * How a list is ordered: an expression, descending, with the row id as tie-break, and the
 * keyset its cursors are written with.
 */
interface Ordering {
  key: SQL;
  keyset: Keyset<[Date | number, number]>;
  /** The SQL type a cursor's value is compared as. */
  type: "timestamptz" | "integer" | "bigint";
}

interface ColumnOrdering extends Ordering {
  /** The sort value of a row, for the next page's cursor. */
  read: (row: SpaceRow) => number | Date;
}

const orderings: Record<SpaceSort, ColumnOrdering> = {
  newest: { key: sql`${spaces.createdAt}`, keyset: dateKeyset, type: "timestamptz", read: (row) => row.createdAt },
  members: { key: sql`${spaces.memberCount}`, keyset: countKeyset, type: "integer", read: (row) => row.memberCount },
  posts: { key: sql`${spaces.postCount}`, keyset: countKeyset, type: "integer", read: (row) => row.postCount },
};

/** Keyset condition: rows after the cursor's (key, id) in (key desc, id desc) order. */
function after(ordering: Ordering, cursor: string | undefined): SQL | undefined {
  if (!cursor) return undefined;
  const [last, id] = ordering.keyset.decode(cursor);
  const value = sql`${last instanceof Date ? last.toISOString() : last}::${sql.raw(ordering.type)}`;
  return sql`(${ordering.key} < ${value} or (${ordering.key} = ${value} and ${spaces.id} < ${id}))`;
}

/**
 * Recommended for a member: the spaces they have not joined, ranked by affinity, then by
 * popularity. Affinity is how many of the space's members follow at least one topic the viewer
 * follows: people with the viewer's interests gathered there, so the space is likely to be
 * about them too. Spaces with no such member fall back to most members first. Both go into
 * one sort value, affinity * 2^31 + member_count (member_count is an int4, so the two never
 * mix), which keeps the keyset cursor a single number.
 */
function affinityOrdering(db: Db, viewerId: string) {
  const mine = db.select({ topicId: topicFollows.topicId }).from(topicFollows).where(eq(topicFollows.userId, viewerId));
  const kin = db
    .selectDistinct({ userId: topicFollows.userId })
    .from(topicFollows)
    .where(and(inArray(topicFollows.topicId, mine), ne(topicFollows.userId, viewerId)));
  const affinity = db.$with("affinity").as(
    db
      .select({ spaceId: spaceMembers.spaceId, members: sql<number>`count(*)`.as("members") })
      .from(spaceMembers)
      .where(inArray(spaceMembers.userId, kin))
      .groupBy(spaceMembers.spaceId),
  );
  const ordering: Ordering = {
    key: sql`(coalesce(${affinity.members}, 0)::bigint * 2147483648 + ${spaces.memberCount})`,
    keyset: rankKeyset,
    type: "bigint",
  };
  return { affinity, ordering };
}

/**
 * One page of spaces. All and Joined are ordered by `sort`: newest (keyset on created_at, id),
 * most members or most posts (keyset on the counter, id). Recommended: for a member, the spaces
 * they have not joined by affinity then members (see affinityOrdering); for a visitor, every
 * space by members. `q` matches name or description, ignoring case.
 */
export async function listSpaces(
  db: Db,
  options: { tab: SpaceTab; sort: SpaceSort; q: string; cursor?: string; limit: number; viewerId: string | null },
): Promise<Page<Space>> {
  const { tab, q, cursor, limit, viewerId } = options;
  const conditions: (SQL | undefined)[] = [];
  if (q) conditions.push(spaceMatches(q));
  const member = (userId: string) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(spaceMembers)
        .where(and(eq(spaceMembers.spaceId, spaces.id), eq(spaceMembers.userId, userId))),
    );

  let rows: RankedRow[];
  let ordering: Ordering;
  if (tab === "recommended" && viewerId) {
    const ranked = affinityOrdering(db, viewerId);
    ordering = ranked.ordering;
    rows = await db
      .with(ranked.affinity)
      .select({ space: spaces, key: sql<string>`${ordering.key}`.mapWith(Number) })
      .from(spaces)
      .leftJoin(ranked.affinity, eq(ranked.affinity.spaceId, spaces.id))
      .where(and(...conditions, not(member(viewerId)), after(ordering, cursor)))
      .orderBy(desc(ordering.key), desc(spaces.id))
      .limit(limit + 1);
  } else {
    const byColumn = orderings[tab === "recommended" ? "members" : options.sort];
    ordering = byColumn;
    if (tab === "joined" && viewerId) conditions.push(member(viewerId));
    const found = await db
      .select()
      .from(spaces)
      .where(and(...conditions, after(ordering, cursor)))
      .orderBy(desc(ordering.key), desc(spaces.id))
      .limit(limit + 1);
    rows = found.map((row) => ({ space: row, key: byColumn.read(row) }));
  }
  const page = pageOf(rows, limit, (last) => ordering.keyset.encode(last.key, last.space.id));
  const found = page.items.map((row) => row.space);
  const data = await loadSpaceData(db, found, viewerId);
  return { items: found.map((row) => presentSpace(row, data)), nextCursor: page.nextCursor };
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

import type { Space } from "@shared/spaces";
import type { spaces } from "../db/schema/spaces";
import { presentAuthorOf, type AuthorRow } from "./author.presenter";

// How a space is shown in the directory, on its page and in search. Pure: spaces.ts loads
// what it reads.

type SpaceRow = typeof spaces.$inferSelect;

/** What spaces show beyond their rows: their creators, and which the viewer has joined. */
export interface SpaceData {
  creators: ReadonlyMap<string, AuthorRow>;
  joined: ReadonlySet<number>;
}

/** One space as the viewer sees it. */
export function presentSpace(row: SpaceRow, data: SpaceData): Space {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    memberCount: row.memberCount,
    postCount: row.postCount,
    rating: row.rating,
    createdAt: row.createdAt.toISOString(),
    creator: presentAuthorOf(data.creators, row.creatorId),
    isMember: data.joined.has(row.id),
  };
}

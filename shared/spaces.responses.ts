import { z } from "zod";
import { authorSummarySchema } from "./questions.responses";
import { dateTimeSchema, pageSchema } from "./responses";

// What the space routes send; the client imports only the types (shared/spaces.ts).

/** A space as the API returns it (spec section 3's Space). */
export const spaceSchema = z.object({
  /** The space's id. */
  id: z.number(),
  /** Its name. */
  name: z.string(),
  /** What it is about. */
  description: z.string(),
  /** Members who joined. */
  memberCount: z.number(),
  /** Published questions asked in the space. */
  postCount: z.number(),
  /** Average rating, or null until the space is rated. */
  rating: z.number().nullable(),
  /** When it was made. */
  createdAt: dateTimeSchema,
  /** Null once the creator's account is deleted. */
  creator: authorSummarySchema.nullable(),
  /** Whether the signed-in member belongs to the space (false for visitors). */
  isMember: z.boolean(),
});

/** A page of spaces. */
export const spacePageSchema = pageSchema(spaceSchema);

/** Result of joining or leaving. */
export const spaceMembershipSchema = z.object({
  /** Whether the member now belongs to it. */
  isMember: z.boolean(),
  /** Its member count afterwards. */
  memberCount: z.number(),
});

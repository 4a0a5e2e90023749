import { z } from "zod";
import { cursorQuerySchema, pageLimitSchema } from "./ids";
import { LIMITS } from "./limits";
import { createQuestionSchema, pageQuerySchema } from "./questions";
import type * as responses from "./spaces.responses";
import { SPACE_NAME_REQUIRED, spaceSorts, spaceTabs } from "./space-lists";
import { labelText, visibleText } from "./text";

export { SPACE_NAME_REQUIRED, spaceSorts, spaceTabs, type SpaceSort, type SpaceTab } from "./space-lists";

/** A space as the API returns it (spec section 3's Space). */
export type Space = z.input<typeof responses.spaceSchema>;

/** Result of joining or leaving. */
export type SpaceMembership = z.input<typeof responses.spaceMembershipSchema>;


/** Body of POST /api/spaces (spec section 5). */
export const createSpaceSchema = z.object({
  name: labelText(SPACE_NAME_REQUIRED)
    .min(1, SPACE_NAME_REQUIRED)
    .max(LIMITS.spaceName, `Name must be at most ${LIMITS.spaceName} characters`)
    .check(visibleText(SPACE_NAME_REQUIRED)),
  description: labelText("Description must be text")
    .max(LIMITS.spaceDescription, `Description must be at most ${LIMITS.spaceDescription} characters`)
    .default(""),
});
export type CreateSpaceInput = z.input<typeof createSpaceSchema>;

/** Query string of GET /api/spaces. */
export const spacesQuerySchema = z.object({
  tab: z.enum(spaceTabs).default("all"),
  /** Order of All and Joined; Recommended has its own ranking. */
  sort: z.enum(spaceSorts, { error: `sort must be ${spaceSorts.join(", ")}` }).default("newest"),
  /** Filters by name or description, ignoring case. */
  q: z.string().trim().max(LIMITS.spaceName, `Search must be at most ${LIMITS.spaceName} characters`).default(""),
  cursor: cursorQuerySchema,
  limit: pageLimitSchema(50, 20),
});

/** Query string of GET /api/spaces/{id}/questions. */
export const spaceQuestionsQuerySchema = pageQuerySchema;

/** Body of POST /api/spaces/{id}/questions: a title and details, as the composer's. */
export const spaceQuestionSchema = createQuestionSchema.pick({ title: true, content: true });
export type SpaceQuestionInput = z.input<typeof spaceQuestionSchema>;

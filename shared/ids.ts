import { z } from "zod";

/** Numeric id in a path (questions, answers, comments, topics). Anything else is a 404. */
export const numericIdParamSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** A member's id in a path. Anything else is a 404. */
export const userIdParamSchema = z.object({ id: z.uuid() });

import { z } from "zod";

/** A topic as the API returns it (spec section 3, plus its question count). */
export interface Topic {
  id: number;
  name: string;
  description: string | null;
  followerCount: number;
  questionCount: number;
}

/** Path parameter for /api/topics/{id}: a positive integer, else a 404 (not a 500). */
export const idParamSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** Body of PATCH /api/users/onboarding. */
export const onboardingSchema = z.object({ completed: z.boolean({ error: "completed must be true or false" }) });

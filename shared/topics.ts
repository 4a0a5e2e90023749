import { z } from "zod";

/** A topic as the API returns it (spec section 3, plus its question count). */
export interface Topic {
  id: number;
  name: string;
  description: string | null;
  followerCount: number;
  questionCount: number;
}

/** Body of PATCH /api/users/onboarding. */
export const onboardingSchema = z.object({ completed: z.boolean({ error: "completed must be true or false" }) });

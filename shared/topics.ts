import { z } from "zod";
import type * as responses from "./topics.responses";

/** A topic as the API returns it (spec section 3, plus its question count). */
export type Topic = z.input<typeof responses.topicSchema>;

/** Result of following or unfollowing a topic. */
export type TopicFollowResult = z.input<typeof responses.topicFollowResultSchema>;

/** Body of PATCH /api/users/onboarding. */
export const onboardingSchema = z.object({ completed: z.boolean({ error: "completed must be true or false" }) });

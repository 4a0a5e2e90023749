import { z } from "zod";
import type * as responses from "./topics.responses";
import { idSchema, idTextSchema } from "./ids";
import { LIMITS } from "./limits";
import { labelText } from "./text";

/** A topic as the API returns it (spec section 3, plus its question count). */
export type Topic = z.input<typeof responses.topicSchema>;

/** Result of following or unfollowing a topic. */
export type TopicFollowResult = z.input<typeof responses.topicFollowResultSchema>;

/** Body of PATCH /api/users/onboarding. */
export const onboardingSchema = z.object({ completed: z.boolean({ error: "completed must be true or false" }) });

/** A topic with its other names (GET /api/topics/{id}, and what adding one returns). */
export type TopicDetail = z.input<typeof responses.topicDetailSchema>;

const TOPIC_NAME_REQUIRED = "Name is required";

/**
 * A topic's name or synonym: letters or digits first, then letters, digits, spaces and
 * `+ # . - & ' /` (C++, C#, Node.js, R&D); one space between words; no brackets, which mark a
 * topic in a search (`[name]`).
 */
export const topicNameSchema = labelText(TOPIC_NAME_REQUIRED)
  .overwrite((name) => name.normalize("NFC").replace(/\s+/gu, " "))
  .min(1, TOPIC_NAME_REQUIRED)
  .max(LIMITS.topicName, `Name must be at most ${LIMITS.topicName} characters`)
  .regex(/^[\p{L}\p{N}][\p{L}\p{M}\p{N} +#.\-&'/]*$/u, "Name must start with a letter or digit and hold only letters, digits, spaces and + # . - & ' /");

/** Body of POST /api/topics (issue 25.5): members with the create-topics privilege. */
export const createTopicSchema = z.object({
  name: topicNameSchema,
  description: labelText("Description must be text")
    .max(LIMITS.topicDescription, `Description must be at most ${LIMITS.topicDescription} characters`)
    .default(""),
});
export type CreateTopicInput = z.input<typeof createTopicSchema>;

/** Body of POST /api/topics/{id}/synonyms. */
export const topicSynonymSchema = z.object({ name: topicNameSchema });

/** Params of DELETE /api/topics/{id}/synonyms/{name}. */
export const topicSynonymParamsSchema = z.object({ id: idTextSchema, name: z.string().min(1).max(LIMITS.topicName * 4, "name is too long") });

/** Body of POST /api/admin/topics/{id}/merge: the topic the merged one becomes. */
export const mergeTopicSchema = z.object({ intoId: idSchema("intoId", "topic") });

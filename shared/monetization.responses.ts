import { z } from "zod";
import { monetizationStreams } from "./lists";
import { dateTimeSchema } from "./responses";

// What GET /api/monetization sends; the pages import only the types (shared/monetization.ts).

/** One stream as GET /api/monetization shows it to the member. */
export const streamStatusSchema = z.object({
  /** Which stream. */
  stream: z.enum(monetizationStreams),
  /** The member joined this stream. */
  enrolled: z.boolean(),
  /** When they joined. */
  joinedAt: dateTimeSchema.nullable(),
  /** The stream's condition is met (see `requirement`). */
  eligible: z.boolean(),
  /** Active when joined and eligible; pending otherwise (spec 2.17). */
  status: z.enum(["active", "pending"]),
  /** What the formula counts: views, engagements, clicks or tips. */
  basis: z.number(),
  /** Estimated from `basis` and the stream's formula; 0 while pending. */
  estimatedCents: z.number(),
  /** Progress toward eligibility, for streams with a threshold. */
  progress: z.object({ current: z.number(), target: z.number() }).nullable(),
  /** The condition, said plainly. */
  requirement: z.string(),
});

/** GET /api/monetization */
export const monetizationOverviewSchema = z.object({
  /** Start of the estimates' period. */
  from: dateTimeSchema,
  /** Its end. */
  to: dateTimeSchema,
  /** Every stream's estimate summed. */
  totalEstimatedCents: z.number(),
  /** The streams, in the dashboard's order. */
  streams: z.array(streamStatusSchema),
});

import { z } from "zod";
import { emailSchema } from "./auth";
import { LIMITS } from "./limits";
import { visibleText } from "./text";

/** Body of POST /api/contact; the contact form validates with it too. */
export const contactSchema = z.object({
  name: z
    .string({ error: "Name is required" })
    .trim()
    .min(1, "Name is required")
    .max(LIMITS.contactName, `Name must be at most ${LIMITS.contactName} characters`)
    .check(visibleText("Name is required")),
  email: emailSchema,
  subject: z
    .string({ error: "Subject is required" })
    .trim()
    .min(1, "Subject is required")
    .max(LIMITS.contactSubject, `Subject must be at most ${LIMITS.contactSubject} characters`)
    .check(visibleText("Subject is required")),
  message: z
    .string({ error: "Message is required" })
    .trim()
    .min(1, "Message is required")
    .max(LIMITS.contactMessage, `Message must be at most ${LIMITS.contactMessage} characters`)
    .check(visibleText("Message is required")),
});
export type ContactInput = z.input<typeof contactSchema>;

/** Body of POST /api/feedback (the help page's feedback box). */
export const feedbackSchema = z.object({
  message: z
    .string({ error: "Message is required" })
    .trim()
    .min(1, "Message is required")
    .max(LIMITS.feedbackMessage, `Message must be at most ${LIMITS.feedbackMessage} characters`)
    .check(visibleText("Message is required")),
  helpful: z.boolean({ error: "helpful must be true or false" }).optional(),
  /** The page the feedback is about, e.g. "/help". */
  page: z.string({ error: "page must be text" }).trim().max(LIMITS.feedbackPage, `page must be at most ${LIMITS.feedbackPage} characters`).optional(),
});
export type FeedbackInput = z.input<typeof feedbackSchema>;

import { z } from "zod";

// What POST /api/reports sends.

/** What the Report dialog is told after a report is stored. */
export const reportReceiptSchema = z.object({
  /** The report's id. */
  id: z.number(),
  /** What to show. */
  message: z.string(),
});

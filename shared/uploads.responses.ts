import { z } from "zod";

// What POST /api/uploads sends.

/** An image stored by POST /api/uploads: where it is served, its type and size after re-encoding. */
export const uploadedImageSchema = z.object({
  /** The upload's id (for mediaFiles). */
  id: z.string(),
  /** Where it is served: /api/uploads/{id}. */
  url: z.string(),
  /** Its type, from its bytes. */
  mimeType: z.string(),
  /** Its size in bytes, after re-encoding. */
  size: z.number(),
});

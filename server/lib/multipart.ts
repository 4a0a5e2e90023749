import type { FastifyRequest } from "fastify";
import { ERROR_IDS } from "@shared/errors";
import { AppError, badRequest } from "../errors";

/**
 * The bytes of the one file of a multipart/form-data request, sent in `field` (uploads,
 * logo and favicon). Whatever else arrives is a 4xx with a message: not multipart, another
 * field, too large (413), or a body the parser cannot read (cut short, no boundary, garbage),
 * which was a 500 (issue 9).
 */
export async function readSingleFile(
  request: FastifyRequest,
  options: { field: string; maxBytes: number; tooLarge: string; what: string },
): Promise<Buffer> {
  const { field, what } = options;
  if (!request.isMultipart()) throw badRequest(`Send the ${what} as multipart/form-data in the field '${field}'`, field);
  try {
    const file = await request.file({ limits: { fileSize: options.maxBytes, files: 1 } });
    if (!file || file.fieldname !== field) throw badRequest(`Send the ${what} in the field '${field}'`, field);
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const { code, statusCode } = error as { code?: string; statusCode?: number };
    if (code === "FST_REQ_FILE_TOO_LARGE") throw new AppError(413, ERROR_IDS.validation, options.tooLarge, field);
    // @fastify/multipart's own refusals (limits, content type) already say what is wrong.
    if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) throw error;
    // The parser's errors ("Unexpected end of form", "Boundary not found") describe the request.
    throw badRequest(`The upload could not be read: send the ${what} as multipart/form-data in the field '${field}'`, field);
  }
}

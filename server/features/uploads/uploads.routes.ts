import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { AppError, badRequest, notFound, tooManyRequests } from "../../errors";
import { ERROR_IDS } from "@shared/errors";
import { UPLOADS } from "@shared/limits";
import { UPLOAD_ID_PATTERN } from "@shared/member-html";
import { readSingleFile } from "../../lib/multipart";
import { perMemberLimit, type RouteLimit } from "../../plugins/rate-limits";
import { requireUser } from "../../plugins/sessions";
import { detectImageType } from "../../lib/image-type";
import { ImageRejected, processImage, type ProcessedImage } from "../../lib/image-work";
import { findUpload, insertUpload, uploadsSince } from "./uploads.queries";
import { uploadedImageSchema } from "@shared/uploads.responses";
import { rawResponse } from "../../plugins/route-table";

/** Spec 2.9: 'Supported formats: JPG, PNG, GIF, WebP (Max: 10MB)'. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
const WRONG_TYPE = "Please upload a JPG, PNG, GIF or WebP image";
const TOO_LARGE = "Images must be at most 10 MB";

const DAY_MS = 24 * 60 * 60 * 1000;
const MB = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/**
 * The per-member daily quota, checked before any image work: 429 past the count, 413 when
 * this upload (at its size before re-encoding) would pass the bytes.
 */
async function checkQuota(db: Db, userId: string, incomingBytes: number) {
  const used = await uploadsSince(db, userId, new Date(Date.now() - DAY_MS));
  if (used.count >= UPLOADS.perDay) {
    throw tooManyRequests(`You can upload at most ${UPLOADS.perDay} images a day. Please try again tomorrow.`);
  }
  if (used.bytes + incomingBytes > UPLOADS.bytesPerDay) {
    throw new AppError(413, ERROR_IDS.validation, `Your images today would pass ${MB(UPLOADS.bytesPerDay)}, the daily limit. Please try again tomorrow.`, "file");
  }
}

/**
 * Image uploads for questions, answers and avatars, stored in the database: rate-limited per
 * member, under a daily quota, re-encoded in the bounded image queue (image-work.ts).
 */
export async function uploadsRoutes(app: FastifyInstance, { db, limit }: { db: Db; limit: RouteLimit }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const rateLimit = perMemberLimit(limit, "You are uploading images too quickly. Please wait a few minutes and try again.");

  r.post("/api/uploads", { schema: { response: { 201: uploadedImageSchema } }, config: { visibleWrite: true, rateLimit } }, async (request, reply) => {
    const user = requireUser(request);
    const bytes = await readSingleFile(request, { field: "file", maxBytes: MAX_UPLOAD_BYTES, tooLarge: TOO_LARGE, what: "image" });
    const type = detectImageType(bytes);
    if (!type) throw badRequest(WRONG_TYPE, "file");
    await checkQuota(db, user.id, bytes.length);
    let image: ProcessedImage;
    try {
      image = await processImage(bytes, type, { maxSide: UPLOADS.storedMaxSide, animated: true });
    } catch (error) {
      if (error instanceof ImageRejected) throw badRequest(error.message, "file");
      throw error;
    }
    const id = randomBytes(16).toString("base64url");
    const { type: mimeType, data } = image;
    await insertUpload(db, { id, userId: user.id, mimeType, size: data.length, data });
    return reply.status(201).send({ id, url: `/api/uploads/${id}`, mimeType, size: data.length });
  });

  r.get(
    "/api/uploads/:id",
    {
      schema: {
        params: z.object({ id: z.string().regex(UPLOAD_ID_PATTERN) }),
        response: { 200: rawResponse("image/*", "The image's bytes, with the type it was stored as") },
      },
    },
    async (request, reply) => {
      const upload = await findUpload(db, request.params.id);
      if (!upload) throw notFound("Image not found");
      return reply
        .header("content-type", upload.mimeType)
        .header("cache-control", "public, max-age=31536000, immutable")
        .header("content-security-policy", "default-src 'none'; sandbox")
        .header("content-disposition", "inline")
        .send(upload.data);
    },
  );
}

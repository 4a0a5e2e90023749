import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import sharp from "sharp";
import { z } from "zod";
import type { Db } from "../../db/client";
import { badRequest, notFound } from "../../errors";
import { readSingleFile } from "../../lib/multipart";
import { requireUser } from "../../plugins/sessions";
import { detectImageType, type ImageType } from "./image-type";
import { findUpload, insertUpload } from "./uploads.queries";
import { uploadedImageSchema } from "@shared/uploads.responses";
import { rawResponse } from "../../plugins/route-table";

/** Spec 2.9: 'Supported formats: JPG, PNG, GIF, WebP (Max: 10MB)'. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
const WRONG_TYPE = "Please upload a JPG, PNG, GIF or WebP image";
const TOO_LARGE = "Images must be at most 10 MB";

/**
 * Decodes and re-encodes the image: metadata (GPS and all) is dropped, anything that is
 * not really an image fails here, and huge images are scaled down.
 */
async function reencode(bytes: Buffer, type: ImageType): Promise<Buffer> {
  const image = sharp(bytes, { animated: type === "image/gif" || type === "image/webp", limitInputPixels: 50_000_000 })
    .rotate()
    .resize({ width: 2560, height: 2560, fit: "inside", withoutEnlargement: true });
  switch (type) {
    case "image/jpeg":
      return image.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
    case "image/png":
      return image.png({ compressionLevel: 9 }).toBuffer();
    case "image/gif":
      return image.gif().toBuffer();
    case "image/webp":
      return image.webp({ quality: 85 }).toBuffer();
  }
}

/** Image uploads for questions, answers and avatars, stored in the database. */
export async function uploadsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post("/api/uploads", { schema: { response: { 201: uploadedImageSchema } }, config: { visibleWrite: true } }, async (request, reply) => {
    const user = requireUser(request);
    const bytes = await readSingleFile(request, { field: "file", maxBytes: MAX_UPLOAD_BYTES, tooLarge: TOO_LARGE, what: "image" });
    const type = detectImageType(bytes);
    if (!type) throw badRequest(WRONG_TYPE, "file");
    let data: Buffer;
    try {
      data = await reencode(bytes, type);
    } catch {
      throw badRequest("That image could not be read. Please try another file.", "file");
    }
    const id = randomBytes(16).toString("base64url");
    await insertUpload(db, { id, userId: user.id, mimeType: type, size: data.length, data });
    return reply.status(201).send({ id, url: `/api/uploads/${id}`, mimeType: type, size: data.length });
  });

  r.get(
    "/api/uploads/:id",
    {
      schema: {
        params: z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{10,64}$/) }),
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

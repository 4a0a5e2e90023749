import os from "node:os";
import sharp, { type Sharp } from "sharp";
import { ERROR_IDS } from "@shared/errors";
import { UPLOADS } from "@shared/limits";
import { AppError } from "../errors";
import type { ImageType } from "./image-type";

// One libvips thread per image: the number of jobs below is then the number of cores image
// work may take, whatever the image.
sharp.concurrency(1);

/** libuv's thread pool, which sharp's work and scrypt (password hashing) share. */
const LIBUV_THREADS = Number(process.env.UV_THREADPOOL_SIZE) || 4;

/**
 * Images decoded and re-encoded at once. Each job holds one libuv thread and about one core
 * from start to end; one core and at least one libuv thread stay free for everything else,
 * password hashing first (server/thread-pool.ts sizes the pool for this).
 */
export const IMAGE_JOBS = Math.max(1, Math.min(os.availableParallelism() - 1, LIBUV_THREADS - 1));
/** Images that may wait for a turn (each holds its upload in memory); beyond, 503. */
const MAX_WAITING = 32;
/** The last bound: a pipeline still running after this is stopped. */
const JOB_TIMEOUT_SECONDS = 20;

export const UNREADABLE_IMAGE = "That image could not be read. Please try another file.";

/** An image refused for what it is (unreadable, too large to decode); callers answer 400 with the message. */
export class ImageRejected extends Error {}
export const IMAGES_BUSY = "Ponder is busy processing other images. Please try again in a minute.";

/** Runs at most `width` jobs at once, the others in arrival order; refuses more than `maxWaiting` waiting. */
export function createJobQueue(width: number, maxWaiting: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(job: () => Promise<T>): Promise<T> {
    if (running < width) running += 1;
    else if (waiting.length >= maxWaiting) throw new AppError(503, ERROR_IDS.rateLimited, IMAGES_BUSY);
    // A finishing job hands its place straight to the next, so `running` stays as it is.
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await job();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}

const queue = createJobQueue(IMAGE_JOBS, MAX_WAITING);

/** What to make of an image: its longest side at most `maxSide`, animated or not. */
export interface ImageTarget {
  maxSide: number;
  /** Keep every frame of an animated GIF or WebP (member uploads); logos and icons take the first. */
  animated: boolean;
}

/** The stored result: its bytes and its type (GIFs become WebP). */
export interface ProcessedImage {
  type: ImageType;
  data: Buffer;
}

const MEGAPIXELS = (pixels: number) => `${Math.round(pixels / 1_000_000)} megapixels`;

/**
 * Refuses images whose decoding alone would be too much work, from their header (sharp
 * reads only that for metadata): a side over `maxInputSide`, a frame over `maxInputPixels`,
 * more frames or more pixels over all frames than an animation may have.
 */
function checkDimensions(width: number, height: number, frames: number) {
  if (width > UPLOADS.maxInputSide || height > UPLOADS.maxInputSide) {
    throw new ImageRejected(`Images may be at most ${UPLOADS.maxInputSide} pixels wide and high.`);
  }
  if (width * height > UPLOADS.maxInputPixels) throw new ImageRejected(`Images may have at most ${MEGAPIXELS(UPLOADS.maxInputPixels)}.`);
  if (frames > UPLOADS.maxFrames) throw new ImageRejected(`Animated images may have at most ${UPLOADS.maxFrames} frames.`);
  // Animations only: a still image is bounded by maxInputPixels alone (a 25-megapixel photo
  // was refused as an "animated image" of more than 20 megapixels; issue 9 probe).
  if (frames > 1 && width * height * frames > UPLOADS.maxAnimatedPixels) {
    throw new ImageRejected(`Animated images may have at most ${MEGAPIXELS(UPLOADS.maxAnimatedPixels)} over all their frames. Try fewer or smaller frames.`);
  }
}

/**
 * Decodes and re-encodes an image, in the bounded queue: metadata (GPS and all) is dropped,
 * anything that is not really an image fails here, and the result is at most `maxSide` on
 * its longest side (ImageRejected otherwise; 503 when too many wait). GIFs, animated or not, are stored as WebP: encoding GIF (palette
 * quantisation) costs several times the CPU of WebP for a larger file (a 6-megapixel
 * animation: 7.4 s against 1.1 s).
 */
export function processImage(bytes: Buffer, type: ImageType, target: ImageTarget): Promise<ProcessedImage> {
  return queue(async () => {
    const mayAnimate = target.animated && (type === "image/gif" || type === "image/webp");
    let frames: number;
    try {
      // Only the header is read; the checks below, not sharp's default limit, say what is wrong.
      const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
      frames = mayAnimate ? (meta.pages ?? 1) : 1;
      checkDimensions(meta.width, meta.height, frames);
    } catch (error) {
      if (error instanceof ImageRejected) throw error;
      throw new ImageRejected(UNREADABLE_IMAGE);
    }
    const animated = frames > 1;
    const image = sharp(bytes, { animated, limitInputPixels: UPLOADS.maxInputPixels })
      .timeout({ seconds: JOB_TIMEOUT_SECONDS })
      .rotate()
      .resize({ width: target.maxSide, height: target.maxSide, fit: "inside", withoutEnlargement: true });
    const outType = type === "image/gif" ? "image/webp" : type;
    try {
      return { type: outType, data: await encode(image, outType, animated) };
    } catch {
      throw new ImageRejected(UNREADABLE_IMAGE);
    }
  });
}

function encode(image: Sharp, type: Exclude<ImageType, "image/gif">, animated: boolean): Promise<Buffer> {
  switch (type) {
    case "image/jpeg":
      return image.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
    case "image/png":
      return image.png({ compressionLevel: 9 }).toBuffer();
    case "image/webp":
      // Frames are many: the fastest effort keeps an animation's cost near a still image's.
      return image.webp({ quality: animated ? 80 : 85, effort: animated ? 0 : 4 }).toBuffer();
  }
}

import { uploadFile } from "./api";

/** What POST /api/uploads answers. */
export interface UploadedImage {
  id: string;
  url: string;
}

/** The types and size POST /api/uploads accepts; checked here first to spare a doomed upload. */
export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/gif", "image/webp"] as const;
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/** POST /api/uploads (field `file`): a member's image, for an avatar or a post. */
export function uploadImage(file: File): Promise<UploadedImage> {
  return uploadFile<UploadedImage>("/api/uploads", "file", file);
}

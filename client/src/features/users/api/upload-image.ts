import { ApiError } from "@/lib/api";

/** What POST /api/uploads answers. */
export interface UploadedImage {
  id: string;
  url: string;
}

/** The types and size POST /api/uploads accepts; checked here first to spare a doomed upload. */
export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/gif", "image/webp"] as const;
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/** POST /api/uploads as multipart/form-data (field `file`); errors read like every other call's. */
export async function uploadImage(file: File): Promise<UploadedImage> {
  const body = new FormData();
  body.append("file", file);
  const res = await fetch("/api/uploads", { method: "POST", body, credentials: "include" });
  if (!res.ok) {
    const text = await res.text();
    let serverMessage: string | undefined;
    try {
      serverMessage = (JSON.parse(text) as { message?: string }).message;
    } catch {
      serverMessage = undefined;
    }
    throw new ApiError(res.status, `${res.status}: ${text || res.statusText}`, serverMessage);
  }
  return (await res.json()) as UploadedImage;
}

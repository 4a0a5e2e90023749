import { LIMITS } from "@shared/limits";
import type { useT } from "@/i18n";
import { ApiError } from "./api";

/** A topic name as the server compares it (issue 25.5): case and accents aside ("Café" is "cafe"). */
export const foldName = (name: string) => name.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase();

/** Why a topic name or synonym was refused, in the reader's language: taken (409) or not a name (400). */
export function topicNameError(error: unknown, t: ReturnType<typeof useT>): string {
  if (error instanceof ApiError && error.status === 409) return t("topic.nameTaken");
  if (error instanceof ApiError && error.status === 400) return t("topic.nameInvalid", { max: LIMITS.topicName });
  return t("topic.nameFailed");
}

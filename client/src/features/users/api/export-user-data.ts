import { useMutation } from "@tanstack/react-query";
import type { Page } from "@shared/questions";
import type { UserProfile } from "@shared/users";
import { apiJson } from "@/lib/api";
import { PRODUCT_NAME } from "@/lib/site";
import { fetchUserAnswers } from "./get-user-answers";
import { fetchUserQuestions } from "./get-user-questions";

const PAGE_SIZE = 50;

async function everyPage<T>(fetchPage: (cursor: string | null) => Promise<Page<T>>): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | null = null;
  do {
    const page: Page<T> = await fetchPage(cursor);
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}

/**
 * The owner's data as one JSON document: the profile (with email and settings), and every
 * question and answer, read through the same calls the profile page makes.
 */
export async function collectUserData(userId: string) {
  const [profile, questions, answers] = await Promise.all([
    apiJson<UserProfile>("GET", `/api/users/${userId}`),
    everyPage((cursor) => fetchUserQuestions(userId, cursor, PAGE_SIZE)),
    everyPage((cursor) => fetchUserAnswers(userId, cursor, PAGE_SIZE)),
  ]);
  return { exportedAt: new Date().toISOString(), profile, questions, answers };
}

function download(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "application/json" }));
  const link = Object.assign(document.createElement("a"), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: the download has started by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Export Data: collects the member's data and downloads it as `ponder-data-YYYY-MM-DD.json`. */
export function useExportUserData(userId: string) {
  return useMutation({
    mutationFn: async () => {
      const data = await collectUserData(userId);
      download(`${PRODUCT_NAME.toLowerCase()}-data-${data.exportedAt.slice(0, 10)}.json`, JSON.stringify(data, null, 2));
      return data;
    },
  });
}

import { useMutation, useQueryClient, type InfiniteData, type QueryClient } from "@tanstack/react-query";
import type { BookmarkCounts, BookmarkedAnswer, BookmarkedQuestion, BookmarkState } from "@shared/bookmarks";
import type { Page } from "@shared/questions";
import { toast } from "@/lib/use-toast";
import { useT } from "@/i18n";
import { apiJson } from "@/lib/api";
import { BOOKMARKS_KEY } from "./get-bookmarks";

/** What is being saved: a question or an answer, by id. */
export interface BookmarkTarget {
  kind: "question" | "answer";
  id: number;
}

/** Whether a cached object is the target: questions carry a title and topics, answers their questionId. */
function isTarget(value: Record<string, unknown>, target: BookmarkTarget): boolean {
  if (value.id !== target.id || typeof value.bookmarked !== "boolean") return false;
  return target.kind === "question" ? "title" in value && "topics" in value : "questionId" in value && !("title" in value);
}

/** A copy of cached data with the target's `bookmarked` set; untouched parts keep their identity. */
function withFlag(data: unknown, target: BookmarkTarget, on: boolean): unknown {
  if (Array.isArray(data)) {
    const next = data.map((item) => withFlag(item, target, on));
    return next.some((item, index) => item !== data[index]) ? next : data;
  }
  if (!data || typeof data !== "object") return data;
  const record = data as Record<string, unknown>;
  if (isTarget(record, target)) return record.bookmarked === on ? record : { ...record, bookmarked: on };
  let next: Record<string, unknown> | null = null;
  for (const [key, value] of Object.entries(record)) {
    const changed = withFlag(value, target, on);
    if (changed !== value) {
      next ??= { ...record };
      next[key] = changed;
    }
  }
  return next ?? record;
}

type SavedPages = InfiniteData<Page<BookmarkedQuestion | BookmarkedAnswer>>;

/** Every cached API answer but the signed-in user: where questions and answers may be. */
const contentQueries = { predicate: (query: { queryKey: readonly unknown[] }) => String(query.queryKey[0]).startsWith("/api/") && query.queryKey[0] !== "/api/auth/user" };

const setFlagEverywhere = (queryClient: QueryClient, target: BookmarkTarget, on: boolean) =>
  queryClient.setQueriesData(contentQueries, (old) => (old === undefined ? old : withFlag(old, target, on)));

/**
 * Shows the new state at once everywhere the item is cached (feeds, the question page,
 * answers, the bookmarks lists and counts); the server's answer then confirms or undoes it.
 */
function applyOptimistically(queryClient: QueryClient, target: BookmarkTarget, on: boolean) {
  setFlagEverywhere(queryClient, target, on);
  const tab = target.kind === "question" ? "questions" : "answers";
  if (!on) {
    const savedId = (item: BookmarkedQuestion | BookmarkedAnswer) =>
      target.kind === "question" ? (item as BookmarkedQuestion).question.id : (item as BookmarkedAnswer).answer.id;
    queryClient.setQueryData<SavedPages>([BOOKMARKS_KEY, tab], (old) =>
      old && { ...old, pages: old.pages.map((page) => ({ ...page, items: page.items.filter((item) => savedId(item) !== target.id) })) },
    );
  }
  queryClient.setQueryData<BookmarkCounts>([BOOKMARKS_KEY, "counts"], (old) => old && { ...old, [tab]: Math.max(0, old[tab] + (on ? 1 : -1)) });
}

/** POST / DELETE /api/{questions|answers}/{id}/bookmark: "Save for later" and back, optimistically. */
export function useToggleBookmark(target: BookmarkTarget) {
  const queryClient = useQueryClient();
  const t = useT();
  const question = target.kind === "question";
  return useMutation({
    mutationFn: (on: boolean) => apiJson<BookmarkState>(on ? "POST" : "DELETE", `/api/${target.kind}s/${target.id}/bookmark`),
    onMutate: (on) => applyOptimistically(queryClient, target, on),
    onSuccess: ({ bookmarked }) =>
      toast(
        bookmarked
          ? { title: t("bookmarks.savedToast"), description: question ? t("bookmarks.questionSaved") : t("bookmarks.answerSaved") }
          : { title: t("bookmarks.removedToast"), description: question ? t("bookmarks.questionRemoved") : t("bookmarks.answerRemoved") },
      ),
    onError: (_error, on) => {
      setFlagEverywhere(queryClient, target, !on);
      toast({ title: t("card.errorTitle"), description: t("bookmarks.failed"), variant: "destructive" });
    },
    // The lists and counts are read again from the server, whatever happened.
    onSettled: () => queryClient.invalidateQueries({ queryKey: [BOOKMARKS_KEY] }),
  });
}

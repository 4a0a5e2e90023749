import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CloseQuestionInput } from "@shared/question-status";
import type { Acceptance, QuestionDetail, SimilarQuestion } from "@shared/questions";
import { apiJson } from "@/lib/api";
import { privilegesQueryOptions } from "@/hooks/use-privileges";

// A question's status (decision 023): accepting an answer, closing and reopening.

const refresh = (queryClient: ReturnType<typeof useQueryClient>) =>
  queryClient.invalidateQueries({ predicate: (query) => /^\/api\/(questions|topics|users)/.test(String(query.queryKey[0])) });

/** POST (accept) or DELETE (unaccept) /api/answers/{id}/accept: the asker marks the answer that solved it. */
export function useAcceptAnswer(answerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (accept: boolean) => apiJson<Acceptance>(accept ? "POST" : "DELETE", `/api/answers/${answerId}/accept`),
    // Accepting moves the asker's own reputation (+2), and with it what they may do.
    onSuccess: () => Promise.all([refresh(queryClient), queryClient.invalidateQueries({ queryKey: privilegesQueryOptions.queryKey })]),
  });
}

/** POST /api/questions/{id}/close: moderators close a question, for a duplicate naming its original. */
export function useCloseQuestion(questionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CloseQuestionInput) => apiJson<QuestionDetail>("POST", `/api/questions/${questionId}/close`, body),
    onSuccess: () => refresh(queryClient),
  });
}

/** POST /api/questions/{id}/reopen. */
export function useReopenQuestion(questionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<QuestionDetail>("POST", `/api/questions/${questionId}/reopen`),
    onSuccess: () => refresh(queryClient),
  });
}

/**
 * POST (cast) or DELETE (retract) /api/questions/{id}/close-votes and /reopen-votes: members with
 * the close-votes privilege close and reopen questions together (issue 25). A close vote carries
 * its reason, and for a duplicate its original.
 */
export function useCloseVote(questionId: number, kind: "close" | "reopen") {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ cast, body }: { cast: boolean; body?: CloseQuestionInput }) =>
      apiJson<QuestionDetail>(cast ? "POST" : "DELETE", `/api/questions/${questionId}/${kind}-votes`, cast ? body : undefined),
    onSuccess: () => refresh(queryClient),
  });
}

/** A question id in what a moderator typed: "123", "#123" or a question's URL; null otherwise. */
export function questionIdIn(text: string): number | null {
  const match = /^(?:#?(\d{1,10})|(?:https?:\/\/[^/\s]+)?\/questions\/(\d{1,10})(?:[/?#].*)?)$/.exec(text.trim());
  const id = Number(match?.[1] ?? match?.[2]);
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

/** The close dialog's picker: the question an id or URL names, or questions whose title matches the words typed. */
export function useDuplicateCandidates(text: string) {
  const id = questionIdIn(text);
  const words = text.trim();
  const byId = useQuery({
    queryKey: ["/api/questions", id ?? 0],
    queryFn: () => apiJson<QuestionDetail>("GET", `/api/questions/${id}`),
    enabled: id !== null,
    retry: false,
  });
  const byTitle = useQuery({
    queryKey: ["/api/questions/similar", words],
    queryFn: () => apiJson<SimilarQuestion[]>("GET", `/api/questions/similar?q=${encodeURIComponent(words)}`),
    enabled: id === null && words.length >= 3,
    placeholderData: keepPreviousData,
  });
  if (id !== null) {
    return { loading: byId.isLoading, notFound: byId.isError, candidates: byId.data ? [{ id: byId.data.id, title: byId.data.title, closed: byId.data.closed !== null }] : [] };
  }
  return { loading: byTitle.isFetching, notFound: false, candidates: words.length >= 3 ? (byTitle.data ?? []).map(({ id: found, title, closed }) => ({ id: found, title, closed })) : [] };
}

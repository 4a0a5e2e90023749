// Links to revisions, for the client without zod (shared/revisions.ts holds the schemas).

/** Where the revisions page of a question, or of one of its answers, is. */
export const revisionsPath = (questionId: number, answerId?: number) =>
  `/questions/${questionId}/revisions${answerId === undefined ? "" : `?answer=${answerId}`}`;

/** Stable error ids the server returns in `{ error, message }` bodies. */
export const ERROR_IDS = {
  validation: "validation_error",
  unauthorized: "unauthorized",
  forbidden: "forbidden",
  notFound: "not_found",
  conflict: "conflict",
  rateLimited: "rate_limited",
  crossSite: "cross_site_request",
  internal: "internal_error",
  registrationsClosed: "registrations_closed",
  suspended: "account_suspended",
  maintenance: "maintenance",
  emailUnverified: "email_unverified",
  /** The database is away for a moment (restart, failover): try again (503 with Retry-After). */
  unavailable: "unavailable",
  /** The question is closed: it takes no new answers (403). */
  questionClosed: "question_closed",
} as const;

export type ErrorId = (typeof ERROR_IDS)[keyof typeof ERROR_IDS];

/** The JSON body of every error response. */
export interface ApiErrorBody {
  error: ErrorId;
  message: string;
  /** For validation errors: the first field that is wrong. */
  field?: string;
}

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
  /** The password was right; the account asks for its second factor (a code) too. */
  twoFactorRequired: "two_factor_required",
  /** A two-factor code that is wrong, already used, or from too long ago. */
  twoFactorInvalid: "two_factor_invalid",
  /** Staff must turn on two-factor sign-in before the admin API serves them (site setting). */
  twoFactorSetupRequired: "two_factor_setup_required",
  /** A sensitive change by an account without a password whose sign-in is too old: sign in again (403). */
  recentSignInRequired: "recent_sign_in_required",
  /** The action needs a privilege the member's reputation has not reached (403, with `privilege` and `required`; issue 24). */
  privilegeRequired: "privilege_required",
} as const;

export type ErrorId = (typeof ERROR_IDS)[keyof typeof ERROR_IDS];

/** The JSON body of every error response. */
export interface ApiErrorBody {
  error: ErrorId;
  message: string;
  /** For validation errors: the first field that is wrong. */
  field?: string;
  /** For privilege_required: the privilege (shared/reputation.ts) and the reputation it needs. */
  privilege?: string;
  required?: number;
}

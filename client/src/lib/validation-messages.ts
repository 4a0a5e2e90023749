// The forms' validation messages in the interface language (issue 13). The zod schemas are the
// server's (shared/), so their messages are English; the forms show each one through the
// message files instead: a known message becomes its id, anything else stays as it came.
import { useRef } from "react";
import type { FieldValues, Resolver } from "react-hook-form";
import { LIMITS } from "@shared/limits";
import { PASSWORD_RESET_SENT } from "@shared/account";
import { useT, type MessageId, type MessageValues } from "@/i18n";

type Known = readonly [MessageId, MessageValues?];

/** English schema (and a few server) messages → message ids, built from the same limits. */
const KNOWN = new Map<string, Known>([
  ["Email is required", ["auth.emailRequired"]],
  [`Email must be at most ${LIMITS.email} characters`, ["auth.emailTooLong", { max: LIMITS.email }]],
  ["Please enter a valid email address", ["auth.emailInvalid"]],
  ["Password is required", ["auth.passwordRequired"]],
  [`Password must be at least ${LIMITS.passwordMin} characters`, ["auth.passwordTooShort", { min: LIMITS.passwordMin }]],
  [`Password must be at most ${LIMITS.passwordMax} characters`, ["auth.passwordTooLong", { max: LIMITS.passwordMax }]],
  ["Current password is required", ["auth.currentPasswordRequired"]],
  ["First name is required", ["auth.firstNameRequired"]],
  [`First name must be at most ${LIMITS.firstName} characters`, ["auth.firstNameTooLong", { max: LIMITS.firstName }]],
  ["Last name is required", ["auth.lastNameRequired"]],
  [`Last name must be at most ${LIMITS.lastName} characters`, ["auth.lastNameTooLong", { max: LIMITS.lastName }]],
  ["The link is incomplete", ["auth.linkIncomplete"]],
  ["The link is invalid", ["auth.linkInvalid"]],
  ["Invalid email or password", ["auth.invalidCredentials"]],
  ["An account with this email already exists", ["auth.emailTaken"]],
  [PASSWORD_RESET_SENT, ["auth.resetLinkSent"]],
  ["This link is invalid, was already used or has expired. Ask for a new one from the sign-in screen.", ["auth.resetLinkInvalid"]],
  ["This link is invalid, was already used or has expired. Ask for a new one in your settings.", ["email.changeLinkInvalid"]],
  ["This link is invalid or has expired. Sign in and ask for a new one.", ["email.verifyLinkInvalid"]],
  ["Your account has been suspended. Contact support if you think this is a mistake.", ["auth.suspended"]],
  ["Your current password is not correct", ["auth.wrongCurrentPassword"]],
  [`Bio must be at most ${LIMITS.bio} characters`, ["profileEdit.bioTooLong", { max: LIMITS.bio }]],
  [`Location must be at most ${LIMITS.location} characters`, ["profileEdit.locationTooLong", { max: LIMITS.location }]],
  [`Website must be at most ${LIMITS.website} characters`, ["profileEdit.websiteTooLong", { max: LIMITS.website }]],
  ["Please enter a valid URL starting with http:// or https://", ["profileEdit.websiteInvalid"]],
  [`Employment must be at most ${LIMITS.employment} characters`, ["profileEdit.employmentTooLong", { max: LIMITS.employment }]],
  [`Education must be at most ${LIMITS.education} characters`, ["profileEdit.educationTooLong", { max: LIMITS.education }]],
]);

/** Messages the client forms add themselves (refinements the server has no use for). */
export const FORM_MESSAGES = {
  passwordsDiffer: "The two passwords are not the same",
  termsRequired: "You must agree to the Terms of Service and Privacy Policy",
} as const;
KNOWN.set(FORM_MESSAGES.passwordsDiffer, ["auth.passwordsDiffer"]);
KNOWN.set(FORM_MESSAGES.termsRequired, ["auth.termsRequired"]);

/** The message id (and values) for a known English message, or undefined. */
export function knownMessage(message: string): Known | undefined {
  return KNOWN.get(message);
}

/** `message(text)`: a schema's (or the server's) message in the interface language. */
export function useValidationMessage() {
  const t = useT();
  return (message: string | undefined): string | undefined => {
    if (message === undefined) return undefined;
    const known = KNOWN.get(message);
    return known ? t(known[0], known[1]) : message;
  };
}

/** Walks react-hook-form's errors (not into `ref`, a DOM element) and translates each message. */
function translateErrors(errors: Record<string, unknown>, translate: (message: string | undefined) => string | undefined) {
  for (const [key, value] of Object.entries(errors)) {
    if (key === "ref" || !value || typeof value !== "object") continue;
    const error = value as { message?: unknown };
    if (typeof error.message === "string") error.message = translate(error.message);
    translateErrors(value as Record<string, unknown>, translate);
  }
}

/**
 * A resolver whose errors are in the interface language: for forms whose fields show their
 * own errors (the profile fields), where the message cannot be translated at display time.
 */
export function useLocalizedResolver<T extends FieldValues, C, O>(resolver: Resolver<T, C, O>): Resolver<T, C, O> {
  const translate = useValidationMessage();
  const latest = useRef(translate);
  latest.current = translate;
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    translateErrors(result.errors as Record<string, unknown>, (message) => latest.current(message));
    return result;
  };
}

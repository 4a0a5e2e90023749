import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { loginSchema, registerSchema } from "@shared/auth";
import { emailChangeRequestSchema, passwordChangeSchema, passwordResetRequestSchema } from "@shared/account";
import { updateProfileSchema } from "@shared/profile";
import en from "@/i18n/messages/en.json";
import { FORM_MESSAGES, knownMessage } from "./validation-messages";

// The forms show the shared schemas' messages through the message files (issue 13): every
// message those schemas can give a form must have an id, or it would show in English.
const long = (n: number) => "x".repeat(n + 1);

function messagesOf(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe("the forms' validation messages", () => {
  const cases: [string, z.ZodType, unknown][] = [
    ["sign-up, empty", registerSchema, { firstName: "", lastName: " ", email: "", password: "" }],
    ["sign-up, too long", registerSchema, { firstName: long(200), lastName: long(200), email: `${long(400)}@example.com`, password: long(1000) }],
    ["sign-up, malformed", registerSchema, { firstName: "A", lastName: "B", email: "not-an-email", password: "short" }],
    ["sign-in, empty", loginSchema, { email: "", password: "" }],
    ["forgot password", passwordResetRequestSchema, { email: "nope" }],
    ["change password", passwordChangeSchema, { currentPassword: "", newPassword: "short" }],
    ["change email", emailChangeRequestSchema, { newEmail: "", password: "" }],
    ["profile, too long", updateProfileSchema, { firstName: long(200), lastName: long(200), bio: long(2000), location: long(500), website: `https://${long(2000)}.com`, employment: long(500), education: long(500) }],
    ["profile, malformed", updateProfileSchema, { firstName: "", website: "ftp://nope" }],
  ];

  it.each(cases)("%s: every message has an id", (_name, schema, input) => {
    const messages = messagesOf(schema, input);
    expect(messages.length).toBeGreaterThan(0);
    for (const message of messages) expect(knownMessage(message), message).toBeDefined();
  });

  it("the forms' own messages have ids, and every id is in the message files", () => {
    for (const message of Object.values(FORM_MESSAGES)) expect(knownMessage(message)).toBeDefined();
    const messages = cases.flatMap(([, schema, input]) => messagesOf(schema, input));
    expect(messages).toEqual(expect.arrayContaining(["Password must be at least 8 characters", "Please enter a valid email address"]));
    expect(messages.filter((message) => message.includes("must be at most")).length).toBeGreaterThanOrEqual(8);
    for (const message of messages) expect(en).toHaveProperty([knownMessage(message)![0]]);
  });
});

import { describe, expect, it } from "vitest";
import { loginSchema, registerSchema } from "./auth";

describe("auth schemas", () => {
  it("normalises the email and accepts a valid sign-up", () => {
    const parsed = registerSchema.parse({ firstName: " Ada ", lastName: "L", email: " Ada@Example.COM ", password: "12345678" });
    expect(parsed).toEqual({ firstName: "Ada", lastName: "L", email: "ada@example.com", password: "12345678" });
  });
  it("names the field that is wrong", () => {
    const bad = registerSchema.safeParse({ firstName: "A", lastName: "B", email: "nope", password: "short" });
    expect(bad.success).toBe(false);
    const fields = bad.error!.issues.map((issue) => issue.path.join("."));
    expect(fields).toEqual(["email", "password"]);
    expect(bad.error!.issues[1]!.message).toBe("Password must be at least 8 characters");
  });
  it("defaults remember to false", () => {
    expect(loginSchema.parse({ email: "a@b.co", password: "x" }).remember).toBe(false);
  });
  it("says a password is too long, not that it is missing (the probe's 100,000 characters)", async () => {
    const { disableTwoFactorSchema, reauthPasswordSchema } = await import("./security");
    const long = "x".repeat(100_000);
    expect(loginSchema.safeParse({ email: "a@b.co", password: long }).error?.issues[0]?.message).toBe("Password must be at most 200 characters");
    expect(disableTwoFactorSchema.safeParse({ password: long, code: "123456" }).error?.issues[0]?.message).toBe("Password must be at most 200 characters");
    expect(reauthPasswordSchema.safeParse(long).error?.issues[0]?.message).toBe("Password must be at most 200 characters");
  });
});

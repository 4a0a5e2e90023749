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
});

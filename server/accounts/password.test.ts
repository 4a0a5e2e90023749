import { describe, expect, it } from "vitest";
import { createPasswordHasher } from "./password";

describe("password hashing", () => {
  const hasher = createPasswordHasher(10);
  it("verifies the right password and rejects a wrong one", async () => {
    const stored = await hasher.hash("correct horse");
    expect(stored).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await hasher.verify("correct horse", stored)).toBe(true);
    expect(await hasher.verify("correct horsE", stored)).toBe(false);
  });
  it("salts every hash", async () => {
    expect(await hasher.hash("same")).not.toBe(await hasher.hash("same"));
  });
  it("verifies hashes made with other parameters", async () => {
    const old = await createPasswordHasher(11).hash("pw-12345");
    expect(await hasher.verify("pw-12345", old)).toBe(true);
  });
  it("rejects accounts without a password and malformed hashes", async () => {
    expect(await hasher.verify("anything", null)).toBe(false);
    expect(await hasher.verify("anything", "md5$abc")).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { displayName, initials, userSubtitle } from "./users";

describe("user display helpers", () => {
  it("uses first and last name, then email, then 'User'", () => {
    expect(displayName({ firstName: "Ada", lastName: "Lovelace", email: "a@x.io" })).toBe("Ada Lovelace");
    expect(displayName({ firstName: null, lastName: null, email: "a@x.io" })).toBe("a@x.io");
    expect(displayName({ firstName: " ", lastName: null, email: null })).toBe("User");
    expect(displayName(null)).toBe("User");
  });
  it("makes up to two initials", () => {
    expect(initials({ firstName: "Ada", lastName: "Lovelace", email: null })).toBe("AL");
    expect(initials({ firstName: "Ada", lastName: "King Lovelace", email: null })).toBe("AK");
    expect(initials({ firstName: null, lastName: null, email: "zed@x.io" })).toBe("ZX");
  });
  it("falls back from bio to employment, and makes up no job for a member with neither", () => {
    expect(userSubtitle({ bio: "Hi", employment: "Eng" })).toBe("Hi");
    expect(userSubtitle({ bio: null, employment: "Eng" })).toBe("Eng");
    expect(userSubtitle({ bio: "", employment: null })).toBeNull();
  });
});

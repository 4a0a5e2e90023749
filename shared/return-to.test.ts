import { describe, expect, it } from "vitest";
import { safeReturnTo, signInPath } from "./return-to";

describe("safeReturnTo", () => {
  it.each([
    ["/questions/12", "/questions/12"],
    ["/questions/12?sort=new#answer-3", "/questions/12?sort=new#answer-3"],
    ["/", "/"],
    ["/search?q=%E2%9C%93", "/search?q=%E2%9C%93"],
    ["/topics/3/../5", "/topics/5"],
  ])("keeps the same-site path %s", (input, expected) => {
    expect(safeReturnTo(input)).toBe(expected);
  });

  it.each([
    "//evil.example",
    "//evil.example/questions/1",
    "/\\evil.example",
    "\\\\evil.example",
    "/\\/evil.example",
    "https://evil.example",
    "http:/evil.example",
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "/%2F%2Fevil.example",
    "%2F%2Fevil.example",
    "/%2fevil.example",
    "/%5Cevil.example",
    "/%5cevil.example",
    "/%252F%252Fevil.example",
    "/%25252F/evil.example",
    "/\tevil",
    "/\n/evil.example",
    "/ /evil.example",
    "\u0000/questions/1",
    "/%00",
    "/%E0%A4%A",
    "questions/1",
    "",
    " /questions/1",
    "/api/logout",
    "/API/logout",
    "/api",
    "/auth",
    "/login",
    "/admin/login",
    "/" + "a".repeat(600),
  ])("refuses %j", (input) => {
    expect(safeReturnTo(input)).toBeNull();
  });

  it.each([null, undefined, 42, ["/questions/1"], { toString: () => "/questions/1" }])("refuses a non-string %j", (input) => {
    expect(safeReturnTo(input)).toBeNull();
  });

  it("builds a sign-in link that carries a safe path only", () => {
    expect(signInPath("/questions/7")).toBe("/auth?next=%2Fquestions%2F7");
    expect(signInPath("//evil.example")).toBe("/auth");
    expect(signInPath("/")).toBe("/auth");
    expect(signInPath("/questions/7", "/api/login")).toBe("/api/login?next=%2Fquestions%2F7");
  });
});

import { describe, expect, it } from "vitest";
import { safeReturnTo, signInPath } from "./return-to";

describe("safeReturnTo", () => {
  it.each([
    ["/questions/12", "/questions/12"],
    ["/questions/12?sort=new#answer-3", "/questions/12?sort=new#answer-3"],
    ["/", "/"],
    ["/search?q=%E2%9C%93", "/search?q=%E2%9C%93"],
    ["/questions/12/...", "/questions/12/..."],
    ["/topics/.net", "/topics/.net"],
    ["/search?q=a..b", "/search?q=a..b"],
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
    // Dot segments, which a URL parser resolves ("/.//host" is "//host"), in every encoding (issue 20).
    "/.//evil.example",
    "/..//evil.example",
    "/./",
    "/.",
    "/..",
    "/topics/3/../5",
    "/questions/./1",
    "/a/..//evil.example",
    "/%2e//evil.example",
    "/%2e%2e//evil.example",
    "/%2E%2E//evil.example",
    "/%2e%2E//evil.example",
    "/.%2e//evil.example",
    "/%2e.//evil.example",
    "/%252e%252e//evil.example",
    "/%25252e%25252e//evil.example",
    "/%2e%2e%2f%2fevil.example",
    "/%2e%2e%2F/evil.example",
    "/..%2f/evil.example",
    "/.%5c/evil.example",
    "/%2e%2e%5c%5cevil.example",
    "/..\\evil.example",
    "/%2e%2e?x",
    "/x/%2e%2e#y",
    "/%3F/../..//evil.example",
    // Still encoded after a few rounds of decoding: nobody writes that.
    "/%2525252e",
  ])("refuses %j", (input) => {
    expect(safeReturnTo(input)).toBeNull();
  });

  it.each([null, undefined, 42, ["/questions/1"], { toString: () => "/questions/1" }])("refuses a non-string %j", (input) => {
    expect(safeReturnTo(input)).toBeNull();
  });

  it("never returns a path another site could be read from, whatever dots, slashes and encodings are combined", () => {
    const pieces = ["/", ".", "..", "%2e", "%2E", "%252e", "%2f", "%2F", "%252f", "%5c", "\\", "?", "#", "evil.example"];
    let tried = 0;
    const walk = (value: string, depth: number) => {
      if (depth === 0) return;
      for (const piece of pieces) {
        const next = value + piece;
        tried += 1;
        const result = safeReturnTo(next);
        if (result !== null) {
          expect(result, next).toMatch(/^\/(?![/\\])/);
          expect(new URL(result, "http://ponder.invalid").origin, next).toBe("http://ponder.invalid");
          expect(result.split(/[?#]/)[0]!.split("/"), next).not.toContain("..");
        }
        walk(next, depth - 1);
      }
    };
    walk("/", 4);
    expect(tried).toBeGreaterThan(30_000);
  });

  it("builds a sign-in link that carries a safe path only", () => {
    expect(signInPath("/questions/7")).toBe("/auth?next=%2Fquestions%2F7");
    expect(signInPath("//evil.example")).toBe("/auth");
    expect(signInPath("/")).toBe("/auth");
    expect(signInPath("/questions/7", "/api/login")).toBe("/api/login?next=%2Fquestions%2F7");
  });

  it("refuses the API and the sign-in pages however their path is encoded (the server decodes before routing)", () => {
    for (const value of ["/%61pi/logout", "/%2561pi/logout", "/%41PI/logout", "/a%70i/logout", "/%61uth", "/%6Cogin", "/re%67ister", "/admin/%6cogin"]) {
      expect(safeReturnTo(value), value).toBeNull();
    }
    expect(safeReturnTo("/%61bout")).toBe("/%61bout");
    expect(safeReturnTo("/questions/7")).toBe("/questions/7");
  });
});

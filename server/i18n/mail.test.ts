import { describe, expect, it } from "vitest";
import { mailLocale, mailText } from "./mail";

describe("mail texts", () => {
  it("keep member text in values as written: ICU braces, quotes, # and $ patterns are not syntax there", () => {
    const name = "{site} '{x}' # $& $1 </script>";
    expect(mailText("en", "greeting", { name })).toBe(`Hello ${name},`);
    expect(mailText("fr", "notify.answered", { actor: "$&", title: "{count, plural, other {#}}" })).toBe("$& a répondu à votre question « {count, plural, other {#}} »");
  });

  it("pick the member's language, then the request's, else English; nothing else is a language", () => {
    expect(mailLocale("ja", "de")).toBe("ja");
    expect(mailLocale(null, "de")).toBe("de");
    expect(mailLocale("xx", "EN", "__proto__", undefined)).toBe("en");
    expect(mailText("ko", "digest.detail", { votes: -2, answers: 1 })).toBe("투표 -2개, 답변 1개");
  });
});

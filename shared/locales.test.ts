import { describe, expect, it } from "vitest";
import { negotiateLocale } from "./locales";

describe("negotiateLocale", () => {
  it("picks the highest-weighted language we have, by primary subtag", () => {
    expect(negotiateLocale("es-ES,es;q=0.9,en;q=0.8")).toBe("es");
    expect(negotiateLocale("pt-BR")).toBe("pt");
    expect(negotiateLocale("zh-Hant-TW, en;q=0.1")).toBe("zh");
    expect(negotiateLocale("nl, de;q=0.7, fr;q=0.9")).toBe("fr");
    expect(negotiateLocale("ja;q=0.2, ko;q=0.8")).toBe("ko");
  });
  it("falls back to English for nothing, '*', unknown, zero weights and junk", () => {
    expect(negotiateLocale(undefined)).toBe("en");
    expect(negotiateLocale("*")).toBe("en");
    expect(negotiateLocale("xx-YY, nl")).toBe("en");
    expect(negotiateLocale("de;q=0")).toBe("en");
    expect(negotiateLocale(";;;,,,q=abc")).toBe("en");
    expect(negotiateLocale("de;q=NaN, fr;q=0.5")).toBe("fr");
    expect(negotiateLocale("a,".repeat(10000) + "es")).toBe("en");
  });
});

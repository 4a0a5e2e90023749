import { describe, expect, it } from "vitest";
import { formatReputation, formatReputationChange } from "./reputation-number";

describe("formatReputation", () => {
  it("writes small totals in full with the language's grouping", () => {
    expect(formatReputation(1, "en")).toBe("1");
    expect(formatReputation(999, "en")).toBe("999");
    expect(formatReputation(1234, "en")).toBe("1,234");
    expect(formatReputation(9999, "en")).toBe("9,999");
    expect(formatReputation(1234, "de")).toBe("1.234");
  });
  it("turns compact from 10,000 with three significant digits, rounded down", () => {
    expect(formatReputation(10_000, "en")).toBe("10K");
    expect(formatReputation(12_345, "en")).toBe("12.3K");
    expect(formatReputation(12_399, "en")).toBe("12.3K");
    expect(formatReputation(99_960, "en")).toBe("99.9K");
    expect(formatReputation(123_456, "en")).toBe("123K");
    expect(formatReputation(1_234_567, "en")).toBe("1.23M");
  });
  it("uses the current language's own compact words", () => {
    expect(formatReputation(12_345, "ja")).toBe("1.23万");
    expect(formatReputation(12_345, "fr")).toBe("12,3\u00a0k");
  });
});

describe("formatReputationChange", () => {
  it("signs gains and losses, and leaves nothing unsigned", () => {
    expect(formatReputationChange(10, "en")).toBe("+10");
    expect(formatReputationChange(-2, "en")).toBe("-2");
    expect(formatReputationChange(0, "en")).toBe("0");
    expect(formatReputationChange(1500, "en")).toBe("+1,500");
  });
});

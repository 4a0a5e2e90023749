import { afterEach, beforeEach, vi } from "vitest";

// An unexpected console.error fails the test that caused it.
let errors: unknown[][] = [];

beforeEach(() => {
  errors = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});

afterEach(() => {
  vi.mocked(console.error).mockRestore();
  if (errors.length) {
    throw new Error(`Unexpected console.error:\n${errors.map((args) => args.map(String).join(" ")).join("\n")}`);
  }
});

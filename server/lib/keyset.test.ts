import { describe, expect, it } from "vitest";
import { AppError } from "../errors";
import { dateKeyset, key, keyset, pageOf } from "./keyset";

const raw = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
const refused = (decode: () => unknown) => {
  try {
    decode();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ statusCode: 400, message: "Invalid cursor", field: "cursor" });
    return;
  }
  throw new Error("expected the cursor to be refused");
};

describe("the keyset codec", () => {
  it("reads back what it wrote, part by part", () => {
    const at = new Date("2026-03-04T05:06:07.089Z");
    expect(dateKeyset.decode(dateKeyset.encode(at, 42))).toEqual([at, 42]);
    const mixed = keyset(key.int(), key.float, key.text(10), key.uuid);
    const values = [-3, 0.125, "ada l", "5f0c8a4e-0d1b-4c2a-9e3f-1a2b3c4d5e6f"] as [number, number, string, string];
    expect(mixed.decode(mixed.encode(...values))).toEqual(values);
  });

  it("refuses ids outside PostgreSQL's integer, dates PostgreSQL or JavaScript cannot take, and wrong types", () => {
    const now = "2026-01-01T00:00:00.000Z";
    for (const cursor of [
      raw([now, 2 ** 31]),
      raw([now, 2 ** 53]),
      raw([now, 0]),
      raw([now, -1]),
      raw([now, 1.5]),
      raw([now, "7"]),
      raw([now, null]),
      raw(["0000-01-01T00:00:00.000Z", 1]),
      raw(["+275760-09-13T00:00:00.000Z", 1]),
      raw(["-275760-09-13T00:00:00.000Z", 1]),
      raw(["1969-12-31T23:59:59.999Z", 1]),
      raw(["2026-02-30T00:00:00.000Z", 1]),
      raw(["2026-01-01", 1]),
      raw([1_700_000_000_000, 1]),
      raw([now]),
      raw([now, 1, 2]),
      raw({ createdAt: now, id: 1 }),
      raw("x"),
      "not base64 json",
      "",
    ]) {
      refused(() => dateKeyset.decode(cursor));
    }
  });

  it("bounds every kind of part: integers to their column, floats to finite numbers, text in length and without NUL", () => {
    refused(() => keyset(key.int(1, 3), key.id).decode(raw([4, 1])));
    refused(() => keyset(key.int(), key.id).decode(raw([2 ** 31, 1])));
    refused(() => keyset(key.float, key.id).decode(raw(["1e400", 1])));
    refused(() => keyset(key.float, key.id).decode(Buffer.from("[1e400,1]").toString("base64url")));
    refused(() => keyset(key.text(5), key.uuid).decode(raw(["abcdef", "5f0c8a4e-0d1b-4c2a-9e3f-1a2b3c4d5e6f"])));
    refused(() => keyset(key.text(5), key.uuid).decode(raw(["a\u0000", "5f0c8a4e-0d1b-4c2a-9e3f-1a2b3c4d5e6f"])));
    refused(() => keyset(key.text(5), key.uuid).decode(raw(["a", "1"])));
  });
});

describe("pageOf", () => {
  it("keeps `limit` rows and gives the last one's key only when a further row was fetched", () => {
    expect(pageOf([1, 2, 3], 2, (last) => `after ${last}`)).toEqual({ items: [1, 2], nextCursor: "after 2" });
    expect(pageOf([1, 2], 2, (last) => `after ${last}`)).toEqual({ items: [1, 2], nextCursor: null });
    expect(pageOf([], 2, () => "never")).toEqual({ items: [], nextCursor: null });
  });
});

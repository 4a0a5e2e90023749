import { afterAll, beforeAll, expect, it } from "vitest";
import sharp from "sharp";
import { as, createTestContext, describeApi, registerMember, type TestContext } from "../../test/app";

const BOUNDARY = "----ponder-hostile-boundary";
const part = (headers: string, body: Buffer | string) => Buffer.concat([Buffer.from(`--${BOUNDARY}\r\n${headers}\r\n\r\n`), Buffer.from(body), Buffer.from("\r\n")]);
const end = Buffer.from(`--${BOUNDARY}--\r\n`);
const multipartType = `multipart/form-data; boundary=${BOUNDARY}`;

describeApi("malformed upload requests", () => {
  let ctx: TestContext;
  let cookie: string;
  let png: Buffer;
  beforeAll(async () => {
    ctx = await createTestContext();
    cookie = (await registerMember(ctx.app)).cookie;
    png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#123456" } }).png().toBuffer();
  });
  afterAll(() => ctx?.close());

  it("answers every malformed multipart request with a 4xx and a message, and still stores a good one", async () => {
    const filePart = part('Content-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png', png);
    const cases: [string, Buffer | string, string][] = [
      ["empty body", "", multipartType],
      ["only the closing boundary", end, multipartType],
      ["no boundary in the content type", Buffer.concat([filePart, end]), "multipart/form-data"],
      ["a boundary the body does not use", Buffer.concat([filePart, end]), "multipart/form-data; boundary=other"],
      ["truncated in the middle of the file", Buffer.concat([filePart]).subarray(0, 120), multipartType],
      ["truncated in the part's headers", Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-da`), multipartType],
      ["garbage", "this is not multipart at all", multipartType],
      ["a text field instead of a file", Buffer.concat([part('Content-Disposition: form-data; name="file"', "hello"), end]), multipartType],
      ["the file in another field", Buffer.concat([part('Content-Disposition: form-data; name="image"; filename="a.png"', png), end]), multipartType],
      ["a part without a disposition", Buffer.concat([part("Content-Type: image/png", png), end]), multipartType],
      ["an empty file", Buffer.concat([part('Content-Disposition: form-data; name="file"; filename="a.png"', ""), end]), multipartType],
      ["JSON", JSON.stringify({ file: "a.png" }), "application/json"],
      ["form-urlencoded", "file=a.png", "application/x-www-form-urlencoded"],
      ["plain text", "a.png", "text/plain"],
      ["an image type as the content type", png, "image/png"],
    ];
    const wrong: string[] = [];
    for (const [name, payload, contentType] of cases) {
      const response = await as(ctx.app, cookie, { method: "POST", url: "/api/uploads", payload, headers: { "content-type": contentType } });
      const message: unknown = String(response.headers["content-type"]).includes("json") ? response.json().message : undefined;
      if (response.statusCode < 400 || response.statusCode >= 500 || typeof message !== "string") wrong.push(`${name}: ${response.statusCode} ${response.body}`);
    }
    expect(wrong).toEqual([]);
    // Extra parts beside the file are left unread.
    const extras = [Buffer.concat([filePart, filePart, end]), Buffer.concat([...Array.from({ length: 50 }, (_, index) => part(`Content-Disposition: form-data; name="f${index}"`, "x")), filePart, end])];
    for (const payload of extras) {
      const response = await as(ctx.app, cookie, { method: "POST", url: "/api/uploads", payload, headers: { "content-type": multipartType } });
      expect(response.statusCode, response.body).toBeLessThan(500);
    }
    const good = await as(ctx.app, cookie, { method: "POST", url: "/api/uploads", payload: Buffer.concat([filePart, end]), headers: { "content-type": multipartType } });
    expect(good.statusCode, good.body).toBe(201);
  });
});

import { afterAll, beforeAll, expect, it } from "vitest";
import sharp from "sharp";
import { as, createTestContext, describeApi, registerMember, type TestContext } from "../../test/app";
import { multipartFile as multipart } from "../../test/multipart";
import { detectImageType } from "../../lib/image-type";

describeApi("image uploads", () => {
  let ctx: TestContext;
  let cookie: string;
  let png: Buffer;
  beforeAll(async () => {
    ctx = await createTestContext();
    cookie = (await registerMember(ctx.app)).cookie;
    png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#b4232a" } }).png().toBuffer();
  });
  afterAll(() => ctx?.close());

  const upload = (field: string, name: string, bytes: Buffer, type?: string) =>
    as(ctx.app, cookie, { method: "POST", url: "/api/uploads", ...multipart(field, name, bytes, type) });

  it("stores an image checked by its bytes, re-encoded, and serves it", async () => {
    // The name and declared type lie; the bytes decide.
    const response = await upload("file", "picture.txt", png, "text/plain");
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ mimeType: "image/png", url: `/api/uploads/${body.id}` });
    const served = await ctx.app.inject({ method: "GET", url: body.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(detectImageType(served.rawPayload)).toBe("image/png");
  });

  it("refuses files that are not images, whatever their name", async () => {
    const response = await upload("file", "evil.png", Buffer.from("<script>alert(1)</script>"), "image/png");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: "file", message: "Please upload a JPG, PNG, GIF or WebP image" });
    const truncated = await upload("file", "broken.png", png.subarray(0, 20), "image/png");
    expect(truncated.statusCode).toBe(400);
  });

  it("refuses files over 10 MB with 413", async () => {
    const big = Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024 + 10)]);
    const response = await upload("file", "big.png", big);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe("Images must be at most 10 MB");
  });

  it("needs a session and the field 'file'", async () => {
    const anonymous = await ctx.app.inject({ method: "POST", url: "/api/uploads", ...multipart("file", "a.png", png) });
    expect(anonymous.statusCode).toBe(401);
    expect((await upload("image", "a.png", png)).statusCode).toBe(400);
    expect((await as(ctx.app, cookie, { method: "POST", url: "/api/uploads", payload: { a: 1 } })).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: "GET", url: "/api/uploads/doesnotexist123" })).statusCode).toBe(404);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactSchema, feedbackSchema } from "@shared/contact";
import { contactMessages, feedback } from "../../db/schema/admin";
import { as, createTestContext, describeApi, registerMember, type TestContext } from "../../test/app";

const valid = { name: "Grace", email: "Grace@Example.com", subject: "Hello", message: "  I have a question.  " };

describe("contact and feedback schemas", () => {
  it("trim, and check lengths and the email", () => {
    expect(contactSchema.parse(valid)).toEqual({ name: "Grace", email: "grace@example.com", subject: "Hello", message: "I have a question." });
    const failures: [object, string][] = [
      [{ ...valid, name: "x".repeat(101) }, "name"],
      [{ ...valid, name: "   " }, "name"],
      [{ ...valid, email: "not-an-email" }, "email"],
      [{ ...valid, subject: "x".repeat(201) }, "subject"],
      [{ ...valid, message: "   " }, "message"],
      [{ ...valid, message: "x".repeat(5001) }, "message"],
    ];
    for (const [input, field] of failures) {
      const result = contactSchema.safeParse(input);
      expect(result.success, field).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual([field]);
    }
    expect(contactSchema.safeParse({ ...valid, message: "x".repeat(5000) }).success).toBe(true);
    expect(feedbackSchema.parse({ message: " Useful ", helpful: true, page: "/help" })).toEqual({ message: "Useful", helpful: true, page: "/help" });
    expect(feedbackSchema.safeParse({ message: "" }).success).toBe(false);
    expect(feedbackSchema.safeParse({ message: "x".repeat(2001) }).success).toBe(false);
    expect(feedbackSchema.safeParse({ message: "ok", helpful: "yes" }).success).toBe(false);
  });
});

describeApi("POST /api/contact and /api/feedback", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ CONTACT_MAX_PER_WINDOW: 3 });
  });
  afterAll(() => ctx?.close());

  it("stores a visitor's contact message and answers 201 {ok: true}", async () => {
    const response = await ctx.app.inject({ method: "POST", url: "/api/contact", payload: valid });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ ok: true });
    const [row] = await ctx.database.db.select().from(contactMessages);
    expect(row).toMatchObject({ name: "Grace", email: "grace@example.com", message: "I have a question.", userId: null });
  });

  it("stores feedback with the member who sent it", async () => {
    const member = await registerMember(ctx.app);
    const response = await as(ctx.app, member.cookie, { method: "POST", url: "/api/feedback", payload: { message: "Helpful page", helpful: true, page: "/help" } });
    expect(response.statusCode).toBe(201);
    const [row] = await ctx.database.db.select().from(feedback);
    expect(row).toMatchObject({ message: "Helpful page", helpful: true, page: "/help", userId: member.user.id });
  });

  it("answers 400 with the field for bad input", async () => {
    const response = await ctx.app.inject({ method: "POST", url: "/api/contact", payload: { ...valid, email: "nope" } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: "email", message: "Please enter a valid email address" });
    const tooLong = await ctx.app.inject({ method: "POST", url: "/api/feedback", payload: { message: "x".repeat(2001) } });
    expect(tooLong.json().field).toBe("message");
  });

  it("limits messages per address", async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 4; index += 1) {
      statuses.push((await ctx.app.inject({ method: "POST", url: "/api/contact", payload: valid, remoteAddress: "203.0.113.9" })).statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
  });
});

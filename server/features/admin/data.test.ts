import { afterAll, beforeAll, expect, it } from "vitest";
import { PGlite } from "@electric-sql/pglite";
import { getTableName, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import * as schema from "../../db/schema";
import { bookmarks, drafts } from "../../db/schema/library";
import { EXPORTED_TABLES, NOT_EXPORTED } from "./data";
import { auditLog } from "../../db/schema/admin";
import { answers, comments, questions, topics } from "../../db/schema/content";
import { sessions, users } from "../../db/schema/users";
import { as, createTestContext, describeApi, registerMember, type TestContext } from "../../test/app";
import { answerQuestion, askQuestion, createTopics } from "../../test/factories";
import { registerStaff } from "../../test/staff";
import { PGLITE_EXTENSIONS } from "../../db/pglite-extensions";

describeApi("export, backup and reset", () => {
  let ctx: TestContext;
  let admin: Awaited<ReturnType<typeof registerStaff>>;
  let topicId: number;

  beforeAll(async () => {
    ctx = await createTestContext();
    admin = await registerStaff(ctx, "admin");
    [topicId] = (await createTopics(ctx.database.db, ["Kept topic"])) as [number];
    for (let index = 0; index < 3; index += 1) {
      const member = await registerMember(ctx.app);
      await as(ctx.app, member.cookie, { method: "POST", url: `/api/topics/${topicId}/follow` });
      const question = await askQuestion(ctx.app, member.cookie, { title: `Question ${index}`, topicIds: [topicId] });
      const answer = await answerQuestion(ctx.app, admin.cookie, question.id);
      await as(ctx.app, member.cookie, { method: "POST", url: `/api/answers/${answer.id}/comments`, payload: { content: "Thanks" } });
    }
    await ctx.app.inject({ method: "POST", url: "/api/contact", payload: { name: "A", email: "a@example.com", subject: "Hi", message: "Hello" } });
  });
  afterAll(() => ctx?.close());

  it("exports every table as JSON, without password hashes or session ids", async () => {
    const response = await as(ctx.app, admin.cookie, { method: "GET", url: "/api/admin/export" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toMatch(/^attachment; filename="ponder-export-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = response.json();
    expect(data.format).toBe("ponder-export");
    expect(data.tables.users).toHaveLength((await ctx.database.db.select().from(users)).length);
    expect(data.tables.questions).toHaveLength(3);
    expect(data.tables.comments).toHaveLength(3);
    expect(data.tables.contactMessages).toHaveLength(1);
    expect(data.tables.users[0]).not.toHaveProperty("passwordHash");
    expect(data.tables).not.toHaveProperty("sessions");
    expect(response.body).not.toContain("scrypt$");
    for (const session of await ctx.database.db.select({ id: sessions.id }).from(sessions)) expect(response.body).not.toContain(session.id);
    const audit = await ctx.database.db.select().from(auditLog);
    expect(audit.map((row) => row.action)).toContain("data.export");
  });

  it("makes a restorable backup: PGlite's data directory opens and holds the rows", async () => {
    const response = await as(ctx.app, admin.cookie, { method: "GET", url: "/api/admin/backup" });
    expect(response.statusCode).toBe(200);
    if (ctx.database.kind === "pglite") {
      expect(response.headers["content-type"]).toBe("application/gzip");
      expect(response.headers["content-disposition"]).toMatch(/ponder-backup-.*\.tar\.gz/);
      const restored = await PGlite.create({ loadDataDir: new Blob([new Uint8Array(response.rawPayload)]), extensions: PGLITE_EXTENSIONS });
      try {
        const count = async (table: string) => (await restored.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]!.n;
        expect(await count("users")).toBe((await ctx.database.db.select().from(users)).length);
        expect(await count("questions")).toBe(3);
        expect(await count("answers")).toBe(3);
      } finally {
        await restored.close();
      }
    } else {
      // A PostgreSQL server: a JSON export that says to use pg_dump.
      const data = response.json();
      expect(data.note).toContain("pg_dump");
      expect(data.tables.questions).toHaveLength(3);
    }
  });

  it("knows every table of the schema: exported, or left out on purpose", () => {
    const all = Object.values(schema).filter((value) => is(value, PgTable)).map((table) => getTableName(table)).sort();
    const covered = [...EXPORTED_TABLES.map((table) => getTableName(table)), ...NOT_EXPORTED].sort();
    expect(covered).toEqual(all);
  });

  it("Reset Site needs the typed confirmation, then leaves only the admin", async () => {
    const refused = await as(ctx.app, admin.cookie, { method: "POST", url: "/api/admin/reset", payload: { confirm: "yes" } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe("Type RESET to confirm");
    const [kept] = await ctx.database.db.select({ id: questions.id }).from(questions).limit(1);
    await ctx.database.db.insert(drafts).values({ userId: admin.user.id, type: "question", title: "Unfinished" });
    await ctx.database.db.insert(bookmarks).values({ userId: admin.user.id, questionId: kept!.id });
    expect((await ctx.database.db.select().from(questions)).length).toBe(3);

    const response = await as(ctx.app, admin.cookie, { method: "POST", url: "/api/admin/reset", payload: { confirm: "RESET" } });
    expect(response.statusCode).toBe(200);
    expect(response.json().deleted).toMatchObject({ questions: 3, answers: 3, comments: 3, contactMessages: 1 });
    // The admin's own drafts and bookmarks pointed at content that is gone.
    expect(await ctx.database.db.select().from(drafts)).toHaveLength(0);
    expect(await ctx.database.db.select().from(bookmarks)).toHaveLength(0);
    const left = await ctx.database.db.select().from(users);
    expect(left.map((row) => row.id)).toEqual([admin.user.id]);
    expect(await ctx.database.db.select().from(questions)).toHaveLength(0);
    expect(await ctx.database.db.select().from(answers)).toHaveLength(0);
    expect(await ctx.database.db.select().from(comments)).toHaveLength(0);
    const [topic] = await ctx.database.db.select().from(topics);
    expect(topic).toMatchObject({ id: topicId, questionCount: 0, followerCount: 0 });
    // The admin is still signed in and the reset is on record.
    expect((await as(ctx.app, admin.cookie, { method: "GET", url: "/api/auth/user" })).statusCode).toBe(200);
    const audit = (await as(ctx.app, admin.cookie, { method: "GET", url: "/api/admin/audit" })).json();
    expect(audit.items[0]).toMatchObject({ action: "site.reset" });
  });
});

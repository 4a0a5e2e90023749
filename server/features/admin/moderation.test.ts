import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { as, createTestContext, describeApi, registerMember, type TestContext } from "../../test/app";
import { answerQuestion, askQuestion, createTopics } from "../../test/factories";
import { registerStaff } from "../../test/staff";

const HELD = "Your post is held for review because it may break the community guidelines.";

describeApi("moderation: reports queue and auto-moderation holds", () => {
  let ctx: TestContext;
  let admin: Awaited<ReturnType<typeof registerStaff>>;
  let moderator: Awaited<ReturnType<typeof registerStaff>>;

  beforeAll(async () => {
    ctx = await createTestContext();
    admin = await registerStaff(ctx, "admin");
    moderator = await registerStaff(ctx, "moderator");
  });
  afterAll(() => ctx?.close());

  const get = (cookie: string | null, url: string) => (cookie ? as(ctx.app, cookie, { method: "GET", url }) : ctx.app.inject({ method: "GET", url }));
  const post = (cookie: string, url: string, payload?: object) => as(ctx.app, cookie, { method: "POST", url, ...(payload ? { payload } : {}) });
  const report = (cookie: string, targetType: string, targetId: string | number, reason: string) =>
    post(cookie, "/api/reports", { targetType, targetId, reason });
  const queue = async (status = "open") => (await get(moderator.cookie, `/api/admin/reports?status=${status}&limit=100`)).json().items;
  const saveSettings = async (changes: Record<string, unknown>) => {
    const current = (await get(admin.cookie, "/api/admin/settings")).json();
    const { siteName, siteDescription, allowRegistrations, requireEmailVerification, moderationEnabled, maintenanceMode, theme, primaryColor, blockedWords } = current;
    const response = await as(ctx.app, admin.cookie, {
      method: "PUT",
      url: "/api/admin/settings",
      payload: { siteName, siteDescription, allowRegistrations, requireEmailVerification, moderationEnabled, maintenanceMode, theme, primaryColor, blockedWords, ...changes },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  describe("reports queue", () => {
    it("ranks by reason and by how many members reported the same thing, with excerpt, reporter and reason", async () => {
      const author = await registerMember(ctx.app, { firstName: "Auth", lastName: "Or" });
      const [first, second, third] = [await registerMember(ctx.app, { firstName: "Rita", lastName: "Reporter" }), await registerMember(ctx.app), await registerMember(ctx.app)];
      const question = await askQuestion(ctx.app, author.cookie, { title: "A question someone calls spam" });
      const answer = await answerQuestion(ctx.app, author.cookie, question.id, "<p>An answer with <b>bold</b> claims</p>");
      const quiet = await askQuestion(ctx.app, author.cookie, { title: "Quietly reported" });

      expect((await report(first!.cookie, "question", question.id, "spam")).statusCode).toBe(201);
      expect((await report(first!.cookie, "question", quiet.id, "other")).statusCode).toBe(201);
      expect((await report(first!.cookie, "answer", answer.id, "harassment")).statusCode).toBe(201);

      let items = await queue();
      const byTarget = (type: string, id: number) => items.filter((item: { targetType: string; targetId: string }) => item.targetType === type && item.targetId === String(id));
      expect(byTarget("question", question.id)[0]).toMatchObject({
        priority: "medium",
        reason: "spam",
        reporter: { id: first!.user.id, name: "Rita Reporter" },
        content: { excerpt: "A question someone calls spam", author: "Auth Or", url: `/questions/${question.id}`, held: false },
        reportCount: 1,
        status: "open",
      });
      expect(byTarget("question", quiet.id)[0].priority).toBe("low");
      expect(byTarget("answer", answer.id)[0]).toMatchObject({
        priority: "high",
        content: { excerpt: "An answer with bold claims", url: `/questions/${question.id}#answer-${answer.id}` },
      });

      // A second report raises a step; a third makes it high.
      await report(second!.cookie, "question", quiet.id, "other");
      items = await queue();
      expect(byTarget("question", quiet.id).map((item: { priority: string }) => item.priority)).toEqual(["medium", "medium"]);
      await report(third!.cookie, "question", quiet.id, "other");
      items = await queue();
      expect(byTarget("question", quiet.id).every((item: { priority: string; reportCount: number }) => item.priority === "high" && item.reportCount === 3)).toBe(true);

      // High first, then medium, then low; oldest first within a priority.
      const order = { high: 3, medium: 2, low: 1 } as const;
      const priorities = items.map((item: { priority: keyof typeof order }) => order[item.priority]);
      expect(priorities).toEqual([...priorities].sort((a, b) => b - a));
    });

    it("pages the queue with a cursor", async () => {
      const first = (await get(moderator.cookie, "/api/admin/reports?limit=2")).json();
      expect(first.items).toHaveLength(2);
      const second = (await get(moderator.cookie, `/api/admin/reports?limit=2&cursor=${first.nextCursor}`)).json();
      const ids = [...first.items, ...second.items].map((item: { id: number }) => item.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect((await get(moderator.cookie, "/api/admin/reports?cursor=bad")).statusCode).toBe(400);
    });

    it("Remove deletes the content and resolves every open report on it; Approve keeps it", async () => {
      const author = await registerMember(ctx.app);
      const [one, two] = [await registerMember(ctx.app), await registerMember(ctx.app)];
      const question = await askQuestion(ctx.app, author.cookie);
      const answer = await answerQuestion(ctx.app, author.cookie, question.id);
      const kept = await answerQuestion(ctx.app, one!.cookie, question.id, "<p>Fine answer</p>");
      const firstReport = (await report(one!.cookie, "answer", answer.id, "misinformation")).json();
      await report(two!.cookie, "answer", answer.id, "spam");
      const keptReport = (await report(two!.cookie, "answer", kept.id, "other")).json();

      const removed = await post(moderator.cookie, `/api/admin/reports/${firstReport.id}/resolve`, { action: "remove" });
      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toMatchObject({ status: "resolved", resolution: "remove", content: null });
      const answers = (await get(null, `/api/questions/${question.id}/answers`)).json().items.map((item: { id: number }) => item.id);
      expect(answers).not.toContain(answer.id);
      expect((await get(null, `/api/questions/${question.id}`)).json().answerCount).toBe(1);
      const open = await queue();
      expect(open.filter((item: { targetId: string; targetType: string }) => item.targetType === "answer" && item.targetId === String(answer.id))).toHaveLength(0);
      const resolved = await queue("resolved");
      expect(resolved.filter((item: { targetId: string; targetType: string }) => item.targetType === "answer" && item.targetId === String(answer.id))).toHaveLength(2);

      const approved = await post(moderator.cookie, `/api/admin/reports/${keptReport.id}/resolve`, { action: "approve" });
      expect(approved.json()).toMatchObject({ status: "resolved", resolution: "approve" });
      expect((await get(null, `/api/questions/${question.id}/answers`)).json().items.map((item: { id: number }) => item.id)).toContain(kept.id);

      expect((await post(moderator.cookie, `/api/admin/reports/${keptReport.id}/resolve`, { action: "remove" })).statusCode).toBe(409);
      expect((await post(moderator.cookie, "/api/admin/reports/999999/resolve", { action: "remove" })).statusCode).toBe(404);
      expect((await post(moderator.cookie, `/api/admin/reports/${keptReport.id}/resolve`, { action: "ban" })).statusCode).toBe(400);
    });

    it("Remove on a reported member suspends them (admins only)", async () => {
      const troll = await registerMember(ctx.app);
      const reporter = await registerMember(ctx.app);
      const filed = (await report(reporter.cookie, "user", troll.user.id, "harassment")).json();
      const refused = await post(moderator.cookie, `/api/admin/reports/${filed.id}/resolve`, { action: "remove" });
      expect(refused.statusCode).toBe(403);
      expect((await get(troll.cookie, "/api/auth/user")).statusCode).toBe(200);
      const done = await post(admin.cookie, `/api/admin/reports/${filed.id}/resolve`, { action: "remove" });
      expect(done.statusCode).toBe(200);
      expect((await get(troll.cookie, "/api/auth/user")).statusCode).toBe(401);
    });
  });

  describe("auto-moderation", () => {
    it("saves the switch and the blocked words", async () => {
      const saved = await saveSettings({ moderationEnabled: true, blockedWords: ["Scam", "free money", "scam", ""].filter(Boolean) });
      expect(saved).toMatchObject({ moderationEnabled: true, blockedWords: ["scam", "free money"] });
      expect((await get(admin.cookie, "/api/admin/settings")).json().blockedWords).toEqual(["scam", "free money"]);
    });

    it("holds a new question with a blocked word: stored, shown to its author and staff only, queued", async () => {
      const [topicId] = await createTopics(ctx.database.db, [`Held topic ${Date.now()}`]);
      const author = await registerMember(ctx.app);
      const other = await registerMember(ctx.app);
      const response = await post(author.cookie, "/api/questions", { title: "Is this a SCAM?", content: "<p>Asking</p>", topicIds: [topicId] });
      expect(response.statusCode).toBe(201);
      const held = response.json();
      expect(held).toMatchObject({ held: true, message: HELD, title: "Is this a SCAM?" });

      expect((await get(null, `/api/questions/${held.id}`)).statusCode).toBe(404);
      expect((await get(other.cookie, `/api/questions/${held.id}`)).statusCode).toBe(404);
      expect((await get(author.cookie, `/api/questions/${held.id}`)).json()).toMatchObject({ id: held.id, held: true });
      expect((await get(moderator.cookie, `/api/questions/${held.id}`)).statusCode).toBe(200);

      const recent = (await get(other.cookie, "/api/questions?tab=recent")).json().items.map((item: { id: number }) => item.id);
      expect(recent).not.toContain(held.id);
      const inTopic = (await get(other.cookie, `/api/topics/${topicId}/questions`)).json().items;
      expect(inTopic).toHaveLength(0);
      expect((await get(null, `/api/topics/${topicId}`)).json().questionCount).toBe(0);
      expect((await get(other.cookie, `/api/users/${author.user.id}/questions`)).json().items).toHaveLength(0);
      expect((await get(author.cookie, `/api/users/${author.user.id}/questions`)).json().items).toHaveLength(1);
      expect((await get(null, `/api/users/${author.user.id}`)).json().stats.questionCount).toBe(0);
      expect((await get(null, "/api/questions/similar?q=scam")).json().map((item: { id: number }) => item.id)).not.toContain(held.id);
      expect((await get(null, "/sitemap.xml")).body).not.toContain(`/questions/${held.id}<`);

      const system = (await queue()).find((item: { targetType: string; targetId: string }) => item.targetType === "question" && item.targetId === String(held.id));
      expect(system).toMatchObject({ reporter: null, reason: "blocked_words", priority: "medium", content: { held: true } });
      expect(system.details).toContain("scam");

      // Approve publishes it; its topic counts it from then on.
      await post(moderator.cookie, `/api/admin/reports/${system.id}/resolve`, { action: "approve" });
      const published = (await get(null, `/api/questions/${held.id}`)).json();
      expect(published.held).toBeUndefined();
      expect((await get(null, `/api/topics/${topicId}`)).json().questionCount).toBe(1);
      expect((await get(other.cookie, "/api/questions?tab=recent")).json().items.map((item: { id: number }) => item.id)).toContain(held.id);
      expect((await get(null, "/sitemap.xml")).body).toContain(`/questions/${held.id}<`);
    });

    it("holds answers and comments too; Remove deletes them and counters never saw them", async () => {
      const author = await registerMember(ctx.app);
      const other = await registerMember(ctx.app);
      const question = await askQuestion(ctx.app, other.cookie);
      const heldAnswer = await post(author.cookie, `/api/questions/${question.id}/answers`, { content: "<p>Get free   money here</p>" });
      expect(heldAnswer.statusCode).toBe(201);
      expect(heldAnswer.json()).toMatchObject({ held: true, message: HELD });
      const answerId = heldAnswer.json().id;

      const visibleTo = async (cookie: string | null) => (await get(cookie, `/api/questions/${question.id}/answers`)).json().items.map((item: { id: number }) => item.id);
      expect(await visibleTo(null)).not.toContain(answerId);
      expect(await visibleTo(other.cookie)).not.toContain(answerId);
      expect(await visibleTo(author.cookie)).toContain(answerId);
      expect(await visibleTo(moderator.cookie)).toContain(answerId);
      const asked = (await get(null, `/api/questions/${question.id}`)).json();
      expect(asked.answerCount).toBe(0);
      expect(asked.topAnswer).toBeNull();

      const clean = await answerQuestion(ctx.app, author.cookie, question.id, "<p>A clean answer</p>");
      const heldComment = await post(author.cookie, `/api/answers/${clean.id}/comments`, { content: "what a scam" });
      expect(heldComment.json()).toMatchObject({ held: true, message: HELD });
      const comments = async (cookie: string | null) => (await get(cookie, `/api/answers/${clean.id}/comments`)).json().items.map((item: { id: number }) => item.id);
      expect(await comments(other.cookie)).toHaveLength(0);
      expect(await comments(author.cookie)).toEqual([heldComment.json().id]);
      expect((await get(null, `/api/questions/${question.id}/answers`)).json().items[0].commentCount).toBe(0);

      const systemReports = (await queue()).filter((item: { reason: string; content: { held: boolean } | null }) => item.reason === "blocked_words" && item.content?.held);
      const forAnswer = systemReports.find((item: { targetType: string; targetId: string }) => item.targetType === "answer" && item.targetId === String(answerId));
      const forComment = systemReports.find((item: { targetType: string; targetId: string }) => item.targetType === "comment" && item.targetId === String(heldComment.json().id));
      await post(moderator.cookie, `/api/admin/reports/${forAnswer.id}/resolve`, { action: "remove" });
      expect(await visibleTo(author.cookie)).not.toContain(answerId);
      expect((await get(null, `/api/questions/${question.id}`)).json().answerCount).toBe(1);
      await post(moderator.cookie, `/api/admin/reports/${forComment.id}/resolve`, { action: "approve" });
      expect(await comments(other.cookie)).toEqual([heldComment.json().id]);
      expect((await get(null, `/api/questions/${question.id}/answers`)).json().items[0].commentCount).toBe(1);
    });

    it("does not hold whole-word misses, staff posts, or anything when the switch is off", async () => {
      const author = await registerMember(ctx.app);
      const missed = await post(author.cookie, "/api/questions", { title: "Scamper is a word", content: "" });
      expect(missed.json().held).toBeUndefined();
      const staff = await post(moderator.cookie, "/api/questions", { title: "Moderators may say scam", content: "" });
      expect(staff.json().held).toBeUndefined();
      await saveSettings({ moderationEnabled: false });
      const off = await post(author.cookie, "/api/questions", { title: "A scam, but moderation is off", content: "" });
      expect(off.json().held).toBeUndefined();
      expect((await get(null, `/api/questions/${off.json().id}`)).statusCode).toBe(200);
      await saveSettings({ moderationEnabled: true });
    });
  });
});

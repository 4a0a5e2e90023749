import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STAGING_PUBLISH_HOURS } from "@shared/staging";
import { questions, topics } from "../../db/schema/content";
import { notifications } from "../../db/schema/messaging";
import { reviewTasks } from "../../db/schema/review";
import { stagedQuestions, stagingEvents } from "../../db/schema/staging";
import { as, createTestContext, describeApi, registerMember, type TestContext } from "../../test/app";
import { askQuestion, createTopics, grantReputation } from "../../test/factories";
import { holdPostsContaining, registerStaff, useStagingGround } from "../../test/staff";
import { CHANGES_CHANNEL } from "../../cache/changes";

type Member = Awaited<ReturnType<typeof registerMember>>;

// The staging ground (issue 25, point 4): with the setting on, a member's first question is seen
// only by its author, reviewers and staff until a reviewer publishes it or 72 hours pass unreviewed.
describeApi("staging ground (issue 25.4)", () => {
  let ctx: TestContext;
  let reviewer: Member;
  let reviewer2: Member;
  let moderator: Awaited<ReturnType<typeof registerStaff>>;
  let topicId: number;
  beforeAll(async () => {
    ctx = await createTestContext();
    await ctx.app.ready();
    moderator = await registerStaff(ctx, "moderator");
    reviewer = await registerMember(ctx.app, { firstName: "Rae", lastName: "Viewer" });
    reviewer2 = await registerMember(ctx.app, { firstName: "Rex", lastName: "Viewer" });
    for (const member of [reviewer, reviewer2]) {
      await askQuestion(ctx.app, member.cookie, { title: `What is a reviewer's first question number ${member.user.id.slice(0, 6)}?` });
      await grantReputation(ctx.database.db, member.user.id, 1000);
    }
    topicId = (await createTopics(ctx.database.db, ["Staging Botany"]))[0]!;
  });
  afterAll(() => ctx?.close());

  const get = (cookie: string | null, url: string) => (cookie ? as(ctx.app, cookie, { method: "GET", url }) : ctx.app.inject({ method: "GET", url }));
  const post = (cookie: string, url: string, payload?: object) => as(ctx.app, cookie, { method: "POST", url, ...(payload ? { payload } : {}) });
  const topicCount = async () => (await ctx.database.db.select({ n: topics.questionCount }).from(topics).where(eq(topics.id, topicId)))[0]!.n;
  const stagedBy = async (title: string) => {
    const author = await registerMember(ctx.app);
    const question = await askQuestion(ctx.app, author.cookie, { title, topicIds: [topicId] });
    return { author, question };
  };

  it("is off by default: a first question is published at once", async () => {
    const author = await registerMember(ctx.app);
    const question = await askQuestion(ctx.app, author.cookie, { title: "Why do tulips close at night in spring?" });
    expect(question.staging).toBeUndefined();
    expect((await get(null, `/api/questions/${question.id}`)).statusCode).toBe(200);
  });

  describe("with the staging ground on", () => {
    beforeAll(() => useStagingGround(ctx, true));

    it("stages a first question: its author, reviewers and staff see it, nobody else, and no list shows it", async () => {
      const before = await topicCount();
      const { author, question } = await stagedBy("How often should I water a young fig tree?");
      expect(question.staged).toBe(true);
      expect(question.staging).toMatchObject({ state: "waiting", events: [], can: { review: false, comment: true, resubmit: false } });
      expect(question.message).toMatch(/staging ground/);
      expect(new Date(question.staging.publishesAt).getTime() - new Date(question.staging.submittedAt).getTime()).toBe(STAGING_PUBLISH_HOURS * 3_600_000);
      expect(await topicCount()).toBe(before);

      const other = await registerMember(ctx.app);
      const lowReputation = await registerMember(ctx.app);
      expect((await get(null, `/api/questions/${question.id}`)).statusCode).toBe(404);
      expect((await get(other.cookie, `/api/questions/${question.id}`)).statusCode).toBe(404);
      expect((await get(lowReputation.cookie, `/api/questions/${question.id}`)).statusCode).toBe(404);
      const seen = await get(reviewer.cookie, `/api/questions/${question.id}`);
      expect(seen.statusCode).toBe(200);
      expect(seen.json().staging.can).toEqual({ review: true, comment: true, resubmit: false });
      expect((await get(moderator.cookie, `/api/questions/${question.id}`)).json().staging.can.review).toBe(true);
      // Its answers and comments (none yet) are read by those who see it, as the page does.
      for (const cookie of [author.cookie, reviewer.cookie]) {
        expect((await get(cookie, `/api/questions/${question.id}/answers`)).statusCode).toBe(200);
        expect((await get(cookie, `/api/questions/${question.id}/comments`)).statusCode).toBe(200);
      }
      expect((await get(other.cookie, `/api/questions/${question.id}/answers`)).statusCode).toBe(404);

      for (const cookie of [null, author.cookie, reviewer.cookie]) {
        const recent = (await get(cookie, "/api/questions?tab=recent&limit=50")).json();
        expect(recent.items.map((item: { id: number }) => item.id)).not.toContain(question.id);
        const topicPage = (await get(cookie, `/api/topics/${topicId}/questions`)).json();
        expect(topicPage.items.map((item: { id: number }) => item.id)).not.toContain(question.id);
      }
      const found = (await get(null, `/api/search?q=${encodeURIComponent("young fig tree")}`)).json();
      expect(JSON.stringify(found)).not.toContain(`"id":${question.id},`);
      expect((await get(null, "/sitemap.xml")).body).not.toContain(`/questions/${question.id}`);
      // Its author's own profile lists it, marked.
      const mine = (await get(author.cookie, `/api/users/${author.user.id}/questions`)).json();
      expect(mine.items.find((item: { id: number }) => item.id === question.id)).toMatchObject({ staged: true });
      const theirs = (await get(other.cookie, `/api/users/${author.user.id}/questions`)).json();
      expect(theirs.items.map((item: { id: number }) => item.id)).not.toContain(question.id);
    });

    it("takes no answers, comments or votes while staged", async () => {
      const { author, question } = await stagedBy("Can a fig tree grow in a pot indoors?");
      const answered = await post(author.cookie, `/api/questions/${question.id}/answers`, { content: "<p>Yes it can</p>" });
      expect(answered.statusCode).toBe(403);
      expect(answered.json().message).toMatch(/staging ground/);
      expect((await post(author.cookie, `/api/questions/${question.id}/comments`, { content: "A comment here" })).statusCode).toBe(403);
      // A reviewer reads it through the staging ground's routes: answering and commenting find no question to write on.
      expect((await post(reviewer.cookie, `/api/questions/${question.id}/answers`, { content: "<p>Yes it can</p>" })).statusCode).toBe(404);
      expect((await post(reviewer.cookie, `/api/questions/${question.id}/comments`, { content: "A comment here" })).statusCode).toBe(404);
      expect((await post(reviewer.cookie, `/api/questions/${question.id}/vote`, { value: 1 })).statusCode).toBe(404);
      expect((await post(author.cookie, `/api/questions/${question.id}/vote`, { value: 1 })).statusCode).toBe(403);
      const abilities = (await get(reviewer.cookie, `/api/questions/${question.id}`)).json().abilities;
      expect(abilities).toMatchObject({ answer: false, comment: false, vote: false, edit: false });
    });

    it("guides, asks for changes, takes a resubmission and publishes, telling the author each step", async () => {
      const before = await topicCount();
      const { author, question } = await stagedBy("Why are my fig leaves turning yellow?");
      const url = `/api/questions/${question.id}/staging`;
      const other = await registerMember(ctx.app);

      // Guidance: reviewers and the author; anyone else finds nothing there.
      const guided = await post(reviewer.cookie, `${url}/comments`, { body: "  Say how often you water it, and in what light. </script>$& " });
      expect(guided.statusCode).toBe(200);
      expect(guided.json()).toEqual({ questionId: question.id, state: "waiting" });
      expect((await post(author.cookie, `${url}/comments`, { body: "Twice a week, by a north window." })).statusCode).toBe(200);
      expect((await post(other.cookie, `${url}/comments`, { body: "Let me in" })).statusCode).toBe(404);
      for (const body of [{}, { body: "" }, { body: "\u200b\u200b" }, { body: "x".repeat(1001) }, { body: 5 }]) {
        const refused = await post(reviewer.cookie, `${url}/comments`, body);
        expect(refused.statusCode, JSON.stringify(body)).toBe(400);
        expect(refused.json().field).toBe("body");
      }

      // Asking for changes needs the review privilege, and happens once per submission.
      const refused = await post(other.cookie, `${url}/request-changes`, { body: "Add more details" });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe("privilege_required");
      expect((await post(reviewer.cookie, `${url}/request-changes`, { body: "Add what soil it is in, please." })).json()).toEqual({ questionId: question.id, state: "changes-requested" });
      expect((await post(reviewer2.cookie, `${url}/request-changes`, { body: "And the pot size." })).statusCode).toBe(409);
      const waitingForAuthor = (await get(author.cookie, `/api/questions/${question.id}`)).json().staging;
      expect(waitingForAuthor).toMatchObject({ state: "changes-requested", publishesAt: null, can: { resubmit: true, review: false } });
      expect(waitingForAuthor.events.map((event: { kind: string }) => event.kind)).toEqual(["comment", "comment", "changes-requested"]);
      expect(waitingForAuthor.events[0].body).toBe("Say how often you water it, and in what light. </script>$&");

      // The author edits, then resubmits (once); the clock starts again.
      expect((await as(ctx.app, author.cookie, { method: "PATCH", url: `/api/questions/${question.id}`, payload: { content: "<p>Clay soil, 30 cm pot.</p>" } })).statusCode).toBe(200);
      expect((await post(reviewer.cookie, `${url}/resubmit`)).statusCode).toBe(403);
      expect((await post(author.cookie, `${url}/resubmit`)).json()).toEqual({ questionId: question.id, state: "waiting" });
      expect((await post(author.cookie, `${url}/resubmit`)).statusCode).toBe(409);
      // The author cannot publish their own.
      await grantReputation(ctx.database.db, author.user.id, 1000);
      expect((await post(author.cookie, `${url}/publish`)).statusCode).toBe(409);

      const published = await post(reviewer2.cookie, `${url}/publish`);
      expect(published.json()).toEqual({ questionId: question.id, state: "published" });
      expect((await post(reviewer.cookie, `${url}/publish`)).statusCode).toBe(409);
      const seen = await get(null, `/api/questions/${question.id}`);
      expect(seen.statusCode).toBe(200);
      expect(seen.json().staging).toBeUndefined();
      expect(seen.json().staged).toBeUndefined();
      expect(await topicCount()).toBe(before + 1);
      const recent = (await get(null, "/api/questions?tab=recent&limit=5")).json();
      expect(recent.items.map((item: { id: number }) => item.id)).toContain(question.id);
      // Answers are open now.
      expect((await post(reviewer.cookie, `/api/questions/${question.id}/answers`, { content: "<p>Less water in clay.</p>" })).statusCode).toBe(201);

      const told = await ctx.database.db.select().from(notifications).where(eq(notifications.questionId, question.id));
      expect(told.filter((row) => row.userId === author.user.id).map((row) => [row.type, row.subject])).toEqual(
        expect.arrayContaining([
          ["staging_feedback", "comment"],
          ["staging_feedback", "changes-requested"],
          ["staging_published", null],
        ]),
      );
      // Staff see every step in the post's review timeline.
      const history = (await get(moderator.cookie, `/api/questions/${question.id}/reviews`)).json();
      expect(history.items.filter((item: { queue: string }) => item.queue === "staging-ground").map((item: { action: string }) => item.action)).toEqual(
        expect.arrayContaining(["comment", "changes-requested", "resubmitted", "published"]),
      );
      // Their next question is not staged: they have a published one.
      const next = await askQuestion(ctx.app, author.cookie, { title: "When should figs be pruned in a cold climate?" });
      expect(next.staging).toBeUndefined();
      expect((await get(null, `/api/questions/${next.id}`)).statusCode).toBe(200);
    });

    it("announces the question's tag with every step, so no kept page shows a step that changed", async () => {
      const { author, question } = await stagedBy("Should basil be pinched before it flowers?");
      const heard: string[] = [];
      const stop = await ctx.database.notifications.listen(CHANGES_CHANNEL, (payload) => heard.push(...payload.split(" ")));
      try {
        const url = `/api/questions/${question.id}/staging`;
        for (const [cookie, step, body] of [
          [author.cookie, "comments", { body: "A reply with no notification for anyone" }],
          [reviewer.cookie, "request-changes", { body: "Which basil?" }],
          [author.cookie, "resubmit", undefined],
        ] as const) {
          heard.length = 0;
          expect((await post(cookie, `${url}/${step}`, body)).statusCode).toBe(200);
          await ctx.database.notifications.flush();
          expect(heard, step).toContain(`q:${question.id}`);
        }
      } finally {
        await stop();
      }
    });

    it("is a review queue: listed with its count, worked from /api/review/staging-ground, never the reviewer's own", async () => {
      const { question } = await stagedBy("Is it too late to plant garlic in December?");
      const queues = (await get(reviewer.cookie, "/api/review")).json().queues;
      expect(queues.find((entry: { queue: string }) => entry.queue === "staging-ground")?.pending).toBeGreaterThan(0);
      const low = await registerMember(ctx.app);
      expect((await get(low.cookie, "/api/review/staging-ground")).statusCode).toBe(403);
      const page = (await get(reviewer.cookie, "/api/review/staging-ground")).json();
      expect(page.items.map((item: { question: { id: number } }) => item.question.id)).toContain(question.id);
      expect(page.items[0].staging.can.review).toBe(true);

      const task = `/api/review/staging-ground/${question.id}`;
      expect((await post(reviewer.cookie, task, { action: "comment" })).statusCode).toBe(400);
      expect((await post(reviewer.cookie, task, { action: "approve" })).statusCode).toBe(400);
      expect((await post(reviewer.cookie, task, { action: "skip" })).statusCode).toBe(200);
      expect((await post(reviewer.cookie, task, { action: "comment", comment: "Which garlic variety?" })).statusCode).toBe(200);
      expect((await post(reviewer.cookie, `/api/review/first-questions/${question.id}`, { action: "looks-ok" })).statusCode).toBe(404);
      expect((await post(reviewer.cookie, task, { action: "publish" })).json()).toEqual({ questionId: question.id, state: "published" });
      expect((await get(reviewer.cookie, "/api/review/staging-ground")).json().items.map((item: { question: { id: number } }) => item.question.id)).not.toContain(question.id);
      expect((await post(reviewer.cookie, "/api/review/staging-ground/2147483647", { action: "publish" })).statusCode).toBe(404);
      const zero = await post(reviewer.cookie, "/api/review/staging-ground/0", { action: "publish" });
      expect(zero.statusCode, zero.body).toBe(404);
    });

    it("publishes what nobody reviewed in 72 hours, and only that; the first-questions queue then looks at it", async () => {
      const overdue = await stagedBy("Do bees sleep at night in the hive?");
      const fresh = await stagedBy("Why do bees dance in the hive?");
      const changing = await stagedBy("How many bees live in one hive?");
      await post(reviewer.cookie, `/api/questions/${changing.question.id}/staging/request-changes`, { body: "Which species of bee?" });
      const back = sql`now() - make_interval(hours => ${STAGING_PUBLISH_HOURS + 1})`;
      for (const { question } of [overdue, changing]) await ctx.database.db.update(stagedQuestions).set({ submittedAt: back }).where(eq(stagedQuestions.questionId, question.id));

      const published = await ctx.app.stagingClock.publishOverdue();
      expect(published).toContain(overdue.question.id);
      expect(published).not.toContain(fresh.question.id);
      expect(published).not.toContain(changing.question.id);
      expect((await get(null, `/api/questions/${overdue.question.id}`)).statusCode).toBe(200);
      expect((await get(null, `/api/questions/${fresh.question.id}`)).statusCode).toBe(404);
      expect((await get(null, `/api/questions/${changing.question.id}`)).statusCode).toBe(404);
      const [event] = await ctx.database.db.select().from(stagingEvents).where(eq(stagingEvents.questionId, overdue.question.id));
      expect(event).toMatchObject({ kind: "published", actorId: null });
      const tasks = await ctx.database.db.select().from(reviewTasks).where(eq(reviewTasks.questionId, overdue.question.id));
      expect(tasks.map((task) => task.queue)).toEqual(["first-questions"]);
      const [notice] = await ctx.database.db.select().from(notifications).where(eq(notifications.questionId, overdue.question.id));
      expect(notice).toMatchObject({ userId: overdue.author.user.id, type: "staging_published" });
      expect(await ctx.app.stagingClock.publishOverdue()).not.toContain(overdue.question.id);
    });

    it("publishes once when reviewers publish at the same moment", async () => {
      const before = await topicCount();
      const { question } = await stagedBy("What eats aphids on roses in summer?");
      const results = await Promise.all([reviewer, reviewer2, moderator].map((member) => post(member.cookie, `/api/questions/${question.id}/staging/publish`)));
      expect(results.map((result) => result.statusCode).sort()).toEqual([200, 409, 409]);
      expect(await topicCount()).toBe(before + 1);
      const events = await ctx.database.db.select().from(stagingEvents).where(eq(stagingEvents.questionId, question.id));
      expect(events.filter((event) => event.kind === "published")).toHaveLength(1);
      const [row] = await ctx.database.db.select({ status: questions.status }).from(questions).where(eq(questions.id, question.id));
      expect(row!.status).toBe("published");
    });

    it("leaves staff's questions alone, and holds come first: a held question or an edit with a blocked word is moderation's", async () => {
      const staffQuestion = await askQuestion(ctx.app, moderator.cookie, { title: "Which moderator tools need a tour this week?" });
      expect(staffQuestion.staging).toBeUndefined();
      expect((await get(null, `/api/questions/${staffQuestion.id}`)).statusCode).toBe(200);

      await holdPostsContaining(ctx, ["grumbleweed"]);
      const held = await stagedBy("Is grumbleweed good for compost heaps?");
      expect(held.question).toMatchObject({ held: true });
      expect(held.question.staging).toBeUndefined();
      const { author, question } = await stagedBy("Is nettle good for compost heaps?");
      expect(question.staged).toBe(true);
      const edited = await as(ctx.app, author.cookie, { method: "PATCH", url: `/api/questions/${question.id}`, payload: { content: "<p>Or grumbleweed?</p>" } });
      expect(edited.json()).toMatchObject({ held: true });
      await ctx.database.db.update(stagedQuestions).set({ submittedAt: sql`now() - make_interval(hours => ${STAGING_PUBLISH_HOURS + 1})` }).where(eq(stagedQuestions.questionId, question.id));
      expect(await ctx.app.stagingClock.publishOverdue()).not.toContain(question.id);
      expect((await get(null, `/api/questions/${question.id}`)).statusCode).toBe(404);
      expect((await post(reviewer.cookie, `/api/questions/${question.id}/staging/publish`)).statusCode).toBe(404);
    });
  });
});

import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MAX_PRIVILEGE_THRESHOLD, PRIVILEGE_IDS, PRIVILEGE_PRESETS, PRIVILEGES, privilegeReason, type PrivilegeId, type PrivilegePreset } from "@shared/reputation";
import { auditLog } from "../db/schema/admin";
import { questions } from "../db/schema/content";
import { notifications } from "../db/schema/messaging";
import { reviewTasks } from "../db/schema/review";
import { routeTable } from "../plugins/route-table";
import { as, createTestContext, describeApi, registerMember, type TestContext } from "../test/app";
import { answerQuestion, askQuestion, createTopics, grantReputation } from "../test/factories";
import { topicSynonyms } from "../db/schema/topic-names";
import { stagedQuestions } from "../db/schema/staging";
import { registerStaff } from "../test/staff";

type Member = Awaited<ReturnType<typeof registerMember>>;

/**
 * How to use each gated route's privilege as `actor` on content another member wrote: the
 * request, made fresh each time (its own question, answer or comment), so a case never depends
 * on another. Keyed by "METHOD /url" and then privilege; a route that declares a privilege
 * (config.privileges) missing here fails the "covers every gate" test below.
 */
type Exercise = (env: { ctx: TestContext; author: Member; actor: Member }) => Promise<LightMyRequestResponse>;

const commentOn = async (ctx: TestContext, author: Member, kind: "questions" | "answers", id: number) => {
  const response = await as(ctx.app, author.cookie, { method: "POST", url: `/api/${kind}/${id}/comments`, payload: { content: "A comment of the author's" } });
  if (response.statusCode !== 201) throw new Error(`comment failed: ${response.statusCode} ${response.body}`);
  return response.json() as { id: number };
};

const voteOnQuestion = (value: 1 | -1): Exercise => async ({ ctx, author, actor }) => {
  const question = await askQuestion(ctx.app, author.cookie);
  return as(ctx.app, actor.cookie, { method: "POST", url: `/api/questions/${question.id}/vote`, payload: { value } });
};
const voteOnAnswer = (value: 1 | -1): Exercise => async ({ ctx, author, actor }) => {
  const question = await askQuestion(ctx.app, author.cookie);
  const answer = await answerQuestion(ctx.app, author.cookie, question.id);
  return as(ctx.app, actor.cookie, { method: "POST", url: `/api/answers/${answer.id}/vote`, payload: { value } });
};

/** A suggested edit of the author's new question by a third member (issue 25): its id. */
const suggestEdit = async (ctx: TestContext, author: Member) => {
  const question = await askQuestion(ctx.app, author.cookie);
  const suggester = await registerMember(ctx.app, { firstName: "Sue", lastName: "Suggester" });
  const response = await as(ctx.app, suggester.cookie, { method: "PATCH", url: `/api/questions/${question.id}`, payload: { title: `A better title for question ${question.id}?` } });
  if (response.statusCode !== 202) throw new Error(`suggestion failed: ${response.statusCode} ${response.body}`);
  return response.json().suggestedEditId as number;
};

/** A question of the author's, staged (the staging ground, issue 25.4) as their first would be: its id. */
const stagedQuestion = async (ctx: TestContext, author: Member) => {
  const question = await askQuestion(ctx.app, author.cookie);
  await ctx.database.db.update(questions).set({ status: "staged" }).where(eq(questions.id, question.id));
  await ctx.database.db.insert(stagedQuestions).values({ questionId: question.id });
  return question.id as number;
};

const EXERCISES: Record<string, Partial<Record<PrivilegeId, Exercise>>> = {
  "POST /api/questions/:id/staging/request-changes": {
    review: async ({ ctx, author, actor }) =>
      as(ctx.app, actor.cookie, { method: "POST", url: `/api/questions/${await stagedQuestion(ctx, author)}/staging/request-changes`, payload: { body: "Say what you tried" } }),
  },
  "POST /api/questions/:id/staging/publish": {
    review: async ({ ctx, author, actor }) => as(ctx.app, actor.cookie, { method: "POST", url: `/api/questions/${await stagedQuestion(ctx, author)}/staging/publish` }),
  },
  "GET /api/review/staging-ground": {
    review: ({ ctx, actor }) => as(ctx.app, actor.cookie, { method: "GET", url: "/api/review/staging-ground" }),
  },
  "POST /api/review/staging-ground/:taskId": {
    review: async ({ ctx, author, actor }) =>
      as(ctx.app, actor.cookie, { method: "POST", url: `/api/review/staging-ground/${await stagedQuestion(ctx, author)}`, payload: { action: "comment", comment: "Which soil?" } }),
  },
  "POST /api/questions/:id/vote": { "vote-up": voteOnQuestion(1), "vote-down": voteOnQuestion(-1) },
  "POST /api/answers/:id/vote": { "vote-up": voteOnAnswer(1), "vote-down": voteOnAnswer(-1) },
  "POST /api/questions/:id/comments": {
    "comment-everywhere": async ({ ctx, author, actor }) => {
      const question = await askQuestion(ctx.app, author.cookie);
      return as(ctx.app, actor.cookie, { method: "POST", url: `/api/questions/${question.id}/comments`, payload: { content: "A comment on someone else's question" } });
    },
  },
  "POST /api/answers/:id/comments": {
    "comment-everywhere": async ({ ctx, author, actor }) => {
      const question = await askQuestion(ctx.app, author.cookie);
      const answer = await answerQuestion(ctx.app, author.cookie, question.id);
      return as(ctx.app, actor.cookie, { method: "POST", url: `/api/answers/${answer.id}/comments`, payload: { content: "A comment on someone else's answer" } });
    },
  },
  "POST /api/questions/:id/close-votes": {
    "close-votes": async ({ ctx, author, actor }) => {
      const question = await askQuestion(ctx.app, author.cookie);
      return as(ctx.app, actor.cookie, { method: "POST", url: `/api/questions/${question.id}/close-votes`, payload: { reason: "off-topic" } });
    },
  },
  "POST /api/questions/:id/reopen-votes": {
    "close-votes": async ({ ctx, author, actor }) => {
      const question = await askQuestion(ctx.app, author.cookie);
      await ctx.database.db.update(questions).set({ closedReason: "off-topic", closedAt: new Date() }).where(eq(questions.id, question.id));
      return as(ctx.app, actor.cookie, { method: "POST", url: `/api/questions/${question.id}/reopen-votes` });
    },
  },
  "GET /api/review/suggested-edits": {
    review: ({ ctx, actor }) => as(ctx.app, actor.cookie, { method: "GET", url: "/api/review/suggested-edits" }),
  },
  "POST /api/review/suggested-edits/:id/approve": {
    review: async ({ ctx, author, actor }) => {
      const id = await suggestEdit(ctx, author);
      return as(ctx.app, actor.cookie, { method: "POST", url: `/api/review/suggested-edits/${id}/approve` });
    },
  },
  "POST /api/review/suggested-edits/:id/reject": {
    review: async ({ ctx, author, actor }) => {
      const id = await suggestEdit(ctx, author);
      return as(ctx.app, actor.cookie, { method: "POST", url: `/api/review/suggested-edits/${id}/reject`, payload: { reason: "Not an improvement" } });
    },
  },
  // The review queues (issue 25, point 3): the post queues need review, the vote queues close-votes.
  "GET /api/review/:queue": {
    review: ({ ctx, actor }) => as(ctx.app, actor.cookie, { method: "GET", url: "/api/review/first-questions" }),
    "close-votes": ({ ctx, actor }) => as(ctx.app, actor.cookie, { method: "GET", url: "/api/review/close-votes" }),
  },
  "POST /api/review/:queue/:taskId": {
    review: async ({ ctx, actor }) => {
      // A new member's first question waits in first-questions.
      const asker = await registerMember(ctx.app, { firstName: "Fay", lastName: "First" });
      const question = await askQuestion(ctx.app, asker.cookie);
      const [task] = await ctx.database.db.select().from(reviewTasks).where(eq(reviewTasks.questionId, question.id));
      return as(ctx.app, actor.cookie, { method: "POST", url: `/api/review/first-questions/${task!.id}`, payload: { action: "looks-ok" } });
    },
    "close-votes": async ({ ctx, author, actor }) => {
      const question = await askQuestion(ctx.app, author.cookie);
      const [task] = await ctx.database.db.insert(reviewTasks).values({ queue: "close-votes", questionId: question.id }).returning();
      return as(ctx.app, actor.cookie, { method: "POST", url: `/api/review/close-votes/${task!.id}`, payload: { action: "leave-open" } });
    },
  },
  // Member topics and synonyms (issue 25, point 5).
  "POST /api/topics": {
    "create-topics": ({ ctx, actor }) => as(ctx.app, actor.cookie, { method: "POST", url: "/api/topics", payload: { name: `Topic of ${actor.user.id.slice(0, 8)} ${Date.now() % 100000}` } }),
  },
  "POST /api/topics/:id/synonyms": {
    "topic-synonyms": async ({ ctx, actor }) => {
      const [id] = await createTopics(ctx.database.db, [`Synonymous ${Math.random().toString(36).slice(2, 10)}`]);
      return as(ctx.app, actor.cookie, { method: "POST", url: `/api/topics/${id}/synonyms`, payload: { name: `alias ${Math.random().toString(36).slice(2, 10)}` } });
    },
  },
  "DELETE /api/topics/:id/synonyms/:name": {
    "topic-synonyms": async ({ ctx, actor }) => {
      const suffix = Math.random().toString(36).slice(2, 10);
      const [id] = await createTopics(ctx.database.db, [`Renamed ${suffix}`]);
      await ctx.database.db.insert(topicSynonyms).values({ topicId: id!, name: `old ${suffix}` });
      return as(ctx.app, actor.cookie, { method: "DELETE", url: `/api/topics/${id}/synonyms/${encodeURIComponent(`old ${suffix}`)}` });
    },
  },
  "POST /api/comments/:id/vote": {
    "vote-up": async ({ ctx, author, actor }) => {
      const question = await askQuestion(ctx.app, author.cookie);
      const comment = await commentOn(ctx, author, "questions", question.id);
      return as(ctx.app, actor.cookie, { method: "POST", url: `/api/comments/${comment.id}/vote`, payload: { value: 1 } });
    },
  },
};

/** Every (route, privilege) the app declares, from Fastify's route table. */
function declaredGates(ctx: TestContext): { route: string; privilege: PrivilegeId }[] {
  return routeTable(ctx.app).flatMap((route) =>
    [route.method]
      .flat()
      .filter((method) => method !== "HEAD")
      .flatMap((method) => (route.config?.privileges ?? []).map((privilege) => ({ route: `${method} ${route.url}`, privilege }))),
  );
}

describeApi("privileges (issue 24)", () => {
  let ctx: TestContext;
  let admin: Awaited<ReturnType<typeof registerStaff>>;
  beforeAll(async () => {
    ctx = await createTestContext();
    admin = await registerStaff(ctx, "admin");
    await ctx.app.ready();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const member = () => registerMember(ctx.app, { firstName: "Priv", lastName: "Tester" });
  /** A new member with exactly this much reputation (everyone starts at 1). */
  const memberWith = async (reputation: number) => {
    const m = await member();
    if (reputation > 1) await grantReputation(ctx.database.db, m.user.id, reputation - 1);
    return m;
  };
  const putPrivileges = (cookie: string | null, payload: unknown) =>
    cookie ? as(ctx.app, cookie, { method: "PUT", url: "/api/admin/privileges", payload: payload as object }) : ctx.app.inject({ method: "PUT", url: "/api/admin/privileges", payload: payload as object });
  const usePreset = async (preset: PrivilegePreset) => expect((await putPrivileges(admin.cookie, { preset })).statusCode).toBe(200);
  const privilegesOf = async (m: Member) => (await as(ctx.app, m.cookie, { method: "GET", url: "/api/privileges" })).json() as { reputation: number; preset: string; items: { id: PrivilegeId; reputation: number; granted: boolean }[] };

  it("covers every gate the route table declares, and every privilege named in the table is real", () => {
    const gates = declaredGates(ctx);
    expect(gates.length).toBeGreaterThan(0);
    const missing = gates.filter(({ route, privilege }) => !EXERCISES[route]?.[privilege]).map(({ route, privilege }) => `${route} (${privilege})`);
    expect(missing, "routes that declare a privilege this test does not exercise: add them to EXERCISES").toEqual([]);
    for (const { privilege } of gates) expect(PRIVILEGE_IDS).toContain(privilege);
    // No stale entries: whatever the table exercises is still declared.
    const declared = new Set(gates.map(({ route, privilege }) => `${route} ${privilege}`));
    for (const [route, byPrivilege] of Object.entries(EXERCISES)) for (const privilege of Object.keys(byPrivilege)) expect(declared).toContain(`${route} ${privilege}`);
  });

  describe.each(PRIVILEGE_PRESETS)("under the %s preset", (preset) => {
    beforeEach(async () => {
      await usePreset(preset);
    });

    // The cases come from the same route table at run time; the table above is keyed the same way.
    it("refuses every gated route one point below its threshold and allows it exactly at it", async () => {
      const cases = declaredGates(ctx);
      for (const { route, privilege } of cases) {
        const required = PRIVILEGES[privilege].presets[preset];
        const exercise = EXERCISES[route]![privilege]!;
        const author = await member();
        // Nobody is below 1, the start: a threshold of 1 is everyone's.
        if (required > 1) {
          const below = await memberWith(required - 1);
          const refused = await exercise({ ctx, author, actor: below });
          expect(refused.statusCode, `${route} ${privilege} at ${required - 1}`).toBe(403);
          expect(refused.json()).toEqual({ error: "privilege_required", privilege, required, message: privilegeReason(privilege, required, required - 1) });
        }
        const at = await memberWith(required);
        const allowed = await exercise({ ctx, author, actor: at });
        expect(allowed.statusCode, `${route} ${privilege} at ${required}: ${allowed.body}`).toBeGreaterThanOrEqual(200);
        expect(allowed.statusCode).toBeLessThan(300);
      }
    });
  });

  it("staff have every privilege at any reputation", async () => {
    await usePreset("established");
    const moderator = await registerStaff(ctx, "moderator");
    expect((await privilegesOf(moderator)).items.every((item) => item.granted)).toBe(true);
    for (const { route, privilege } of declaredGates(ctx)) {
      const response = await EXERCISES[route]![privilege]!({ ctx, author: await member(), actor: moderator });
      expect(response.statusCode, `${route} ${privilege}`).toBeLessThan(300);
    }
  });

  it("comments on one's own posts and answers to one's own question need no privilege", async () => {
    await usePreset("established");
    const asker = await memberWith(1);
    const answerer = await memberWith(1);
    const question = await askQuestion(ctx.app, asker.cookie);
    const answer = await answerQuestion(ctx.app, answerer.cookie, question.id);
    expect((await as(ctx.app, asker.cookie, { method: "POST", url: `/api/questions/${question.id}/comments`, payload: { content: "On my own question" } })).statusCode).toBe(201);
    expect((await as(ctx.app, asker.cookie, { method: "POST", url: `/api/answers/${answer.id}/comments`, payload: { content: "On an answer to my question" } })).statusCode).toBe(201);
    expect((await as(ctx.app, answerer.cookie, { method: "POST", url: `/api/answers/${answer.id}/comments`, payload: { content: "On my own answer" } })).statusCode).toBe(201);
    // Someone else's question is not theirs.
    expect((await as(ctx.app, answerer.cookie, { method: "POST", url: `/api/questions/${question.id}/comments`, payload: { content: "On the question" } })).statusCode).toBe(403);
  });

  it("taking a vote back needs no privilege", async () => {
    await usePreset("new-community");
    const author = await member();
    const voter = await memberWith(50);
    const question = await askQuestion(ctx.app, author.cookie);
    expect((await as(ctx.app, voter.cookie, { method: "POST", url: `/api/questions/${question.id}/vote`, payload: { value: -1 } })).statusCode).toBe(200);
    await usePreset("established");
    expect((await as(ctx.app, voter.cookie, { method: "POST", url: `/api/questions/${question.id}/vote`, payload: { value: 0 } })).statusCode).toBe(200);
  });

  describe("presets and own thresholds", () => {
    it('switching to "established" makes upvoting need 15, and own numbers override the preset', async () => {
      const author = await member();
      const voter = await memberWith(14);
      await usePreset("established");
      expect((await privilegesOf(voter)).items.find((item) => item.id === "vote-up")).toMatchObject({ reputation: 15, granted: false });
      expect((await voteOnQuestion(1)({ ctx, author, actor: voter })).json()).toMatchObject({ error: "privilege_required", privilege: "vote-up", required: 15 });

      const saved = await putPrivileges(admin.cookie, { thresholds: { "vote-up": 10, "vote-down": 75 } });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().preset).toBe("established");
      expect(saved.json().items.find((item: { id: string }) => item.id === "vote-down")).toEqual({
        id: "vote-down",
        reputation: 75,
        own: 75,
        presets: { "new-community": 50, established: 125 },
        description: PRIVILEGES["vote-down"].description,
      });
      const mine = await privilegesOf(voter);
      expect(mine.preset).toBe("established");
      expect(mine.items.find((item) => item.id === "vote-up")).toMatchObject({ reputation: 10, granted: true });
      expect((await voteOnQuestion(1)({ ctx, author, actor: voter })).statusCode).toBe(200);
      expect((await voteOnQuestion(-1)({ ctx, author, actor: voter })).json()).toMatchObject({ privilege: "vote-down", required: 75 });
      // The others follow the preset.
      expect(mine.items.find((item) => item.id === "create-topics")!.reputation).toBe(1500);
      // The panel reads the same.
      const panel = (await as(ctx.app, admin.cookie, { method: "GET", url: "/api/admin/privileges" })).json();
      expect(panel).toEqual(saved.json());
    });

    it("a preset alone clears own numbers; a preset with thresholds keeps them; a number equal to the preset's is not kept as one's own", async () => {
      await putPrivileges(admin.cookie, { preset: "established", thresholds: { "vote-down": 75 } });
      let panel = (await putPrivileges(admin.cookie, { preset: "new-community" })).json();
      expect(panel.items.every((item: { own: number | null }) => item.own === null)).toBe(true);
      expect(panel.items.find((item: { id: string }) => item.id === "vote-down").reputation).toBe(50);
      panel = (await putPrivileges(admin.cookie, { preset: "new-community", thresholds: { "vote-down": 60, review: 200 } })).json();
      expect(panel.items.find((item: { id: string }) => item.id === "vote-down")).toMatchObject({ reputation: 60, own: 60 });
      expect(panel.items.find((item: { id: string }) => item.id === "review")).toMatchObject({ reputation: 200, own: null });
      // Thresholds alone replace the own numbers and keep the preset.
      panel = (await putPrivileges(admin.cookie, { thresholds: {} })).json();
      expect(panel.preset).toBe("new-community");
      expect(panel.items.find((item: { id: string }) => item.id === "vote-down")).toMatchObject({ reputation: 50, own: null });
    });
  });

  describe("PUT /api/admin/privileges", () => {
    it("is the admins' alone: 401 for visitors, 403 for members and moderators", async () => {
      expect((await putPrivileges(null, { preset: "established" })).statusCode).toBe(401);
      expect((await putPrivileges((await member()).cookie, { preset: "established" })).statusCode).toBe(403);
      expect((await putPrivileges((await registerStaff(ctx, "moderator")).cookie, { preset: "established" })).statusCode).toBe(403);
      expect((await ctx.app.inject({ method: "GET", url: "/api/admin/privileges" })).statusCode).toBe(401);
      expect((await as(ctx.app, (await member()).cookie, { method: "GET", url: "/api/admin/privileges" })).statusCode).toBe(403);
    });

    it.each([
      ["a negative threshold", { thresholds: { "vote-down": -5 } }, "thresholds.vote-down"],
      ["zero", { thresholds: { "vote-down": 0 } }, "thresholds.vote-down"],
      ["a huge threshold", { thresholds: { "vote-down": MAX_PRIVILEGE_THRESHOLD + 1 } }, "thresholds.vote-down"],
      ["beyond 2^53", { thresholds: { "vote-down": 1e300 } }, "thresholds.vote-down"],
      ["a fraction", { thresholds: { "vote-down": 50.5 } }, "thresholds.vote-down"],
      ["a number as a string", { thresholds: { "vote-down": "50" } }, "thresholds.vote-down"],
      ["null", { thresholds: { "vote-down": null } }, "thresholds.vote-down"],
      ["an unknown privilege", { thresholds: { "fly-freely": 10 } }, "thresholds.fly-freely"],
      ["a prototype key (Fastify refuses the body)", JSON.parse('{"thresholds": {"__proto__": 10}}'), undefined],
      ["an unknown preset", { preset: "huge-community" }, "preset"],
      ["thresholds as an array", { thresholds: [50] }, "thresholds"],
      ["an unknown field", { preset: "established", colour: "red" }, undefined],
      ["nothing to change", {}, undefined],
    ])("refuses %s with 400 and changes nothing", async (_name, payload, field) => {
      await putPrivileges(admin.cookie, { preset: "new-community" });
      const before = (await as(ctx.app, admin.cookie, { method: "GET", url: "/api/admin/privileges" })).json();
      const response = await putPrivileges(admin.cookie, payload);
      expect(response.statusCode, response.body).toBe(400);
      if (field) expect(response.json().field).toBe(field);
      expect((await as(ctx.app, admin.cookie, { method: "GET", url: "/api/admin/privileges" })).json()).toEqual(before);
    });

    it("writes what changed to the audit log", async () => {
      await putPrivileges(admin.cookie, { preset: "new-community" });
      expect((await putPrivileges(admin.cookie, { preset: "established", thresholds: { "vote-down": 80 } })).statusCode).toBe(200);
      const entry = (await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, "privileges.update")).orderBy(auditLog.id)).at(-1);
      expect(entry).toMatchObject({ actorId: admin.user.id, targetType: "settings", targetId: "1" });
      const details = entry!.details as { changed: string[]; preset: { from: string; to: string }; thresholds: Record<string, { from: number; to: number }> };
      expect(details.preset).toEqual({ from: "new-community", to: "established" });
      expect(details.changed).toContain("preset");
      expect(details.thresholds["vote-down"]).toEqual({ from: 50, to: 80 });
      expect(details.thresholds["vote-up"]).toEqual({ from: 1, to: 15 });
      // The admin panel's audit list shows it.
      const listed = (await as(ctx.app, admin.cookie, { method: "GET", url: "/api/admin/audit" })).json();
      expect(listed.items[0].action).toBe("privileges.update");
    });
  });

  describe("reaching a threshold", () => {
    const noticesOf = (m: Member) => ctx.database.db.select().from(notifications).where(eq(notifications.userId, m.user.id)).orderBy(notifications.id);
    const privilegeNotices = async (m: Member) => (await noticesOf(m)).filter((row) => row.type === "privilege_gained").map((row) => row.subject);

    beforeEach(async () => {
      await usePreset("new-community");
    });

    it("tells the member once, with the privilege, when an upvote carries them over it", async () => {
      const author = await memberWith(45);
      const [voter, second] = [await member(), await member()];
      const question = await askQuestion(ctx.app, author.cookie);
      const answer = await answerQuestion(ctx.app, author.cookie, (await askQuestion(ctx.app, voter.cookie)).id);
      expect((await as(ctx.app, voter.cookie, { method: "POST", url: `/api/questions/${question.id}/vote`, payload: { value: 1 } })).statusCode).toBe(200);
      // 45 + 10 = 55: vote-down (50) and nothing else.
      expect(await privilegeNotices(author)).toEqual(["vote-down"]);
      // Moving further without crossing tells nothing more.
      await as(ctx.app, second.cookie, { method: "POST", url: `/api/answers/${answer.id}/vote`, payload: { value: 1 } });
      expect(await privilegeNotices(author)).toEqual(["vote-down"]);
      // The notification API shows it with its subject.
      const listed = (await as(ctx.app, author.cookie, { method: "GET", url: "/api/notifications" })).json();
      expect(listed.items.find((item: { type: string }) => item.type === "privilege_gained")).toMatchObject({ subject: "vote-down", actor: null, link: "/help#reputation" });
    });

    it("an upvote taken back and given again while the notice is unread tells nothing new; once read, a new crossing is told again", async () => {
      const author = await memberWith(45);
      const voter = await member();
      const question = await askQuestion(ctx.app, author.cookie);
      const vote = (value: 0 | 1) => as(ctx.app, voter.cookie, { method: "POST", url: `/api/questions/${question.id}/vote`, payload: { value } });
      await vote(1);
      await vote(0);
      await vote(1);
      expect(await privilegeNotices(author)).toEqual(["vote-down"]);
      await as(ctx.app, author.cookie, { method: "POST", url: "/api/notifications/read", payload: { all: true } });
      await vote(0);
      await vote(1);
      expect(await privilegeNotices(author)).toEqual(["vote-down", "vote-down"]);
    });

    it("an acceptance that carries the answerer over a threshold tells them, and several privileges at once are each told", async () => {
      const asker = await member();
      const answerer = await memberWith(90);
      const question = await askQuestion(ctx.app, asker.cookie);
      const answer = await answerQuestion(ctx.app, answerer.cookie, question.id);
      expect((await as(ctx.app, asker.cookie, { method: "POST", url: `/api/answers/${answer.id}/accept` })).statusCode).toBe(200);
      // 90 + 15 = 105: create-topics (100).
      expect(await privilegeNotices(answerer)).toEqual(["create-topics"]);
      // Accepting it again moves nothing and tells nothing.
      await as(ctx.app, asker.cookie, { method: "POST", url: `/api/answers/${answer.id}/accept` });
      expect(await privilegeNotices(answerer)).toEqual(["create-topics"]);

      // An own threshold low enough that one upvote crosses three at once.
      await putPrivileges(admin.cookie, { preset: "new-community", thresholds: { "vote-down": 5, "create-topics": 8, review: 11 } });
      const newcomer = await member();
      const asked = await askQuestion(ctx.app, newcomer.cookie);
      await as(ctx.app, asker.cookie, { method: "POST", url: `/api/questions/${asked.id}/vote`, payload: { value: 1 } });
      expect((await privilegeNotices(newcomer)).sort()).toEqual(["create-topics", "review", "vote-down"]);
    });

    it("falling below a threshold tells nothing, and staff are never told", async () => {
      const author = await memberWith(51);
      const critic = await memberWith(200);
      const question = await askQuestion(ctx.app, author.cookie);
      await as(ctx.app, critic.cookie, { method: "POST", url: `/api/questions/${question.id}/vote`, payload: { value: -1 } });
      expect(await privilegeNotices(author)).toEqual([]);
      const moderator = await registerStaff(ctx, "moderator");
      await grantReputation(ctx.database.db, moderator.user.id, 44);
      const asked = await askQuestion(ctx.app, moderator.cookie);
      await as(ctx.app, critic.cookie, { method: "POST", url: `/api/questions/${asked.id}/vote`, payload: { value: 1 } });
      expect(await privilegeNotices(moderator)).toEqual([]);
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { answers, answerVotes, questions, topicFollows, topics, uploads, userFollows } from "../../db/schema/content";
import { sessions, users } from "../../db/schema/users";
import { as, createTestContext, describeApi, registerMember, sessionCookie, type TestContext } from "../../test/app";

describeApi("member profiles", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx?.close());

  const db = () => ctx.database.db;
  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
  const get = (url: string, cookie?: string) =>
    cookie ? as(ctx.app, cookie, { method: "GET", url }) : ctx.app.inject({ method: "GET", url });

  async function addQuestion(authorId: string | null, values: Partial<typeof questions.$inferInsert> = {}) {
    const [row] = await db()
      .insert(questions)
      .values({ authorId, title: "A question", ...values })
      .returning();
    return row!;
  }

  async function addAnswer(authorId: string, questionId: number, values: Partial<typeof answers.$inferInsert> = {}) {
    const [row] = await db()
      .insert(answers)
      .values({ authorId, questionId, content: "<p>An answer</p>", ...values })
      .returning();
    return row!;
  }

  describe("GET /api/users/:id", () => {
    it("counts questions, answers, upvotes, views and follows from the rows themselves", async () => {
      const { user: author } = await registerMember(ctx.app);
      const { user: other, cookie: otherCookie } = await registerMember(ctx.app);
      const { user: fan } = await registerMember(ctx.app);
      const q1 = await addQuestion(author.id, { upvoteCount: 3, viewCount: 10 });
      await addQuestion(author.id, { upvoteCount: 4, viewCount: 5 });
      const theirs = await addQuestion(other.id, { upvoteCount: 100, viewCount: 100 });
      await addAnswer(author.id, theirs.id);
      await addAnswer(author.id, q1.id);
      await addAnswer(author.id, theirs.id);
      await addAnswer(other.id, q1.id);
      await db()
        .insert(userFollows)
        .values([
          { followerId: other.id, followeeId: author.id },
          { followerId: fan.id, followeeId: author.id },
          { followerId: author.id, followeeId: other.id },
        ]);

      const response = await get(`/api/users/${author.id}`, otherCookie);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        id: author.id,
        firstName: author.firstName,
        stats: { questionCount: 2, answerCount: 3, totalUpvotes: 7, totalViews: 15, followerCount: 2, followingCount: 1 },
        isFollowing: true,
      });
      const empty = await get(`/api/users/${fan.id}`);
      expect(empty.json().stats).toEqual({
        questionCount: 0,
        answerCount: 0,
        totalUpvotes: 0,
        totalViews: 0,
        followerCount: 0,
        followingCount: 1,
      });
    });

    it("lets visitors read a profile, without its email or settings", async () => {
      const { user } = await registerMember(ctx.app);
      const response = await get(`/api/users/${user.id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: user.id, email: null, settings: null, isFollowing: false });
      expect(response.body).not.toMatch(/scrypt|passwordHash|oidc/i);
    });

    it("answers unknown and malformed ids with a 404", async () => {
      const unknown = await get(`/api/users/${randomUUID()}`);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ error: "not_found", message: "User not found" });
      expect((await get("/api/users/not-a-uuid")).statusCode).toBe(404);
      expect((await get(`/api/users/${randomUUID()}/questions`)).statusCode).toBe(404);
      expect((await get(`/api/users/${randomUUID()}/answers`)).statusCode).toBe(404);
    });
  });

  describe("a member's questions and answers", () => {
    it("pages through questions newest first with keyset cursors", async () => {
      const { user } = await registerMember(ctx.app);
      const { user: other } = await registerMember(ctx.app);
      const oldest = await addQuestion(user.id, { title: "Oldest", createdAt: minutesAgo(30) });
      const middle = await addQuestion(user.id, { title: "Middle", createdAt: minutesAgo(20) });
      const newest = await addQuestion(user.id, { title: "Newest", createdAt: minutesAgo(10) });
      await addQuestion(other.id, { title: "Not theirs", createdAt: minutesAgo(5) });
      await addAnswer(other.id, middle.id, { content: "<p>Best</p>", upvoteCount: 2 });

      const first = await get(`/api/users/${user.id}/questions?limit=2`);
      expect(first.statusCode).toBe(200);
      const page1 = first.json();
      expect(page1.items.map((item: { id: number }) => item.id)).toEqual([newest.id, middle.id]);
      expect(page1.items[0].author).toMatchObject({ id: user.id });
      expect(page1.items[1].topAnswer).toMatchObject({ content: "<p>Best</p>", upvoteCount: 2 });
      expect(page1.nextCursor).toEqual(expect.any(String));
      const second = await get(`/api/users/${user.id}/questions?limit=2&cursor=${encodeURIComponent(page1.nextCursor)}`);
      expect(second.json()).toEqual({ items: [expect.objectContaining({ id: oldest.id, title: "Oldest" })], nextCursor: null });
    });

    it("pages through answers newest first, each with its question and the viewer's vote", async () => {
      const { user } = await registerMember(ctx.app);
      const { user: viewer, cookie } = await registerMember(ctx.app);
      const question = await addQuestion(viewer.id, { title: "Why is the sky blue?" });
      const other = await addQuestion(viewer.id, { title: "How do tides work?" });
      const older = await addAnswer(user.id, question.id, { content: "<p>Rayleigh</p>", createdAt: minutesAgo(20), upvoteCount: 5, commentCount: 2 });
      const newer = await addAnswer(user.id, other.id, { content: "<p>The moon</p>", createdAt: minutesAgo(10) });
      await addAnswer(viewer.id, question.id, { createdAt: minutesAgo(1) });
      await db().insert(answerVotes).values({ userId: viewer.id, answerId: older.id, value: 1 });

      const first = await get(`/api/users/${user.id}/answers?limit=1`, cookie);
      expect(first.statusCode).toBe(200);
      expect(first.json().items).toEqual([
        expect.objectContaining({ id: newer.id, content: "<p>The moon</p>", question: { id: other.id, title: "How do tides work?" }, myVote: 0 }),
      ]);
      const second = await get(`/api/users/${user.id}/answers?limit=1&cursor=${encodeURIComponent(first.json().nextCursor)}`, cookie);
      expect(second.json()).toEqual({
        items: [
          expect.objectContaining({
            id: older.id,
            questionId: question.id,
            question: { id: question.id, title: "Why is the sky blue?" },
            author: expect.objectContaining({ id: user.id }),
            upvoteCount: 5,
            commentCount: 2,
            myVote: 1,
          }),
        ],
        nextCursor: null,
      });
    });

    it("refuses a bad cursor or limit with a 400 naming the field", async () => {
      const { user } = await registerMember(ctx.app);
      const cursor = await get(`/api/users/${user.id}/answers?cursor=nonsense`);
      expect(cursor.statusCode).toBe(400);
      expect(cursor.json().field).toBe("cursor");
      const limit = await get(`/api/users/${user.id}/questions?limit=500`);
      expect(limit.statusCode).toBe(400);
      expect(limit.json().field).toBe("limit");
    });
  });

  describe("PATCH /api/users/:id", () => {
    const profile = {
      firstName: "Ada",
      lastName: "Lovelace",
      bio: "Writes notes on engines.",
      location: "London",
      website: "https://ada.example.com",
      employment: "Analyst",
      education: "Private tutors",
    };

    it("lets the owner edit the seven profile fields", async () => {
      const { user, cookie } = await registerMember(ctx.app);
      const response = await as(ctx.app, cookie, { method: "PATCH", url: `/api/users/${user.id}`, payload: profile });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: user.id, ...profile });
      expect((await get("/api/auth/user", cookie)).json()).toMatchObject(profile);
      // Empty optional text clears the field.
      const cleared = await as(ctx.app, cookie, { method: "PATCH", url: `/api/users/${user.id}`, payload: { bio: "", website: "" } });
      expect(cleared.json()).toMatchObject({ bio: null, website: null, location: "London" });
    });

    it("is for the owner only: 403 for another member, 401 signed out", async () => {
      const { user } = await registerMember(ctx.app);
      const { cookie: otherCookie } = await registerMember(ctx.app);
      const forbidden = await as(ctx.app, otherCookie, { method: "PATCH", url: `/api/users/${user.id}`, payload: { bio: "hijacked" } });
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json()).toMatchObject({ error: "forbidden", message: "You can only edit your own profile." });
      const signedOut = await ctx.app.inject({ method: "PATCH", url: `/api/users/${user.id}`, payload: { bio: "hijacked" } });
      expect(signedOut.statusCode).toBe(401);
      const [row] = await db().select().from(users).where(eq(users.id, user.id));
      expect(row!.bio).toBeNull();
    });

    it.each([
      [{ bio: "x".repeat(501) }, "bio"],
      [{ website: "javascript:alert(1)" }, "website"],
      [{ website: "not a url" }, "website"],
      [{ firstName: "  " }, "firstName"],
      [{ profileVisibility: "friends" }, "profileVisibility"],
      [{ emailNotifications: "yes" }, "emailNotifications"],
    ])("refuses %j with a 400 naming the field", async (payload, field) => {
      const { user, cookie } = await registerMember(ctx.app);
      const response = await as(ctx.app, cookie, { method: "PATCH", url: `/api/users/${user.id}`, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: "validation_error", field });
    });

    it("accepts a bio of exactly 500 characters", async () => {
      const { user, cookie } = await registerMember(ctx.app);
      const response = await as(ctx.app, cookie, { method: "PATCH", url: `/api/users/${user.id}`, payload: { bio: "x".repeat(500) } });
      expect(response.statusCode).toBe(200);
      expect(response.json().bio).toHaveLength(500);
    });

    it("round-trips every settings field for the owner, and shows them to nobody else", async () => {
      const { user, cookie } = await registerMember(ctx.app);
      const { cookie: otherCookie } = await registerMember(ctx.app);
      const before = (await get(`/api/users/${user.id}`, cookie)).json();
      expect(before.settings).toEqual({ emailNotifications: true, pushNotifications: true, weeklyDigest: true, profileVisibility: "public" });
      expect(before.email).toBe(user.email);

      const settings = { emailNotifications: false, pushNotifications: false, weeklyDigest: false, profileVisibility: "private" };
      const saved = await as(ctx.app, cookie, { method: "PATCH", url: `/api/users/${user.id}`, payload: { ...profile, ...settings } });
      expect(saved.statusCode).toBe(200);

      const mine = (await get(`/api/users/${user.id}`, cookie)).json();
      expect(mine).toMatchObject({ ...profile, email: user.email, settings });
      const theirs = (await get(`/api/users/${user.id}`, otherCookie)).json();
      expect(theirs).toMatchObject({ firstName: "Ada", lastName: "Lovelace", email: null, settings: null });

      // Partial updates leave the other settings alone.
      await as(ctx.app, cookie, { method: "PATCH", url: `/api/users/${user.id}`, payload: { weeklyDigest: true } });
      expect((await get(`/api/users/${user.id}`, cookie)).json().settings).toEqual({ ...settings, weeklyDigest: true });
    });

    it("keeps a private profile's bio, location, website and education to its owner", async () => {
      const { user, cookie } = await registerMember(ctx.app);
      const { cookie: otherCookie } = await registerMember(ctx.app);
      await as(ctx.app, cookie, { method: "PATCH", url: `/api/users/${user.id}`, payload: { ...profile, profileVisibility: "private" } });
      const hidden = { bio: null, location: null, website: null, education: null };
      for (const viewer of [otherCookie, undefined]) {
        const seen = (await get(`/api/users/${user.id}`, viewer)).json();
        expect(seen).toMatchObject({ ...hidden, firstName: "Ada", lastName: "Lovelace", employment: "Analyst" });
      }
      expect((await get(`/api/users/${user.id}`, cookie)).json()).toMatchObject(profile);
      await as(ctx.app, cookie, { method: "PATCH", url: `/api/users/${user.id}`, payload: { profileVisibility: "public" } });
      expect((await get(`/api/users/${user.id}`, otherCookie)).json()).toMatchObject({ ...profile, email: null });
    });

    it("takes a profile picture only from the member's own image uploads", async () => {
      const { user, cookie } = await registerMember(ctx.app);
      const { user: other } = await registerMember(ctx.app);
      const data = Buffer.from("not really an image");
      await db()
        .insert(uploads)
        .values([
          { id: "mine-image-0001", userId: user.id, mimeType: "image/png", size: data.length, data },
          { id: "their-image-001", userId: other.id, mimeType: "image/png", size: data.length, data },
        ]);
      const patch = (profileImageUrl: string | null) =>
        as(ctx.app, cookie, { method: "PATCH", url: `/api/users/${user.id}`, payload: { profileImageUrl } });

      expect((await patch("/api/uploads/mine-image-0001")).json().profileImageUrl).toBe("/api/uploads/mine-image-0001");
      for (const url of ["/api/uploads/their-image-001", "/api/uploads/no-such-upload", "https://evil.example/x.png"]) {
        const refused = await patch(url);
        expect(refused.statusCode).toBe(400);
        expect(refused.json().field).toBe("profileImageUrl");
      }
      expect((await patch(null)).json().profileImageUrl).toBeNull();
    });
  });

  describe("DELETE /api/users/:id", () => {
    it("is for the owner only", async () => {
      const { user } = await registerMember(ctx.app);
      const { cookie: otherCookie } = await registerMember(ctx.app);
      const forbidden = await as(ctx.app, otherCookie, { method: "DELETE", url: `/api/users/${user.id}` });
      expect(forbidden.statusCode).toBe(403);
      expect((await ctx.app.inject({ method: "DELETE", url: `/api/users/${user.id}` })).statusCode).toBe(401);
      expect((await get(`/api/users/${user.id}`)).statusCode).toBe(200);
    });

    it("clears the account, ends every session and keeps the member's content as 'Deleted account'", async () => {
      const { user, cookie, credentials } = await registerMember(ctx.app, { firstName: "Gone" });
      const { user: friend, cookie: friendCookie } = await registerMember(ctx.app);
      const secondLogin = await ctx.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: credentials.email, password: credentials.password },
      });
      const otherSession = sessionCookie(secondLogin);
      await as(ctx.app, cookie, { method: "PATCH", url: `/api/users/${user.id}`, payload: { bio: "About me", website: "https://me.example.com" } });
      const question = await addQuestion(user.id, { title: "Still here after I leave" });
      const answer = await addAnswer(user.id, question.id);
      const [topic] = await db().insert(topics).values({ name: "Deletion topic", followerCount: 0 }).returning();
      await as(ctx.app, cookie, { method: "POST", url: `/api/topics/${topic!.id}/follow` });
      await as(ctx.app, cookie, { method: "POST", url: `/api/users/${friend.id}/follow` });
      await as(ctx.app, friendCookie, { method: "POST", url: `/api/users/${user.id}/follow` });

      const response = await as(ctx.app, cookie, { method: "DELETE", url: `/api/users/${user.id}` });
      expect(response.statusCode).toBe(204);
      const cleared = response.cookies.find((item) => item.name === "ponder_session");
      expect(cleared?.value).toBe("");

      for (const session of [cookie, otherSession]) {
        expect((await get("/api/auth/user", session)).statusCode).toBe(401);
      }
      expect(await db().select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
      const relogin = await ctx.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: credentials.email, password: credentials.password },
      });
      expect(relogin.statusCode).toBe(401);

      const [row] = await db().select().from(users).where(eq(users.id, user.id));
      expect(row).toMatchObject({
        status: "deleted",
        email: null,
        username: null,
        passwordHash: null,
        oidcSubject: null,
        firstName: null,
        lastName: null,
        bio: null,
        location: null,
        website: null,
        employment: null,
        education: null,
        profileImageUrl: null,
      });
      expect((await get(`/api/users/${user.id}`)).json()).toMatchObject({ message: "User not found" });

      const feed = (await get("/api/questions?limit=50")).json();
      expect(feed.items.find((item: { id: number }) => item.id === question.id)).toMatchObject({ title: "Still here after I leave", author: null });
      const [kept] = await db().select().from(answers).where(eq(answers.id, answer.id));
      expect(kept!.authorId).toBe(user.id);

      expect(await db().select().from(topicFollows).where(eq(topicFollows.userId, user.id))).toEqual([]);
      const [topicRow] = await db().select().from(topics).where(eq(topics.id, topic!.id));
      expect(topicRow!.followerCount).toBe(0);
      const friendProfile = (await get(`/api/users/${friend.id}`, friendCookie)).json();
      expect(friendProfile.stats).toMatchObject({ followerCount: 0, followingCount: 0 });
      const follow = await as(ctx.app, friendCookie, { method: "POST", url: `/api/users/${user.id}/follow` });
      expect(follow.statusCode).toBe(404);
    });
  });

  describe("following members", () => {
    it("follows and unfollows idempotently, keeping the counts right", async () => {
      const { user: star } = await registerMember(ctx.app);
      const { user: fan, cookie } = await registerMember(ctx.app);
      const { cookie: secondFanCookie } = await registerMember(ctx.app);
      const call = (method: "POST" | "DELETE", who = cookie) => as(ctx.app, who, { method, url: `/api/users/${star.id}/follow` });

      expect((await call("POST")).json()).toEqual({ following: true, followerCount: 1 });
      expect((await call("POST")).json()).toEqual({ following: true, followerCount: 1 });
      expect((await call("POST", secondFanCookie)).json()).toEqual({ following: true, followerCount: 2 });
      expect((await get(`/api/users/${star.id}`, cookie)).json()).toMatchObject({ isFollowing: true, stats: { followerCount: 2 } });
      expect((await get(`/api/users/${fan.id}`, cookie)).json().stats.followingCount).toBe(1);

      expect((await call("DELETE")).json()).toEqual({ following: false, followerCount: 1 });
      expect((await call("DELETE")).json()).toEqual({ following: false, followerCount: 1 });
      expect((await get(`/api/users/${star.id}`, cookie)).json()).toMatchObject({ isFollowing: false, stats: { followerCount: 1 } });
    });

    it("refuses following yourself, unknown members and visitors", async () => {
      const { user, cookie } = await registerMember(ctx.app);
      const self = await as(ctx.app, cookie, { method: "POST", url: `/api/users/${user.id}/follow` });
      expect(self.statusCode).toBe(400);
      expect(self.json().message).toBe("You cannot follow yourself");
      const unknown = await as(ctx.app, cookie, { method: "POST", url: `/api/users/${randomUUID()}/follow` });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe("User not found");
      expect((await as(ctx.app, cookie, { method: "DELETE", url: "/api/users/123/follow" })).statusCode).toBe(404);
      expect((await ctx.app.inject({ method: "POST", url: `/api/users/${user.id}/follow` })).statusCode).toBe(401);
    });
  });

  it("takes a deleted member out of their spaces, keeping member counts right", async () => {
    const founder = await registerMember(ctx.app);
    const leaver = await registerMember(ctx.app);
    const space = (await as(ctx.app, founder.cookie, { method: "POST", url: "/api/spaces", payload: { name: `Leavers ${Date.now()}`, description: "" } })).json();
    await as(ctx.app, leaver.cookie, { method: "POST", url: `/api/spaces/${space.id}/join` });
    expect((await get(`/api/spaces/${space.id}`)).json().memberCount).toBe(2);
    expect((await as(ctx.app, leaver.cookie, { method: "DELETE", url: `/api/users/${leaver.user.id}` })).statusCode).toBe(204);
    expect((await get(`/api/spaces/${space.id}`)).json().memberCount).toBe(1);
  });

  it("keeps onboarding working next to the profile routes", async () => {
    const { user, cookie } = await registerMember(ctx.app);
    const response = await as(ctx.app, cookie, { method: "PATCH", url: "/api/users/onboarding", payload: { completed: true } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: user.id, onboardingCompleted: true });
  });
});

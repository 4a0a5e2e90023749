import { afterAll, beforeAll, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { users } from "../db/schema/users";
import { createTestContext, describeApi, registerMember, type TestContext } from "../test/app";
import { loadAuthors } from "./authors";

/** Authors of the moment are read together (issue 22): each load still gets its own authors, fresh. */
describeApi("batched author loads", () => {
  let ctx: TestContext;
  let ids: string[];

  beforeAll(async () => {
    ctx = await createTestContext();
    ids = [];
    for (const firstName of ["Ada", "Bo", "Cy"]) ids.push((await registerMember(ctx.app, { firstName })).user.id);
  });
  afterAll(() => ctx?.close());

  it("answers each of many loads at once with its own authors only, as its own copies", async () => {
    const { db } = ctx.database;
    const [a, b, c, none] = await Promise.all([loadAuthors(db, [ids[0]!, ids[1]!, null]), loadAuthors(db, [ids[1]!]), loadAuthors(db, [ids[2]!, ids[2]!, "00000000-0000-4000-8000-000000000000"]), loadAuthors(db, [null])]);
    expect([...a!.keys()].sort()).toEqual([ids[0], ids[1]].sort());
    expect([...b!.keys()]).toEqual([ids[1]]);
    expect([...c!.keys()]).toEqual([ids[2]]);
    expect(none!.size).toBe(0);
    expect(a!.get(ids[1]!)).toEqual(b!.get(ids[1]!));
    expect(a!.get(ids[1]!)).not.toBe(b!.get(ids[1]!));
    expect(a!.get(ids[0]!)).toMatchObject({ firstName: "Ada" });
  });

  it("sees a change made before it was asked, even while another load is running", async () => {
    const { db } = ctx.database;
    const running = loadAuthors(db, [ids[0]!]);
    await db.update(users).set({ reputation: 4321 }).where(eq(users.id, ids[0]!));
    const after = loadAuthors(db, [ids[0]!]);
    await running;
    expect((await after).get(ids[0]!)).toMatchObject({ reputation: 4321 });
  });
});

import { afterAll, beforeAll, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { HIGHLIGHT_END, HIGHLIGHT_START } from "@shared/search";
import { nearWords, TYPO_WORDS_MAX } from "../../content/search-terms";
import { questions } from "../../db/schema/content";
import { as, createTestContext, describeApi, registerMember, type TestContext } from "../../test/app";
import { answerQuestion, askQuestion, createTopics } from "../../test/factories";

/**
 * Issue 26's relevance set: questions in seven languages, and queries (with typos, other word
 * forms, accents, case and operators) with the question that must come first. Run on PGlite
 * and on PostgreSQL (the same migrations build the same search on both).
 */
const CORPUS = [
  { key: "replication", title: "How does PostgreSQL replication work?", content: "<p>Streaming replication between a primary and standby servers.</p>", topic: "Databases" },
  { key: "closures", title: "Best way to learn JavaScript closures", content: "<p>Functions capture the variables around them.</p>", topic: "Programming" },
  { key: "sky", title: "Why is the sky blue?", content: "<p>Something about Rayleigh scattering of sunlight?</p>", topic: "Physics" },
  { key: "bread", title: "How do I bake sourdough bread at home?", content: "<p>I have a starter, flour and water.</p>", topic: "Cooking" },
  { key: "tides", title: "What causes ocean tides?", content: "<p>Twice a day the water rises.</p>", topic: "Physics" },
  { key: "pods", title: "Kubernetes pods keep restarting", content: "<p>My deployment shows CrashLoopBackOff.</p>", topic: "Programming" },
  { key: "coffee", title: "Is coffee bad for your heart?", content: "<p>Caffeine and blood pressure worry me.</p>", topic: "Health" },
  { key: "flexbox", title: "How to center a div with CSS flexbox", content: "<p>Vertically and horizontally.</p>", topic: "Programming" },
  { key: "comprehension", title: "Python list comprehension versus map performance", content: "<p>Which one is faster?</p>", topic: "Programming" },
  { key: "rome", title: "When did the Roman Empire fall?", content: "<p>The western half, in 476.</p>", topic: "History" },
  { key: "vaccines", title: "How do vaccines train the immune system?", content: "<p>Antibodies and memory cells.</p>", topic: "Health" },
  { key: "rebase", title: "Git rebase or merge for feature branches?", content: "<p>Our team argues about history.</p>", topic: "Programming" },
  { key: "paella", title: "¿Cómo se prepara una paella valenciana?", content: "<p>Arroz, azafrán, pollo y judías verdes.</p>", topic: "Cooking" },
  { key: "gatos", title: "¿Por qué los gatos ronronean?", content: "<p>Mi gata lo hace cuando está contenta.</p>", topic: "Animals" },
  { key: "energiewende", title: "Wie funktioniert die Energiewende in Deutschland?", content: "<p>Solarenergie und Windkraft statt Kohle.</p>", topic: "Energy" },
  { key: "banane", title: "Warum ist die Banane krumm?", content: "<p>Sie wächst der Sonne entgegen.</p>", topic: "Animals" },
  { key: "francais", title: "Comment apprendre le français rapidement ?", content: "<p>Écouter des podcasts tous les jours.</p>", topic: "Languages" },
  { key: "cafe", title: "Où trouver un café ouvert à Paris le dimanche ?", content: "<p>Près de la gare.</p>", topic: "Travel" },
  { key: "tower", title: "東京タワーの高さはどれくらいですか？", content: "<p>展望台にも行きたいです。</p>", topic: "Travel" },
  { key: "nihongo", title: "日本語の勉強方法を教えてください", content: "<p>ひらがなとカタカナから始めました。</p>", topic: "Languages" },
  { key: "hanzi", title: "如何学习中文汉字？", content: "<p>每天写二十个字。</p>", topic: "Languages" },
  { key: "duck", title: "北京烤鸭怎么做？", content: "<p>需要什么调料？</p>", topic: "Cooking" },
  { key: "hangul", title: "한국어 문법을 어떻게 공부하나요?", content: "<p>조사가 어렵습니다.</p>", topic: "Languages" },
  { key: "kimchi", title: "서울에서 가장 맛있는 김치찌개는?", content: "<p>추천해 주세요.</p>", topic: "Travel" },
] as const;
type Key = (typeof CORPUS)[number]["key"];

/** [query, the question that must come first (null: nothing is found)]. */
const FIRST: [string, Key | null][] = [
  // English words, and their other forms.
  ["postgresql replication", "replication"],
  ["replicating", "replication"],
  ["javascript closure", "closures"],
  ["sky blue", "sky"],
  ["baking bread", "bread"],
  ["tide", "tides"],
  ["kubernetes restarts", "pods"],
  ["coffee heart", "coffee"],
  ["flexbox", "flexbox"],
  ["list comprehensions", "comprehension"],
  ["roman empire", "rome"],
  ["vaccine immunity", "vaccines"],
  ["vaccines", "vaccines"],
  ["rebasing", "rebase"],
  // The details count too.
  ["rayleigh scattering", "sky"],
  ["crashloopbackoff", "pods"],
  ["caffeine", "coffee"],
  ["standby servers", "replication"],
  // One or two typos in a word.
  ["postgress replicaton", "replication"],
  ["javascrpt closures", "closures"],
  ["kubernets", "pods"],
  ["sourdogh", "bread"],
  ["vacines", "vaccines"],
  ["comprehensoin", "comprehension"],
  ["flexbx centre", "flexbox"],
  // Short words: one typo ("blak", "bred"), where trigrams alone see too little alike.
  ["bred", "bread"],
  ["romn empire", "rome"],
  ["coffee hart", "coffee"],
  ["immune systme", "vaccines"],
  ["brxzd", null],
  // A misspelt word of a question's details or of an answer (the vocabulary has their words too).
  ["rayleigh scatering", "sky"],
  ["gravitatonal", "tides"],
  // Case and accents do not matter.
  ["PAELLA", "paella"],
  ["azafran", "paella"],
  ["Cafe PARIS", "cafe"],
  ["francais", "francais"],
  ["ecouter podcasts", "francais"],
  ["Énergiewende", "energiewende"],
  ["DEUTSCHLAND", "energiewende"],
  ["banane", "banane"],
  ["wachst", "banane"],
  ["gatos ronronean", "gatos"],
  ["judias verdes", "paella"],
  // Japanese, Chinese and Korean by any run of two or more characters.
  ["東京タワー", "tower"],
  ["タワー", "tower"],
  ["高さ", "tower"],
  ["展望台", "tower"],
  ["日本語", "nihongo"],
  ["勉強方法", "nihongo"],
  ["カタカナ", "nihongo"],
  ["汉字", "hanzi"],
  ["中文", "hanzi"],
  ["烤鸭", "duck"],
  ["北京", "duck"],
  ["한국어", "hangul"],
  ["문법", "hangul"],
  ["김치찌개", "kimchi"],
  ["김치", "kimchi"],
  ["서울", "kimchi"],
  // Phrases and minus words.
  ['"immune system"', "vaccines"],
  ['"system immune"', null],
  ["replication -mysql", "replication"],
  ["sky -blue", null],
  // Operators.
  ["replication [Databases]", "replication"],
  ["replication [cooking]", null],
  ["[Health] heart", "coffee"],
  ["closed:yes", "rome"],
  ["closed:yes roman", "rome"],
  ["closed:no roman", null],
  ["hasaccepted:yes", "tides"],
  ["answers:0 ocean", null],
  ["answers:1 ocean", "tides"],
  ["score:3", "flexbox"],
  ["created:2020", "rebase"],
  ["created:2020-01..2020-12 git", "rebase"],
  ["is:answer tides", null],
  // A malformed operator is read as words.
  ["score:lots", null],
];

describeApi("search relevance (issue 26)", () => {
  let ctx: TestContext;
  let asker: Awaited<ReturnType<typeof registerMember>>;
  let answerer: Awaited<ReturnType<typeof registerMember>>;
  const ids = new Map<Key, number>();

  beforeAll(async () => {
    ctx = await createTestContext();
    asker = await registerMember(ctx.app, { firstName: "Asa", lastName: "Asker" });
    answerer = await registerMember(ctx.app, { firstName: "Ann", lastName: "Answerer" });
    const names = [...new Set(CORPUS.map((question) => question.topic))];
    const topicIds = await createTopics(ctx.database.db, names);
    for (const question of CORPUS) {
      const topicId = topicIds[names.indexOf(question.topic)];
      ids.set(question.key, (await askQuestion(ctx.app, asker.cookie, { title: question.title, content: question.content, topicIds: [topicId] })).id);
    }
    const tides = ids.get("tides")!;
    const answer = await answerQuestion(ctx.app, answerer.cookie, tides, "<p>The moon's gravitational pull on the oceans.</p>");
    const { db } = ctx.database;
    await db.update(questions).set({ acceptedAnswerId: answer.id }).where(eq(questions.id, tides));
    await db.update(questions).set({ closedReason: "opinion-based" }).where(eq(questions.id, ids.get("rome")!));
    await db.update(questions).set({ upvoteCount: 3 }).where(eq(questions.id, ids.get("flexbox")!));
    await db.update(questions).set({ createdAt: new Date("2020-06-01T12:00:00Z") }).where(eq(questions.id, ids.get("rebase")!));
    // A comment is searched too.
    await as(ctx.app, answerer.cookie, { method: "POST", url: `/api/questions/${ids.get("sky")!}/comments`, payload: { content: "Also look up Tyndall effects." } });
  });
  afterAll(() => ctx?.close());

  const questionsFor = async (q: string) => {
    const response = await ctx.app.inject({ method: "GET", url: `/api/search?type=questions&q=${encodeURIComponent(q)}` });
    expect(response.statusCode, `${q}: ${response.body}`).toBe(200);
    return response.json().items as { id: number; title: string; matchedIn: string | null; matchedAnswerId: number | null; highlight: { title: string; excerpt: string } }[];
  };

  it(`puts the right question first for each of ${FIRST.length} queries`, async () => {
    const wrong: string[] = [];
    for (const [q, expected] of FIRST) {
      const items = await questionsFor(q);
      const first = items[0]?.id ?? null;
      const want = expected === null ? null : ids.get(expected)!;
      if (first !== want) wrong.push(`${q} → ${items[0]?.title ?? "nothing"} (want ${expected === null ? "nothing" : CORPUS.find((question) => question.key === expected)!.title})`);
    }
    expect(wrong).toEqual([]);
  });

  it("looks up at most TYPO_WORDS_MAX words of a query as typos, the first ones", async () => {
    const typos = ["replicaton", "closurs", "scatterng", "sourdogh", "kubernets", "vacines", "flexbx", "comprehensoin", "rebasng", "paela", "ronronan", "deutschlnd", "francias", "podcats"];
    const near = await nearWords(ctx.database.db, typos);
    expect(near.size).toBeGreaterThan(TYPO_WORDS_MAX / 2);
    expect([...near.keys()].every((word) => typos.indexOf(word) < TYPO_WORDS_MAX)).toBe(true);
    // The words past the cap are typos it would have read: the cap, not the vocabulary, left them.
    expect((await nearWords(ctx.database.db, typos.slice(TYPO_WORDS_MAX))).size).toBeGreaterThan(0);
  });

  it("says where a question matched, and links an answer's hit to the answer", async () => {
    const [tides] = await questionsFor("gravitational");
    expect(tides).toMatchObject({ id: ids.get("tides"), matchedIn: "answer", matchedAnswerId: expect.any(Number) });
    // Its excerpt is the answer's, where the word is, marked.
    // ts_headline left out the opening "The": the cut is marked, and the end (all there) is not.
    expect(tides!.highlight.excerpt).toBe(`… moon's ${HIGHLIGHT_START}gravitational${HIGHLIGHT_END} pull on the oceans`);
    const [sky] = await questionsFor("tyndall");
    expect(sky).toMatchObject({ id: ids.get("sky"), matchedIn: "comment", matchedAnswerId: null });
    expect((await questionsFor("scattering"))[0]!.matchedIn).toBe("details");
    expect((await questionsFor("sky"))[0]!.matchedIn).toBe("title");
  });

  it("finds answers by their words, and `is:answer` keeps questions out", async () => {
    const response = await ctx.app.inject({ method: "GET", url: `/api/search?q=${encodeURIComponent("is:answer gravitational")}` });
    expect(response.statusCode).toBe(200);
    const all = response.json();
    expect(all.counts).toMatchObject({ questions: 0, answers: 1 });
    expect(all.answers[0]).toMatchObject({ questionId: ids.get("tides") });
  });

  it("answers a query of operators only with whole excerpts, and with no topics, people or spaces", async () => {
    const response = await ctx.app.inject({ method: "GET", url: `/api/search?q=${encodeURIComponent("[Physics] is:question")}` });
    expect(response.statusCode).toBe(200);
    const all = response.json();
    expect(all.counts).toMatchObject({ questions: 2, topics: 0, people: 0, spaces: 0 });
    expect([all.topics, all.people, all.spaces]).toEqual([[], [], []]);
    // No words to cut around: the excerpt is the post's start, every letter kept.
    const sky = all.questions.items.find((item: { id: number }) => item.id === ids.get("sky"));
    expect(sky.highlight.excerpt).toBe("Something about Rayleigh scattering of sunlight?");
    for (const type of ["topics", "people", "spaces"]) {
      const page = await ctx.app.inject({ method: "GET", url: `/api/search?type=${type}&q=${encodeURIComponent('user:me "blue sky"')}` });
      expect(page.json(), type).toEqual({ items: [], nextCursor: null });
    }
  });

  it("`user:me` finds the searcher's own posts, and nothing for a visitor", async () => {
    const mine = await as(ctx.app, asker.cookie, { method: "GET", url: `/api/search?type=questions&limit=50&q=${encodeURIComponent("user:me")}` });
    expect(mine.json().items).toHaveLength(CORPUS.length);
    const theirs = await as(ctx.app, answerer.cookie, { method: "GET", url: `/api/search?type=questions&q=${encodeURIComponent("user:me")}` });
    expect(theirs.json().items).toEqual([]);
    expect((await questionsFor("user:me")).length).toBe(0);
    expect((await questionsFor(`user:${asker.user.id} tides`))[0]!.id).toBe(ids.get("tides"));
  });

  it("sorts by newest and by votes as well as by relevance, with a cursor", async () => {
    const sorted = async (sort: string) => {
      const response = await ctx.app.inject({ method: "GET", url: `/api/search?type=questions&limit=2&sort=${sort}&q=${encodeURIComponent("[Programming]")}` });
      expect(response.statusCode).toBe(200);
      const page = response.json();
      const next = await ctx.app.inject({ method: "GET", url: `/api/search?type=questions&limit=50&sort=${sort}&cursor=${page.nextCursor}&q=${encodeURIComponent("[Programming]")}` });
      return [...page.items, ...next.json().items].map((item: { id: number }) => item.id);
    };
    const programming = CORPUS.filter((question) => question.topic === "Programming").map((question) => ids.get(question.key)!);
    const newest = await sorted("newest");
    // Newest first: the rebase question was moved back to 2020.
    expect(newest).toHaveLength(programming.length);
    expect(newest.at(-1)).toBe(ids.get("rebase"));
    expect((await sorted("votes"))[0]).toBe(ids.get("flexbox"));
    const bad = await ctx.app.inject({ method: "GET", url: "/api/search?q=x&sort=random" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: "sort" });
  });

  it("refuses a query with nothing to find (only minus words) with a 400, and reads hostile text as words", async () => {
    const response = await ctx.app.inject({ method: "GET", url: `/api/search?q=${encodeURIComponent("-alone")}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: "q", message: "Please enter something to search for." });
    for (const q of ["'; drop table questions; --", "</script><b>$1</b>", "\\x00 %_ *:", "!!(a|b) <-> c", "user:me user:me [a] [b] \"\" -", "created:9999-12-31", "𝔘𝔫𝔦𝔠𝔬𝔡𝔢 👩‍👩‍👧"]) {
      const result = await ctx.app.inject({ method: "GET", url: `/api/search?q=${encodeURIComponent(q)}` });
      expect(result.statusCode, q).toBe(200);
    }
  });

  it("finds a question at once after it is written, edited or hidden", async () => {
    const asked = await askQuestion(ctx.app, asker.cookie, { title: "Where do quokkas live?", content: "<p>Rottnest Island?</p>" });
    expect((await questionsFor("quokka"))[0]?.id).toBe(asked.id);
    // A typo of a word first used a moment ago is known already.
    expect((await questionsFor("quokkkas"))[0]?.id).toBe(asked.id);
    const edited = await as(ctx.app, asker.cookie, { method: "PATCH", url: `/api/questions/${asked.id}`, payload: { title: "Where do wombats live?" } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await questionsFor("quokka")).toEqual([]);
    expect((await questionsFor("wombat"))[0]?.id).toBe(asked.id);
    // An edit's new words are known at once too: a typo of one finds the question.
    const details = await as(ctx.app, asker.cookie, { method: "PATCH", url: `/api/questions/${asked.id}`, payload: { content: "<p>They dig burrows under eucalyptus trees.</p>" } });
    expect(details.statusCode, details.body).toBe(200);
    expect((await questionsFor("eucalyptos"))[0]?.id).toBe(asked.id);
    await ctx.database.db.update(questions).set({ status: "held" }).where(eq(questions.id, asked.id));
    expect(await questionsFor("wombat")).toEqual([]);
  });
});

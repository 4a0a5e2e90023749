import { backfillReputation } from "../content/reputation";
import { count, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { answers, answerVotes, questions, questionTopics, questionVotes, topicFollows, topics } from "../db/schema/content";
import { spaceMembers, spaces } from "../db/schema/spaces";
import { users } from "../db/schema/users";
import { backfillOriginalRevisions } from "../content/revisions";
import { DEFAULT_LOCALE, type Locale } from "@shared/locales";
import { DEMO_MEMBERS, DEMO_QUESTIONS, DEMO_SPACES, DEMO_TOPICS, demoTopicName } from "./demo-data";

/** A small deterministic random generator, so every new site gets the same demo. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HOUR = 3_600_000;

/**
 * Fills an empty site with demo topics, members, questions, answers, follows and votes,
 * all in one transaction. Counters on the rows match the rows they count.
 * Topics are named in `locale`, the site's default language (shared/locales.ts).
 * Returns false (and does nothing) when the site already has topics.
 */
export async function seedDemo(db: Db, now = new Date(), locale: Locale = DEFAULT_LOCALE): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ n: count() }).from(topics);
    if (existing!.n > 0) return false;
    const rand = random(42);
    const pick = <T>(list: T[]) => list[Math.floor(rand() * list.length)]!;
    const ago = (hours: number) => new Date(now.getTime() - hours * HOUR);

    const memberRows = await tx
      .insert(users)
      .values(
        DEMO_MEMBERS.map((member, index) => ({
          ...member,
          email: `${member.firstName}.${member.lastName}`.toLowerCase().normalize("NFD").replace(/[^a-z.]/g, "") + "@demo.ponder.example",
          onboardingCompleted: true,
          createdAt: ago(24 * (90 - index)),
        })),
      )
      .returning({ id: users.id });
    const memberIds = memberRows.map((row) => row.id);

    // Named in the site's default language; the demo's questions and spaces name them in English.
    const topicRows = await tx
      .insert(topics)
      .values(DEMO_TOPICS.map((topic, index) => ({ ...topic, name: demoTopicName(index, locale) })))
      .returning({ id: topics.id, name: topics.name });
    const englishName = new Map(DEMO_TOPICS.map((topic, index) => [demoTopicName(index, locale), topic.name]));
    const topicIdByName = new Map(topicRows.map((row) => [englishName.get(row.name)!, row.id]));

    const follows = new Map<number, number>();
    const followRows = memberIds.flatMap((userId) => {
      const chosen = new Set<number>();
      const wanted = 3 + Math.floor(rand() * 4);
      while (chosen.size < wanted) chosen.add(pick(topicRows).id);
      return [...chosen].map((topicId) => {
        follows.set(topicId, (follows.get(topicId) ?? 0) + 1);
        return { userId, topicId };
      });
    });
    await tx.insert(topicFollows).values(followRows);

    // Spaces (spec 2.14's four), each with some members; questions in their topics are posted there.
    const spaceRows = await tx
      .insert(spaces)
      .values(DEMO_SPACES.map((space, index) => ({ name: space.name, description: space.description, creatorId: memberIds[index]!, createdAt: ago(24 * (60 - index * 7)) })))
      .returning({ id: spaces.id });
    // A generator of their own, so the rest of the demo (votes, dates) stays as it was before spaces.
    const spaceRand = random(7);
    // Their own generator too: when votes came and which answers were accepted (issue 24: the
    // reputation they earn), leaving the rest of the demo as it was.
    const reputationRand = random(24);
    const between = (from: Date) => new Date(from.getTime() + reputationRand() * Math.max(0, now.getTime() - from.getTime()));
    const spaceMemberSets = spaceRows.map((_, index) => new Set([memberIds[index]!, ...memberIds.filter(() => spaceRand() < 0.3)]));
    const spaceOfTopic = new Map(DEMO_SPACES.flatMap((space, index) => space.topics.map((topic) => [topic, index] as const)));
    const spacePosts = spaceRows.map(() => 0);

    const questionCounts = new Map<number, number>();
    for (const [index, demo] of DEMO_QUESTIONS.entries()) {
      const authorId = memberIds[index % memberIds.length]!;
      const spaceIndex = index % 2 === 0 ? spaceOfTopic.get(demo.topics[0]!) : undefined;
      if (spaceIndex !== undefined) {
        spaceMemberSets[spaceIndex]!.add(authorId);
        spacePosts[spaceIndex]! += 1;
      }
      const createdAt = ago(2 + index * 17 + Math.floor(rand() * 10));
      const answerAuthors = memberIds.filter((id) => id !== authorId).sort(() => rand() - 0.5);
      const answerVoteRows: { answerIndex: number; userId: string; value: number }[] = [];
      const answerValues = demo.answers.map((content, answerIndex) => {
        const answerAuthor = answerAuthors[answerIndex]!;
        const voters = memberIds.filter((id) => id !== answerAuthor).sort(() => rand() - 0.5);
        const votes = Math.floor(rand() * 14) + (answerIndex === 0 ? 4 : 0);
        for (const userId of voters.slice(0, votes)) {
          answerVoteRows.push({ answerIndex, userId, value: rand() < 0.9 ? 1 : -1 });
        }
        return {
          authorId: answerAuthor,
          content,
          // Spread answers over the question's life so far, never into the future.
          createdAt: new Date(createdAt.getTime() + ((answerIndex + 1) * Math.min(3 * HOUR, now.getTime() - createdAt.getTime())) / (demo.answers.length + 1)),
        };
      });
      const questionVoters = memberIds.filter((id) => id !== authorId).sort(() => rand() - 0.5);
      const questionVoteRows = questionVoters
        .slice(0, Math.floor(rand() * 12))
        .map((userId) => ({ userId, value: rand() < 0.92 ? 1 : -1 }));

      const [question] = await tx
        .insert(questions)
        .values({
          authorId,
          title: demo.title,
          content: demo.content,
          createdAt,
          updatedAt: createdAt,
          viewCount: 20 + Math.floor(rand() * 900),
          answerCount: demo.answers.length,
          upvoteCount: questionVoteRows.filter((vote) => vote.value === 1).length,
          downvoteCount: questionVoteRows.filter((vote) => vote.value === -1).length,
          spaceId: spaceIndex === undefined ? null : spaceRows[spaceIndex]!.id,
        })
        .returning({ id: questions.id });
      const questionId = question!.id;
      const topicIds = demo.topics.map((name) => topicIdByName.get(name)!);
      for (const topicId of topicIds) questionCounts.set(topicId, (questionCounts.get(topicId) ?? 0) + 1);
      await tx.insert(questionTopics).values(topicIds.map((topicId) => ({ questionId, topicId })));
      if (questionVoteRows.length) {
        await tx.insert(questionVotes).values(questionVoteRows.map((vote) => ({ ...vote, questionId, createdAt: between(createdAt) })));
      }
      const answerRows = await tx
        .insert(answers)
        .values(
          answerValues.map((answer, answerIndex) => {
            const votes = answerVoteRows.filter((vote) => vote.answerIndex === answerIndex);
            return {
              ...answer,
              questionId,
              updatedAt: answer.createdAt,
              upvoteCount: votes.filter((vote) => vote.value === 1).length,
              downvoteCount: votes.filter((vote) => vote.value === -1).length,
            };
          }),
        )
        .returning({ id: answers.id });
      if (answerVoteRows.length) {
        await tx.insert(answerVotes).values(
          answerVoteRows.map((vote) => ({
            userId: vote.userId,
            value: vote.value,
            answerId: answerRows[vote.answerIndex]!.id,
            createdAt: between(answerValues[vote.answerIndex]!.createdAt),
          })),
        );
      }
      // About half the askers accepted the answer they found best (the most upvoted).
      if (reputationRand() < 0.5) {
        const scores = answerValues.map((_, answerIndex) => answerVoteRows.filter((vote) => vote.answerIndex === answerIndex).reduce((sum, vote) => sum + vote.value, 0));
        const best = scores.indexOf(Math.max(...scores));
        if (best >= 0) await tx.update(questions).set({ acceptedAnswerId: answerRows[best]!.id }).where(eq(questions.id, questionId));
      }
    }

    for (const [index, row] of spaceRows.entries()) {
      const members = [...spaceMemberSets[index]!];
      await tx.insert(spaceMembers).values(members.map((userId) => ({ userId, spaceId: row.id })));
      await tx.update(spaces).set({ memberCount: members.length, postCount: spacePosts[index]! }).where(eq(spaces.id, row.id));
    }

    for (const row of topicRows) {
      await tx
        .update(topics)
        .set({ followerCount: follows.get(row.id) ?? 0, questionCount: questionCounts.get(row.id) ?? 0 })
        .where(eq(topics.id, row.id));
    }
    // Every demo post has its original as revision 1, as posted ones do.
    await backfillOriginalRevisions(tx);
    // The reputation those votes and acceptances earned, under the rules (content/reputation.ts).
    await backfillReputation(tx);
    return true;
  });
}

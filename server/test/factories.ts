import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { topics } from "../db/schema/content";
import type { Db } from "../db/client";
import { as } from "./app";

/** Creates topics directly; returns their ids in order. */
export async function createTopics(db: Db, names: string[]): Promise<number[]> {
  const rows = await db
    .insert(topics)
    .values(names.map((name) => ({ name, description: `About ${name}` })))
    .returning({ id: topics.id });
  return rows.map((row) => row.id);
}

/** Asks a question through the API as the member with this cookie. */
export async function askQuestion(app: FastifyInstance, cookie: string, body: Record<string, unknown> = {}) {
  const response = await as(app, cookie, {
    method: "POST",
    url: "/api/questions",
    payload: { title: "How do tides work?", content: "<p>Details</p>", topicIds: [], ...body },
  });
  if (response.statusCode !== 201) throw new Error(`ask failed: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** Answers a question through the API. */
export async function answerQuestion(app: FastifyInstance, cookie: string, questionId: number, content = "<p>An answer</p>") {
  const response = await as(app, cookie, { method: "POST", url: `/api/questions/${questionId}/answers`, payload: { content } });
  if (response.statusCode !== 201) throw new Error(`answer failed: ${response.statusCode} ${response.body}`);
  return response.json();
}

/**
 * Gives a member reputation as if earned a month ago (one live change outside today's cap),
 * so a test can use a privilege (downvoting needs 50) without staging fifty votes.
 */
export async function grantReputation(db: Db, userId: string, points: number) {
  await db.execute(sql`
    insert into reputation_events (user_id, reason, points, delta, cause, created_at)
    values (${userId}, 'answer-accepted', ${points}, ${points}, ${`test-grant:${userId}:${randomUUID()}`}, now() - interval '30 days')`);
  await db.execute(sql`update users set reputation = reputation + ${points} where id = ${userId}`);
}

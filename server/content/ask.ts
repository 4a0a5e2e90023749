import type { CreateQuestionInput } from "@shared/questions";
import type { Db } from "../db/client";
import { queueFirstQuestion } from "./review-tasks";
import { loadStaging, stageQuestion, stagesQuestion } from "./staging";
import type { users } from "../db/schema/users";
import { sanitizeHtml } from "../html";
import { heldReceipt, type Moderation } from "./moderation";
import { STAGED_RECEIPT } from "@shared/staging";
import { and, eq, inArray } from "drizzle-orm";
import { questionFollows, questions, questionTopics, uploads } from "../db/schema/content";
import { badRequest } from "../errors";
import { adjustSpacePostCount, adjustTopicQuestionCounts, findQuestionRow } from "./lifecycle";
import { getQuestionDetail } from "./question-summaries";
import { recordOriginalQuestion } from "./revisions";
import { assertTopicsExist } from "./topics";

type Author = typeof users.$inferSelect;
type QuestionRow = typeof questions.$inferSelect;

/** Images attached at creation: the author's own uploads, shown under the details. */
async function mediaHtml(db: Db, authorId: string, mediaIds: string[]): Promise<string> {
  if (!mediaIds.length) return "";
  const rows = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(inArray(uploads.id, mediaIds), eq(uploads.userId, authorId)));
  const owned = new Set(rows.map((row) => row.id));
  const missing = mediaIds.find((id) => !owned.has(id));
  if (missing) throw badRequest("Attached media not found; upload it again", "mediaFiles");
  return mediaIds.map((id) => `<p><img src="/api/uploads/${id}" alt="" /></p>`).join("");
}

/**
 * Creates a question with its topics; the author follows it to hear of answers. A held
 * question (auto-moderation) counts in its topics, and in its space's posts, only once it is
 * published.
 */
export async function createQuestion(
  db: Db,
  authorId: string,
  input: { title: string; content: string; topicIds: number[]; mediaFiles: string[]; status?: QuestionRow["status"]; spaceId?: number },
): Promise<number> {
  const status = input.status ?? "published";
  const topicIds = [...new Set(input.topicIds)];
  await assertTopicsExist(db, topicIds);
  const media = await mediaHtml(db, authorId, [...new Set(input.mediaFiles)]);
  return db.transaction(async (tx) => {
    const [question] = await tx
      .insert(questions)
      .values({ authorId, title: input.title, content: input.content + media, status, spaceId: input.spaceId ?? null })
      .returning();
    const id = question!.id;
    if (topicIds.length) await tx.insert(questionTopics).values(topicIds.map((topicId) => ({ questionId: id, topicId })));
    await recordOriginalQuestion(tx, question!, topicIds);
    if (status === "published") {
      await adjustTopicQuestionCounts(tx, topicIds, 1);
      await adjustSpacePostCount(tx, input.spaceId ?? null, 1);
    }
    await tx.insert(questionFollows).values({ userId: authorId, questionId: id });
    // A staged question waits in the staging ground, which is its first review.
    if (status === "staged") await stageQuestion(tx, id);
    else await queueFirstQuestion(tx, id, authorId);
    return id;
  });
}

/**
 * Asking, the one path for every place a question is posted from (the composer, a space):
 * sanitise the details, screen them (auto-moderation), store the question published or held,
 * file the hold's report, and answer with the question as the question page shows it.
 */
export async function askQuestion(
  db: Db,
  moderation: Moderation,
  author: Author,
  input: Required<Pick<CreateQuestionInput, "title" | "content" | "topicIds" | "mediaFiles">>,
  options: { spaceId?: number; stagingGround?: boolean } = {},
) {
  const content = sanitizeHtml(input.content);
  const screening = await moderation.screen(author, input.title, content);
  // A held question is moderation's first; a member's first question that passed is staged
  // when the staging ground is on (docs/decisions/067-staging-ground.md).
  const staged = screening.status === "published" && (await stagesQuestion(db, author, options.stagingGround ?? false));
  const id = await createQuestion(db, author.id, { ...input, content, status: staged ? "staged" : screening.status, spaceId: options.spaceId });
  await moderation.hold("question", id, screening);
  const detail = (await getQuestionDetail(db, id, author))!;
  if (!staged) return { ...detail, ...heldReceipt(screening) };
  const row = await findQuestionRow(db, id);
  return { ...detail, staging: row ? await loadStaging(db, row, author) : undefined, message: STAGED_RECEIPT };
}

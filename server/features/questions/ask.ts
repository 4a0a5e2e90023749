import type { CreateQuestionInput } from "@shared/questions";
import type { Db } from "../../db/client";
import type { users } from "../../db/schema/users";
import { sanitizeHtml } from "../../html";
import { heldReceipt, type Moderation } from "../moderation/moderation";
import { createQuestion, getQuestionDetail } from "./questions.queries";

type Author = typeof users.$inferSelect;

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
  options: { spaceId?: number } = {},
) {
  const content = sanitizeHtml(input.content);
  const screening = await moderation.screen(author, input.title, content);
  const id = await createQuestion(db, author.id, { ...input, content, status: screening.status, spaceId: options.spaceId });
  await moderation.hold("question", id, screening);
  return { ...(await getQuestionDetail(db, id, author))!, ...heldReceipt(screening) };
}

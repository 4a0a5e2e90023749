import { z } from "zod";

/** A member as shown beside content. Deleted accounts show as null. */
export interface AuthorSummary {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  profileImageUrl: string | null;
  employment: string | null;
}

/** A question in a list (spec section 3's Question). */
export interface QuestionSummary {
  id: number;
  title: string;
  content: string;
  createdAt: string;
  author: AuthorSummary | null;
  topics: { id: number; name: string }[];
  viewCount: number;
  answerCount: number;
  upvoteCount: number;
  downvoteCount: number;
  /** The best answer's HTML, or null. */
  topAnswer: { id: number; content: string; upvoteCount: number; commentCount: number; createdAt: string } | null;
  topAnswerAuthor: AuthorSummary | null;
}

/** One page of a list; pass nextCursor back as `cursor` for the next one. */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** Query string of paginated lists. */
export const pageQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1, "limit must be between 1 and 50").max(50, "limit must be between 1 and 50").default(20),
});

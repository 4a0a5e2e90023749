import type { AssistResult, SimilarQuestion } from "@shared/questions";
import type { Topic } from "@shared/topics";

const QUESTION_WORDS = /^(who|what|when|where|why|how|which|is|are|can|could|should|would|will|do|does|did|has|have|was|were)\b/i;
const STOP_WORDS = new Set(["the", "and", "for", "with", "that", "this", "what", "how", "why", "are", "you", "your", "from", "about", "into", "does", "can", "should", "would", "which", "when", "where", "who", "have", "has", "been", "best", "way", "there", "their", "they", "them", "its"]);

/** Words of a text worth matching on: lower-case, 3+ letters, no stop words. */
function keywords(text: string): Set<string> {
  return new Set((text.toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? []).filter((word) => !STOP_WORDS.has(word)));
}

/** Topics whose name or description shares words with the title, best first. */
export function suggestTopics(title: string, allTopics: Topic[], limit = 3): { id: number; name: string }[] {
  const words = keywords(title);
  return allTopics
    .map((topic) => {
      const name = keywords(topic.name);
      const description = keywords(topic.description ?? "");
      let score = 0;
      for (const word of words) {
        if (name.has(word)) score += 3;
        else if ([...name].some((other) => other.startsWith(word) || word.startsWith(other))) score += 2;
        if (description.has(word)) score += 1;
      }
      return { topic, score };
    })
    .filter((item) => item.score > 0)
    .sort((a, b) => b.score - a.score || b.topic.followerCount - a.topic.followerCount)
    .slice(0, limit)
    .map(({ topic }) => ({ id: topic.id, name: topic.name }));
}

/**
 * AI Help: suggestions computed from the draft itself (how it is phrased, how specific it
 * is, its details and topics) and from what already exists (similar questions, topics).
 */
export function assistQuestion(
  draft: { title: string; content: string; topicIds: number[] },
  context: { similar: SimilarQuestion[]; topics: Topic[] },
): AssistResult {
  const title = draft.title.trim();
  const details = draft.content.replace(/<[^>]*>/g, " ").replace(/\s+/g, " ").trim();
  const words = title.split(/\s+/).filter(Boolean);
  const suggestions: string[] = [];
  const goodAspects: string[] = [];

  if (title.endsWith("?")) goodAspects.push("Your title is phrased as a question.");
  else if (QUESTION_WORDS.test(title)) suggestions.push("End your title with a question mark so it reads as a question.");
  else suggestions.push("Phrase your title as a question, for example starting with 'How', 'What' or 'Why', and end it with '?'.");

  if (words.length < 5) suggestions.push("Make your title more specific: a few more words help the right people find and answer it.");
  else goodAspects.push(`Your title is specific (${words.length} words).`);
  if (title.length > 200) suggestions.push("Shorten your title and move the background into the details.");
  if (/^[a-z]/.test(title)) suggestions.push("Start your title with a capital letter.");
  if (title.length > 10 && title === title.toUpperCase() && /[A-Z]/.test(title)) suggestions.push("Avoid writing the title in capital letters.");

  if (!details) suggestions.push("Add details: what you already know or tried, and what a good answer would include.");
  else if (details.length < 60) suggestions.push("Add a little more context in the details so answers can be precise.");
  else goodAspects.push("You added details that give answerers context.");

  const suggestedTopics = draft.topicIds.length ? [] : suggestTopics(title, context.topics);
  if (draft.topicIds.length) goodAspects.push(`You chose ${draft.topicIds.length === 1 ? "a topic" : `${draft.topicIds.length} topics`}, so followers of them will see it.`);
  else if (suggestedTopics.length) suggestions.push(`Add a topic such as ${suggestedTopics.map((topic) => topic.name).join(", ")} so the right people see your question.`);
  else suggestions.push("Add at least one topic so the right people see your question.");

  if (context.similar.length) {
    suggestions.push(`${context.similar.length === 1 ? "A similar question already exists" : "Similar questions already exist"}: check ${context.similar.length === 1 ? "it" : "them"} before posting, or say in the details how yours differs.`);
  } else {
    goodAspects.push("No similar question has been asked yet.");
  }
  return { suggestions, goodAspects, similar: context.similar, suggestedTopics };
}

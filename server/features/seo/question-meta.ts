import type { AnswerItem, QuestionDetail } from "@shared/questions";
import { displayName } from "@shared/users";
import { escapeHtml, jsonForScript } from "../../lib/html-assembly";

/** Plain text of stored (already sanitised) HTML, for descriptions and structured data. */
export function plainText(html: string): string {
  return html
    .replace(/<\/(p|li|h2|h3|blockquote|pre)>|<br\s*\/?>/gi, "$& ")
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

/**
 * What a question page's first HTML response carries for search engines and link
 * previews: title, description, canonical and Open Graph tags, schema.org QAPage JSON-LD,
 * and the question with its best answers as plain HTML the app replaces when it starts.
 */
export function renderQuestionHead(options: { question: QuestionDetail; answers: AnswerItem[]; origin: string; siteName: string }) {
  const { question, answers, origin, siteName } = options;
  const url = `${origin}/questions/${question.id}`;
  const details = plainText(question.content);
  const best = answers[0] ? plainText(answers[0].content) : "";
  const description = clip(details || best || `${question.answerCount} answers on ${siteName}`, 160);
  const person = (author: QuestionDetail["author"]) => ({ "@type": "Person", name: author ? displayName(author) : "Deleted account" });
  const answerData = (answer: AnswerItem) => ({
    "@type": "Answer",
    text: plainText(answer.content),
    upvoteCount: answer.upvoteCount,
    dateCreated: answer.createdAt,
    // Edited after posting (revisions, decision 024).
    ...(answer.editedAt ? { dateModified: answer.editedAt } : {}),
    url: `${url}#answer-${answer.id}`,
    author: person(answer.author),
  });
  // The asker's accepted answer is schema.org's acceptedAnswer; the others are suggested.
  const accepted = answers.find((answer) => answer.accepted);
  const structured = {
    "@context": "https://schema.org",
    "@type": "QAPage",
    mainEntity: {
      "@type": "Question",
      name: question.title,
      text: details || question.title,
      answerCount: question.answerCount,
      upvoteCount: question.upvoteCount,
      dateCreated: question.createdAt,
      ...(question.editedAt ? { dateModified: question.editedAt } : {}),
      author: person(question.author),
      ...(accepted ? { acceptedAnswer: answerData(accepted) } : {}),
      suggestedAnswer: answers.filter((answer) => answer !== accepted).map(answerData),
    },
  };
  const title = `${question.title} - ${siteName}`;
  const head = [
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:type" content="article" />`,
    `<meta property="og:site_name" content="${escapeHtml(siteName)}" />`,
    `<meta property="og:title" content="${escapeHtml(question.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta name="twitter:card" content="summary" />`,
    `<script type="application/ld+json">${jsonForScript(structured)}</script>`,
  ].join("\n    ");
  const body = [
    `<article><h1>${escapeHtml(question.title)}</h1>`,
    details ? `<p>${escapeHtml(details)}</p>` : "",
    ...answers.map((answer) => `<section><h2>Answer by ${escapeHtml(answer.author ? displayName(answer.author) : "Deleted account")}</h2><p>${escapeHtml(plainText(answer.content))}</p></section>`),
    "</article>",
  ].join("");
  return { title, head, body };
}

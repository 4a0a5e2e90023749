import { Fragment, useMemo } from "react";
import { diffWordsWithSpace, type ChangeObject } from "diff";
import type { Revision } from "@shared/revisions";
import { htmlToText } from "@/lib/format";
import { useT } from "@/i18n";

// Diffs between two revisions, word by word, of the TEXT of their (sanitised) HTML: the
// parts are React text, so nothing a member wrote is ever put into the page as HTML.

/** The text of member HTML, one line per paragraph, list item or line break; images as [image]. */
export function htmlToLines(html: string): string {
  return html
    .replace(/<img\b[^>]*>/gi, " [image] ")
    .split(/<\/(?:p|li|h[1-6]|blockquote|pre|div)>|<br\s*\/?>/i)
    .map((chunk) => htmlToText(chunk))
    .filter((line) => line.length > 0)
    .join("\n");
}

/** Removed and added words, inline, with the words they share as they are. */
export function InlineDiff({ before, after, className }: { before: string; after: string; className?: string }) {
  const t = useT();
  const parts = useMemo<ChangeObject<string>[]>(() => diffWordsWithSpace(before, after), [before, after]);
  return (
    <p className={`whitespace-pre-wrap break-words ${className ?? ""}`}>
      {parts.map((part, index) =>
        part.added ? (
          <Fragment key={index}>
            {/* A word replaced by another: a hair of space keeps "old" and "new" apart (not text: the same in every language). */}
            {/* eslint-disable-next-line formatjs/no-literal-string-in-jsx */}
            {parts[index - 1]?.removed && <span aria-hidden="true">{"\u200a"}</span>}
            <ins className="rounded-sm bg-emerald-100 px-0.5 text-emerald-950 no-underline dark:bg-emerald-900/60 dark:text-emerald-50">
              <span className="sr-only">{t("revision.addedOpen")}</span>
              {part.value}
              <span className="sr-only">{t("revision.markClose")}</span>
            </ins>
          </Fragment>
        ) : part.removed ? (
          <del key={index} className="rounded-sm bg-rose-100 px-0.5 text-rose-950 dark:bg-rose-900/60 dark:text-rose-50">
            <span className="sr-only">{t("revision.removedOpen")}</span>
            {part.value}
            <span className="sr-only">{t("revision.markClose")}</span>
          </del>
        ) : (
          <span key={index}>{part.value}</span>
        ),
      )}
    </p>
  );
}

/** Topics removed and added between two revisions of a question. */
export function TopicChanges({ before, after }: { before: Revision["topics"]; after: Revision["topics"] }) {
  const t = useT();
  const had = new Set(before.map((topic) => topic.id));
  const has = new Set(after.map((topic) => topic.id));
  const removed = before.filter((topic) => !has.has(topic.id));
  const added = after.filter((topic) => !had.has(topic.id));
  if (!removed.length && !added.length) return null;
  return (
    <ul className="flex flex-wrap items-center gap-1.5 text-xs" aria-label={t("revision.topicChanges")}>
      {removed.map((topic) => (
        <li key={`-${topic.id}`} className="rounded-full bg-rose-100 px-2.5 py-0.5 text-rose-950 line-through dark:bg-rose-900/60 dark:text-rose-50">
          <span className="sr-only">{t("revision.removedTopic")}</span>
          {topic.name}
        </li>
      ))}
      {added.map((topic) => (
        <li key={`+${topic.id}`} className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-emerald-950 dark:bg-emerald-900/60 dark:text-emerald-50">
          <span className="sr-only">{t("revision.addedTopic")}</span>
          <span aria-hidden="true" className="me-1 before:content-['+']" />
          {topic.name}
        </li>
      ))}
    </ul>
  );
}

/** What changed from `previous` to `revision` (title, topics, body); the original shows its text whole. */
export function RevisionChanges({ revision, previous }: { revision: Revision; previous: Revision | undefined }) {
  const t = useT();
  const body = htmlToLines(revision.body);
  if (!previous) {
    return (
      <div className="space-y-2">
        {revision.title !== null && <p className="font-semibold">{revision.title}</p>}
        {revision.topics.length > 0 && <p className="text-xs text-muted-foreground">{t("revision.topicsList", { topics: revision.topics.map((topic) => topic.name).join(", ") })}</p>}
        {body ? <p className="whitespace-pre-wrap break-words text-sm">{body}</p> : <p className="text-sm italic text-muted-foreground">{t("revision.noDetails")}</p>}
      </div>
    );
  }
  const before = htmlToLines(previous.body);
  const titleChanged = revision.title !== null && revision.title !== previous.title;
  return (
    <div className="space-y-2">
      {titleChanged && <InlineDiff before={previous.title ?? ""} after={revision.title ?? ""} className="font-semibold" />}
      <TopicChanges before={previous.topics} after={revision.topics} />
      {before !== body ? <InlineDiff before={before} after={body} className="text-sm" /> : <p className="text-sm italic text-muted-foreground">{t("revision.textUnchanged")}</p>}
    </div>
  );
}

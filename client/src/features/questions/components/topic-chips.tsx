import { Link } from "wouter";
import { LIMITS } from "@shared/limits";
import { useT } from "@/i18n";

/** Up to three topic chips linking to their pages, then '+N more'. */
export function TopicChips({ topics }: { topics: { id: number; name: string }[] }) {
  const t = useT();
  const shown = topics.slice(0, LIMITS.topicChips);
  const more = topics.length - shown.length;
  if (!shown.length) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t("question.topics")}>
      {shown.map((topic) => (
        <li key={topic.id}>
          <Link href={`/topics/${topic.id}`} className="inline-block rounded-full bg-secondary px-2.5 py-0.5 text-xs font-medium hover:bg-accent hover:text-accent-foreground">
            {topic.name}
          </Link>
        </li>
      ))}
      {more > 0 && <li className="rounded-full border px-2.5 py-0.5 text-xs">{t("question.moreTopics", { count: more })}</li>}
    </ul>
  );
}

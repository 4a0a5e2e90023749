import { Link } from "wouter";
import type { QuestionSummary } from "@shared/questions";
import { displayName } from "@shared/users";
import { ReputationScore } from "@/components/reputation-score";
import { useT } from "@/i18n";

/** Author name linking to their profile with their reputation beside it, or 'Deleted account'. */
export function AuthorLink({ author }: { author: QuestionSummary["author"] }) {
  const t = useT();
  if (!author) return <span className="font-medium text-muted-foreground">{t("question.deletedAccount")}</span>;
  return (
    <>
      <Link href={`/profile/${author.id}`} className="font-medium hover:underline">
        {displayName(author)}
      </Link>{" "}
      <ReputationScore value={author.reputation} className="text-xs" />
    </>
  );
}

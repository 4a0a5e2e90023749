import { Link } from "wouter";
import type { AuthorSummary } from "@shared/questions";
import { displayName } from "@shared/users";
import { TimeAgo } from "@/components/time-ago";

/**
 * "edited 5 minutes ago" (and "by X" when someone other than the author edited), linking to
 * the post's revisions; nothing for a post never edited after posting.
 */
export function EditedNote({
  editedAt,
  editedBy,
  authorId,
  href,
}: {
  editedAt: string | null | undefined;
  editedBy: AuthorSummary | null | undefined;
  authorId: string | null | undefined;
  href: string;
}) {
  if (!editedAt) return null;
  const byOther = editedBy && editedBy.id !== authorId;
  return (
    <Link href={href} className="hover:underline" title="See the revisions">
      edited <TimeAgo date={editedAt} />
      {byOther ? ` by ${displayName(editedBy)}` : ""}
    </Link>
  );
}

import { Link } from "wouter";
import type { AuthorSummary } from "@shared/questions";
import { displayName } from "@shared/users";
import { TimeAgo } from "@/components/time-ago";
import { T, useT } from "@/i18n";

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
  const t = useT();
  if (!editedAt) return null;
  const time = <TimeAgo date={editedAt} />;
  return (
    <Link href={href} className="hover:underline" title={t("revision.seeRevisions")}>
      {editedBy && editedBy.id !== authorId ? <T id="revision.editedBy" values={{ time, name: displayName(editedBy) }} /> : <T id="revision.edited" values={{ time }} />}
    </Link>
  );
}

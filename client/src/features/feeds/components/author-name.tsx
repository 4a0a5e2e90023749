import { Link } from "wouter";
import type { AuthorSummary } from "@shared/questions";

/** A card's author name: full name, else email, else 'Anonymous' (spec 2.11). */
export function authorName(author: AuthorSummary | null): string {
  const full = [author?.firstName, author?.lastName].filter((part) => part?.trim()).join(" ");
  return full || author?.email || "Anonymous";
}

/** The author's name linking to their profile; plain 'Anonymous' without an author. */
export function AuthorName({ author }: { author: AuthorSummary | null }) {
  if (!author) return <span className="font-medium text-muted-foreground">{authorName(null)}</span>;
  return (
    <Link href={`/profile/${author.id}`} className="truncate font-medium hover:underline">
      {authorName(author)}
    </Link>
  );
}

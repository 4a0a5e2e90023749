import { Bookmark, BookmarkCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DropdownMenuItem } from "@/components/ui/dropdown-menu";
import { useToggleBookmark, type BookmarkTarget } from "../api/toggle-bookmark";

/** The card menu's "Save for later", or "Remove from bookmarks" once saved (spec 2.5). */
export function BookmarkMenuItem({ target, bookmarked }: { target: BookmarkTarget; bookmarked: boolean }) {
  const toggle = useToggleBookmark(target);
  return (
    <DropdownMenuItem onSelect={() => toggle.mutate(!bookmarked)} disabled={toggle.isPending}>
      {bookmarked ? <BookmarkCheck /> : <Bookmark />} {bookmarked ? "Remove from bookmarks" : "Save for later"}
    </DropdownMenuItem>
  );
}

/** A Save / Saved toggle for the question page's question and answers. */
export function BookmarkButton({ target, bookmarked, label }: { target: BookmarkTarget; bookmarked: boolean; label?: string }) {
  const toggle = useToggleBookmark(target);
  return (
    <Button
      variant="ghost"
      size="sm"
      onClick={() => toggle.mutate(!bookmarked)}
      disabled={toggle.isPending}
      aria-pressed={bookmarked}
      aria-label={label ? `${bookmarked ? "Saved" : "Save"} ${label}` : undefined}
      title={bookmarked ? "Remove from bookmarks" : "Save for later"}
    >
      {bookmarked ? <BookmarkCheck className="text-primary" /> : <Bookmark />} {bookmarked ? "Saved" : "Save"}
    </Button>
  );
}

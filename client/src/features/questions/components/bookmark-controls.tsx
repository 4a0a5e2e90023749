import { Bookmark, BookmarkCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useT } from "@/i18n";
import { useToggleBookmark, type BookmarkTarget } from "../api/toggle-bookmark";

/** A Save / Saved toggle for the question page's question and answers. */
export function BookmarkButton({ target, bookmarked, label }: { target: BookmarkTarget; bookmarked: boolean; label?: string }) {
  const t = useT();
  const toggle = useToggleBookmark(target);
  return (
    <Button
      variant="ghost"
      size="sm"
      onClick={() => toggle.mutate(!bookmarked)}
      disabled={toggle.isPending}
      aria-pressed={bookmarked}
      aria-label={label ? (bookmarked ? t("bookmarks.savedLabel", { label }) : t("bookmarks.saveLabel", { label })) : undefined}
      title={bookmarked ? t("bookmarks.removeFromBookmarks") : t("bookmarks.saveForLater")}
    >
      {bookmarked ? <BookmarkCheck className="text-primary" /> : <Bookmark />} {bookmarked ? t("bookmarks.saved") : t("bookmarks.save")}
    </Button>
  );
}

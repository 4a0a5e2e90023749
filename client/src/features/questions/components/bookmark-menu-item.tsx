import { Bookmark, BookmarkCheck } from "lucide-react";
import { DropdownMenuItem } from "@/components/ui/dropdown-menu";
import { useT } from "@/i18n";
import { useToggleBookmark, type BookmarkTarget } from "../api/toggle-bookmark";

// Apart from bookmark-controls.tsx: the menu and its Radix code load only when a card's menu
// is first opened (components/on-first-use.tsx), the page's Save buttons with the page.
/** The card menu's "Save for later", or "Remove from bookmarks" once saved (spec 2.5). */
export function BookmarkMenuItem({ target, bookmarked }: { target: BookmarkTarget; bookmarked: boolean }) {
  const t = useT();
  const toggle = useToggleBookmark(target);
  return (
    <DropdownMenuItem onSelect={() => toggle.mutate(!bookmarked)} disabled={toggle.isPending}>
      {bookmarked ? <BookmarkCheck /> : <Bookmark />} {bookmarked ? t("bookmarks.removeFromBookmarks") : t("bookmarks.saveForLater")}
    </DropdownMenuItem>
  );
}

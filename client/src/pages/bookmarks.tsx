import { AppShell } from "@/app/layouts/app-shell";

// Placeholder while the screen is built; replaced by the real page.
export default function BookmarksPage() {
  return (
    <AppShell>
      <h1 className="text-2xl font-bold">Bookmarks</h1>
    </AppShell>
  );
}

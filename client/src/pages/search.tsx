import { AppShell } from "@/app/layouts/app-shell";

// Placeholder while the screen is built; replaced by the real page.
export default function SearchPage() {
  return (
    <AppShell>
      <h1 className="text-2xl font-bold">Search</h1>
    </AppShell>
  );
}

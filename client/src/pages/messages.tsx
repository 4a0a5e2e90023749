import { AppShell } from "@/app/layouts/app-shell";

// Placeholder while the screen is built; replaced by the real page.
export default function MessagesPage() {
  return (
    <AppShell>
      <h1 className="text-2xl font-bold">Messages</h1>
    </AppShell>
  );
}

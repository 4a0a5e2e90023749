import { useEffect } from "react";
import { useLocation } from "wouter";
import { LogOut } from "lucide-react";
import { TIMING } from "@shared/limits";
import { displayName } from "@shared/users";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { FullScreenSpinner } from "@/components/ui/spinner";
import { useUser } from "@/features/auth/api/get-user";
import { LOGOUT_URL } from "@/lib/navigation";
import { PRODUCT_NAME } from "@/lib/site";

/**
 * /admin: staff only. Who is staff is the server's answer (the session's role), never a
 * browser flag; others go to /admin/login after about 0.1 s (spec 4).
 */
export default function AdminPage() {
  const { user } = useUser();
  const [, navigate] = useLocation();
  const isStaff = user?.role === "admin" || user?.role === "moderator";

  useEffect(() => {
    if (isStaff) return;
    const timer = setTimeout(() => navigate("/admin/login", { replace: true }), TIMING.adminRedirectMs);
    return () => clearTimeout(timer);
  }, [isStaff, navigate]);

  if (!isStaff) return <FullScreenSpinner label="Redirecting to admin login..." />;

  return (
    <div className="min-h-screen bg-background">
      <header className="border-b bg-card">
        <div className="mx-auto flex h-14 max-w-6xl items-center justify-between px-4">
          <h1 className="text-lg font-semibold">{PRODUCT_NAME} Admin Panel</h1>
          <Button variant="outline" size="sm" asChild>
            <a href={LOGOUT_URL}>
              <LogOut /> Logout
            </a>
          </Button>
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-8">
        <Card className="p-6">
          <p>Signed in as {displayName(user)}.</p>
        </Card>
      </main>
    </div>
  );
}

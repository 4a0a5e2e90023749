import { Link } from "wouter";
import { ShieldAlert } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

/** The admin panel, for staff the site requires to use two-factor sign-in before it serves them. */
export function TwoFactorSetupNotice({ message }: { message?: string }) {
  return (
    <Card role="alert">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <ShieldAlert className="h-5 w-5 text-destructive" aria-hidden="true" /> Two-factor sign-in required
        </CardTitle>
        <CardDescription>{message ?? "This site requires staff to use two-factor sign-in."}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild>
          <Link href="/settings">Set up two-factor sign-in</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

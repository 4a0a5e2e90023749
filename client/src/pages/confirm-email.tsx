import { useEffect, useRef } from "react";
import { Link } from "wouter";
import { CheckCircle2, Loader2, XCircle } from "lucide-react";
import { Logo } from "@/components/logo";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useConfirmEmailChange } from "@/features/auth/api/account";
import { ApiError } from "@/lib/api";

/** /confirm-email?token=: the link mailed to a new address; it makes the change with a POST. */
export default function ConfirmEmailPage() {
  const confirm = useConfirmEmailChange();
  const sent = useRef(false);
  const token = new URLSearchParams(window.location.search).get("token") ?? "";

  useEffect(() => {
    if (sent.current || !token) return;
    sent.current = true;
    confirm.mutate(token);
  }, [token, confirm]);

  const failed = !token || confirm.isError;
  return (
    <main className="flex min-h-screen items-center justify-center bg-background px-4">
      <Card className="w-full max-w-md p-8 text-center">
        <Logo className="text-3xl" />
        {confirm.isSuccess ? (
          <>
            <CheckCircle2 className="mx-auto mt-6 h-10 w-10 text-primary" aria-hidden="true" />
            <h1 className="mt-3 text-xl font-semibold">Email address changed</h1>
            <p className="mt-2 text-muted-foreground">{confirm.data.message}</p>
          </>
        ) : failed ? (
          <>
            <XCircle className="mx-auto mt-6 h-10 w-10 text-destructive" aria-hidden="true" />
            <h1 className="mt-3 text-xl font-semibold">This link did not work</h1>
            <p className="mt-2 text-muted-foreground" role="alert">
              {confirm.error instanceof ApiError && confirm.error.serverMessage ? confirm.error.serverMessage : "The link is incomplete. Ask for a new one in your settings."}
            </p>
          </>
        ) : (
          <p className="mt-6 flex items-center justify-center gap-2 text-muted-foreground" role="status">
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> Changing your email address...
          </p>
        )}
        <Button className="mt-6" asChild>
          <Link href="/">Continue</Link>
        </Button>
      </Card>
    </main>
  );
}

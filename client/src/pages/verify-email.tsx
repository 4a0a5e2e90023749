import { useEffect, useRef } from "react";
import { Link } from "wouter";
import { CheckCircle2, Loader2, XCircle } from "lucide-react";
import { Logo } from "@/components/logo";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useVerifyEmail } from "@/features/site/api/verify-email";
import { ApiError } from "@/lib/api";

/** /verify-email?token=: the page the mailed link opens; it confirms the address with a POST. */
export default function VerifyEmailPage() {
  const verify = useVerifyEmail();
  const sent = useRef(false);
  const token = new URLSearchParams(window.location.search).get("token") ?? "";

  useEffect(() => {
    if (sent.current || !token) return;
    sent.current = true;
    verify.mutate(token);
  }, [token, verify]);

  const failed = !token || verify.isError;
  return (
    <main className="flex min-h-screen items-center justify-center bg-background px-4">
      <Card className="w-full max-w-md p-8 text-center">
        <Logo className="text-3xl" />
        {verify.isSuccess ? (
          <>
            <CheckCircle2 className="mx-auto mt-6 h-10 w-10 text-primary" aria-hidden="true" />
            <h1 className="mt-3 text-xl font-semibold">Email address verified</h1>
            <p className="mt-2 text-muted-foreground">Thank you. You can ask, answer and comment now.</p>
          </>
        ) : failed ? (
          <>
            <XCircle className="mx-auto mt-6 h-10 w-10 text-destructive" aria-hidden="true" />
            <h1 className="mt-3 text-xl font-semibold">This link did not work</h1>
            <p className="mt-2 text-muted-foreground" role="alert">
              {verify.error instanceof ApiError && verify.error.serverMessage ? verify.error.serverMessage : "The link is incomplete. Sign in and ask for a new one."}
            </p>
          </>
        ) : (
          <p className="mt-6 flex items-center justify-center gap-2 text-muted-foreground" role="status">
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> Verifying your email address...
          </p>
        )}
        <Button className="mt-6" asChild>
          <Link href="/">Continue</Link>
        </Button>
      </Card>
    </main>
  );
}

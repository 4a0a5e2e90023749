import { useEffect, useRef } from "react";
import { Link } from "wouter";
import type { UseMutationResult } from "@tanstack/react-query";
import { CheckCircle2, Loader2 } from "lucide-react";
import { StateMessage } from "@/components/state-message";
import { useValidationMessage } from "@/lib/validation-messages";
import { Logo } from "@/components/logo";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ApiError } from "@/lib/api";
import { useT } from "@/i18n";

/**
 * The page a mailed link opens (/verify-email?token=, /confirm-email?token=): it sends the link's token once
 * with `action` (a POST, so a mail scanner's GET changes nothing) and shows how it went.
 */
export function TokenLinkPage<TData>({
  action,
  pendingText,
  successTitle,
  successText,
  incompleteText,
}: {
  action: UseMutationResult<TData, Error, string>;
  /** Shown while the request runs. */
  pendingText: string;
  successTitle: string;
  successText: (data: TData) => React.ReactNode;
  /** Shown when the link has no token, or the server gave no message of its own. */
  incompleteText: string;
}) {
  const t = useT();
  const translate = useValidationMessage();
  const sent = useRef(false);
  const token = new URLSearchParams(window.location.search).get("token") ?? "";

  useEffect(() => {
    if (sent.current || !token) return;
    sent.current = true;
    action.mutate(token);
  }, [token, action]);

  const failed = !token || action.isError;
  return (
    <main className="flex min-h-screen items-center justify-center bg-background px-4">
      <Card className="w-full max-w-md p-8 text-center">
        <Logo className="text-3xl" />
        {action.isSuccess ? (
          <>
            <CheckCircle2 className="mx-auto mt-6 h-10 w-10 text-primary" aria-hidden="true" />
            <h1 className="mt-3 text-xl font-semibold">{successTitle}</h1>
            <p className="mt-2 text-muted-foreground">{successText(action.data)}</p>
          </>
        ) : failed ? (
          <StateMessage
            kind="error"
            as="h1"
            className="mt-6"
            title={t("email.linkFailed")}
            description={action.error instanceof ApiError && action.error.serverMessage ? translate(action.error.serverMessage) : incompleteText}
          />
        ) : (
          <p className="mt-6 flex items-center justify-center gap-2 text-muted-foreground" role="status">
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> {pendingText}
          </p>
        )}
        <Button className="mt-6" asChild>
          <Link href="/">{t("email.continue")}</Link>
        </Button>
      </Card>
    </main>
  );
}

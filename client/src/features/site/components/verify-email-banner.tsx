import { MailWarning } from "lucide-react";
import type { VerificationStatus } from "@shared/auth";
import { Button } from "@/components/ui/button";
import { TimeAgo, useNow } from "@/components/time-ago";
import { toast } from "@/lib/use-toast";
import { T, useT } from "@/i18n";
import { useResendVerification } from "../api/verify-email";

/** A link sent this recently was "just sent" (a relative time would say "now"). */
const JUST_SENT_MS = 60_000;

/**
 * Tells a member who must confirm their email why they cannot post, and sends a link. It speaks
 * of a link only when one was sent (issue 23.6): a member who joined before an admin turned the
 * rule on has none until they sign in, post or press the button.
 */
export function VerifyEmailBanner({ status }: { status: VerificationStatus }) {
  const t = useT();
  const resend = useResendVerification();
  const now = useNow();
  const email = <strong className="font-medium break-all">{status.email}</strong>;
  return (
    <div className="border-b bg-accent text-accent-foreground" role="status">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2 text-sm">
        <MailWarning className="h-4 w-4 shrink-0" aria-hidden="true" />
        <span className="min-w-0 flex-1">
          {status.linkSentAt && now - Date.parse(status.linkSentAt) < JUST_SENT_MS ? (
            <T id="pages.verifyLinkJustSent" values={{ email }} />
          ) : status.linkSentAt ? (
            <T id="pages.verifyLinkSent" values={{ email, when: <TimeAgo date={status.linkSentAt} /> }} />
          ) : (
            <T id="pages.verifyNoLinkYet" values={{ email }} />
          )}
        </span>
        <Button
          size="sm"
          variant="outline"
          className="h-8"
          disabled={resend.isPending}
          onClick={() =>
            resend.mutate(undefined, {
              onSuccess: (result) => toast({ title: t("pages.verifySentTitle"), description: t(result.sent ? "pages.verifySent" : "pages.verifyAlready") }),
              onError: () => toast({ title: t("pages.verifyNotSent"), description: t("pages.tryAgain"), variant: "destructive" }),
            })
          }
        >
          {t(status.linkSentAt ? "pages.verifyResend" : "pages.verifySendLink")}
        </Button>
      </div>
    </div>
  );
}

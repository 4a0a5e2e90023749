import { MailWarning } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/use-toast";
import { useT } from "@/i18n";
import { useResendVerification } from "../api/verify-email";

/** Tells a member who must confirm their email why they cannot post, and sends a new link. */
export function VerifyEmailBanner() {
  const t = useT();
  const resend = useResendVerification();
  return (
    <div className="border-b bg-accent text-accent-foreground" role="status">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2 text-sm">
        <MailWarning className="h-4 w-4 shrink-0" aria-hidden="true" />
        <span className="min-w-0 flex-1">{t("pages.verifyBanner")}</span>
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
          {t("pages.verifyResend")}
        </Button>
      </div>
    </div>
  );
}

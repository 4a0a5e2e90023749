import { MailWarning } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/hooks/use-toast";
import { ApiError } from "@/lib/api";
import { useResendVerification } from "../api/verify-email";

/** Tells a member who must confirm their email why they cannot post, and sends a new link. */
export function VerifyEmailBanner() {
  const resend = useResendVerification();
  return (
    <div className="border-b bg-accent text-accent-foreground" role="status">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2 text-sm">
        <MailWarning className="h-4 w-4 shrink-0" aria-hidden="true" />
        <span className="min-w-0 flex-1">Please verify your email address first. Open the link we sent you to start posting.</span>
        <Button
          size="sm"
          variant="outline"
          className="h-8"
          disabled={resend.isPending}
          onClick={() =>
            resend.mutate(undefined, {
              onSuccess: (result) => toast({ title: "Verification email", description: result.message }),
              onError: (error) =>
                toast({ title: "Could not send the link", description: error instanceof ApiError && error.serverMessage ? error.serverMessage : "Please try again.", variant: "destructive" }),
            })
          }
        >
          Send a new link
        </Button>
      </div>
    </div>
  );
}

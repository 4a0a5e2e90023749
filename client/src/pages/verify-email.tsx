import { TokenLinkPage } from "@/components/token-link-page";
import { useVerifyEmail } from "@/features/site/api/verify-email";

/** /verify-email?token=: the page the mailed link opens; it confirms the address with a POST. */
export default function VerifyEmailPage() {
  return (
    <TokenLinkPage
      action={useVerifyEmail()}
      pendingText="Verifying your email address..."
      successTitle="Email address verified"
      successText={() => "Thank you. You can ask, answer and comment now."}
      incompleteText="The link is incomplete. Sign in and ask for a new one."
    />
  );
}

import { TokenLinkPage } from "@/components/token-link-page";
import { useConfirmEmailChange } from "@/features/auth/api/account";

/** /confirm-email?token=: the link mailed to a new address; it makes the change with a POST. */
export default function ConfirmEmailPage() {
  return (
    <TokenLinkPage
      action={useConfirmEmailChange()}
      pendingText="Changing your email address..."
      successTitle="Email address changed"
      successText={(data) => data.message}
      incompleteText="The link is incomplete. Ask for a new one in your settings."
    />
  );
}

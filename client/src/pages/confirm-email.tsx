import { TokenLinkPage } from "@/components/token-link-page";
import { useConfirmEmailChange } from "@/features/auth/api/account";
import { useT } from "@/i18n";

/** /confirm-email?token=: the link mailed to a new address; it makes the change with a POST. */
export default function ConfirmEmailPage() {
  const t = useT();
  return (
    <TokenLinkPage
      action={useConfirmEmailChange()}
      pendingText={t("email.changing")}
      successTitle={t("email.changed")}
      successText={(data) => t("email.changedText", { email: data.email })}
      incompleteText={t("email.changeLinkIncomplete")}
    />
  );
}

import { TokenLinkPage } from "@/components/token-link-page";
import { useVerifyEmail } from "@/features/site/api/verify-email";
import { useT } from "@/i18n";

/** /verify-email?token=: the page the mailed link opens; it confirms the address with a POST. */
export default function VerifyEmailPage() {
  const t = useT();
  return (
    <TokenLinkPage
      action={useVerifyEmail()}
      pendingText={t("email.verifying")}
      successTitle={t("email.verified")}
      successText={() => t("email.verifiedText")}
      incompleteText={t("email.verifyLinkIncomplete")}
    />
  );
}

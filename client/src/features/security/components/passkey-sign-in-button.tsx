import { useState } from "react";
import { Fingerprint, Loader2 } from "lucide-react";
import { useQueryClient } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { ApiError } from "@/lib/api";
import { setSignedInUser } from "@/hooks/use-user";
import { signInWithPasskey } from "../api/security";
import { useT } from "@/i18n";

/** "Sign in with a passkey": the browser offers this site's passkeys; no email or password. */
export function PasskeySignInButton() {
  const t = useT();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const handleClick = () => {
    setPending(true);
    setError(null);
    signInWithPasskey()
      .then((user) => setSignedInUser(queryClient, user))
      .catch((failure: unknown) => {
        // The member closing the browser's dialog is not an error worth a red box.
        if (failure instanceof Error && failure.name === "NotAllowedError") return;
        setError(failure instanceof ApiError && failure.serverMessage ? failure.serverMessage : t("security.passkeySignInFailed"));
      })
      .finally(() => setPending(false));
  };

  return (
    <div className="space-y-2">
      <Button type="button" variant="outline" className="w-full" onClick={handleClick} disabled={pending}>
        {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Fingerprint aria-hidden="true" />}
        {t("security.passkeySignIn")}
      </Button>
      {error && (
        <p className="text-sm text-destructive" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

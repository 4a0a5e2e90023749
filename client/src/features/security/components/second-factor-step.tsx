import { useState } from "react";
import { KeyRound, Loader2 } from "lucide-react";
import { LIMITS } from "@shared/limits";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { FormField } from "@/components/form-field";
import { ApiError } from "@/lib/api";
import { useT } from "@/i18n";

/** The shapes of the two codes (not words: the same in every language). */
const APP_CODE_PLACEHOLDER = "123456";
const RECOVERY_PLACEHOLDER = "xxxxx-xxxxx";

interface Props {
  /** Sends the code; a rejected promise shows the server's message. */
  onSubmit: (code: string) => Promise<unknown>;
  /** Back to the password (not offered when there is none to go back to). */
  onCancel?: () => void;
  /** Prefix for element ids, so two steps on one page never share one. */
  idPrefix?: string;
}

/**
 * The second step of a sign-in, after the server answered `two_factor_required`: the
 * authenticator app's code, or one of the recovery codes.
 */
export function SecondFactorStep({ onSubmit, onCancel, idPrefix = "signin" }: Props) {
  const t = useT();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const id = `${idPrefix}-two-factor-code`;

  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setError(recovery ? t("security.enterRecoveryCode") : t("security.enterAppCode"));
      return;
    }
    setError(null);
    setPending(true);
    onSubmit(code.trim())
      .catch((failure: unknown) => {
        setError(failure instanceof ApiError && failure.serverMessage ? failure.serverMessage : t("security.codeFailed"));
        setCode("");
      })
      .finally(() => setPending(false));
  };

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-4" aria-labelledby={`${id}-title`}>
      <div className="flex items-start gap-3 rounded-md border bg-muted/40 p-3">
        <KeyRound className="mt-0.5 h-5 w-5 shrink-0 text-primary" aria-hidden="true" />
        <div className="space-y-1">
          <h2 id={`${id}-title`} className="text-sm font-semibold">
            {t("security.twoFactorTitle")}
          </h2>
          <p className="text-sm text-muted-foreground">
            {recovery ? t("security.recoveryCodeHelp") : t("security.appCodeHelp")}
          </p>
        </div>
      </div>
      <FormField id={id} label={recovery ? t("security.recoveryCode") : t("security.authenticationCode")} error={error ?? undefined}>
        <Input
          id={id}
          key={recovery ? "recovery" : "totp"}
          autoFocus
          autoComplete="one-time-code"
          inputMode={recovery ? "text" : "numeric"}
          placeholder={recovery ? RECOVERY_PLACEHOLDER : APP_CODE_PLACEHOLDER}
          maxLength={LIMITS.twoFactorCode}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          className="font-mono tracking-widest"
        />
      </FormField>
      <Button type="submit" className="w-full" disabled={pending}>
        {pending && <Loader2 className="animate-spin" aria-hidden="true" />}
        {t("security.verify")}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button
          type="button"
          variant="link"
          className="h-auto p-0"
          onClick={() => {
            setRecovery((value) => !value);
            setCode("");
            setError(null);
          }}
        >
          {recovery ? t("security.useApp") : t("security.useRecoveryCode")}
        </Button>
        {onCancel && (
          <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
            {t("security.back")}
          </Button>
        )}
      </div>
    </form>
  );
}

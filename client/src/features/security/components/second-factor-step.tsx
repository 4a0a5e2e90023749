import { useState } from "react";
import { KeyRound, Loader2 } from "lucide-react";
import { LIMITS } from "@shared/limits";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { FormField } from "@/components/form-field";
import { ApiError } from "@/lib/api";

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
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const id = `${idPrefix}-two-factor-code`;

  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setError(recovery ? "Enter one of your recovery codes" : "Enter the 6-digit code from your authenticator app");
      return;
    }
    setError(null);
    setPending(true);
    onSubmit(code.trim())
      .catch((failure: unknown) => {
        setError(failure instanceof ApiError && failure.serverMessage ? failure.serverMessage : "That code did not work. Please try again.");
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
            Two-factor sign-in
          </h2>
          <p className="text-sm text-muted-foreground">
            {recovery ? "Enter one of the recovery codes you saved. Each works once." : "Open your authenticator app and enter the 6-digit code it shows."}
          </p>
        </div>
      </div>
      <FormField id={id} label={recovery ? "Recovery code" : "Authentication code"} error={error ?? undefined}>
        <Input
          id={id}
          key={recovery ? "recovery" : "totp"}
          autoFocus
          autoComplete="one-time-code"
          inputMode={recovery ? "text" : "numeric"}
          placeholder={recovery ? "xxxxx-xxxxx" : "123456"}
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
        Verify
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
          {recovery ? "Use your authenticator app" : "Use a recovery code"}
        </Button>
        {onCancel && (
          <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
            Back
          </Button>
        )}
      </div>
    </form>
  );
}

import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Link, useLocation } from "wouter";
import { Loader2 } from "lucide-react";
import { z } from "zod";
import { newPasswordSchema } from "@shared/auth";
import { Logo } from "@/components/logo";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { PasswordField } from "@/features/auth/components/password-input";
import { useConfirmPasswordReset } from "@/features/auth/api/account";
import { useResetLinkStatus } from "@/features/auth/api/check-reset-link";
import { toast } from "@/lib/use-toast";
import { ApiError } from "@/lib/api";
import { useState } from "react";
import { SecondFactorStep } from "@/features/security/components/second-factor-step";
import { LIMITS } from "@shared/limits";
import { useT } from "@/i18n";
import { StateMessage } from "@/components/state-message";
import { FORM_MESSAGES, useLocalizedResolver, useValidationMessage } from "@/lib/validation-messages";

const resetFormSchema = z
  .object({ password: newPasswordSchema, confirm: z.string() })
  .refine((values) => values.password === values.confirm, { message: FORM_MESSAGES.passwordsDiffer, path: ["confirm"] });

/** /reset-password?token=: the mailed link's page; a new password twice, then the member is signed in. */
export default function ResetPasswordPage() {
  const t = useT();
  const translate = useValidationMessage();
  const token = new URLSearchParams(window.location.search).get("token") ?? "";
  const confirm = useConfirmPasswordReset();
  // Asked before the form shows (issue 23): a mistyped, used or expired link says so at once.
  // Only the server's "no" counts; if the check itself fails, the form still works.
  const link = useResetLinkStatus(token);
  const linkRefused = link.data?.valid === false || (link.error instanceof ApiError && link.error.status === 400);
  const [, navigate] = useLocation();
  const [visible, setVisible] = useState(false);
  /** The new password, kept while the server asks for the account's second factor. */
  const [needsCode, setNeedsCode] = useState<string | null>(null);
  const form = useForm<z.infer<typeof resetFormSchema>>({ resolver: useLocalizedResolver(zodResolver(resetFormSchema)), defaultValues: { password: "", confirm: "" } });
  const { errors } = form.formState;

  const done = () => {
    toast({ title: t("auth.passwordChanged"), description: t("auth.resetDone") });
    navigate("/", { replace: true });
  };
  const handleSubmit = form.handleSubmit((values) =>
    confirm
      .mutateAsync({ token, password: values.password })
      .then(done)
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.errorId === "two_factor_required") {
          setNeedsCode(values.password);
          return;
        }
        const message = error instanceof ApiError && error.serverMessage ? translate(error.serverMessage) : t("auth.tryAgain");
        if (error instanceof ApiError && error.field === "password") form.setError("password", { message });
        else form.setError("root", { message });
      }),
  );

  return (
    <main className="flex min-h-screen items-center justify-center bg-background px-4">
      <Card className="w-full max-w-md p-8">
        <div className="text-center">
          <Logo className="text-3xl" />
          <h1 className="mt-4 text-xl font-semibold">{t("auth.chooseNewPassword")}</h1>
        </div>
        {needsCode !== null ? (
          <div className="mt-6">
            <SecondFactorStep idPrefix="reset" onSubmit={(code) => confirm.mutateAsync({ token, password: needsCode, code }).then(done)} />
          </div>
        ) : !token ? (
          <StateMessage kind="error" className="mt-6" title={t("auth.resetLinkIncomplete")} description={t("auth.resetLinkIncompleteHelp")} />
        ) : link.isPending ? (
          <p className="mt-6 flex items-center justify-center gap-2 text-muted-foreground" role="status">
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> {t("common.loading")}
          </p>
        ) : linkRefused ? (
          <StateMessage kind="error" className="mt-6" title={t("email.linkFailed")} description={t("auth.resetLinkInvalid")} />
        ) : (
          <form onSubmit={handleSubmit} noValidate className="mt-6 space-y-4">
            <PasswordField
              id="reset-password"
              label={t("auth.newPassword")}
              error={errors.password?.message}
              autoComplete="new-password"
              placeholder={t("auth.passwordHint", { min: LIMITS.passwordMin })}
              visible={visible}
              onToggleVisible={() => setVisible(!visible)}
              {...form.register("password")}
            />
            <PasswordField
              id="reset-confirm"
              label={t("auth.newPasswordAgain")}
              error={errors.confirm?.message}
              autoComplete="new-password"
              visible={visible}
              onToggleVisible={() => setVisible(!visible)}
              {...form.register("confirm")}
            />
            {errors.root && (
              <p className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive" role="alert">
                {errors.root.message}
              </p>
            )}
            <Button type="submit" className="w-full" disabled={confirm.isPending}>
              {confirm.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
              {t("auth.setNewPassword")}
            </Button>
          </form>
        )}
        <p className="mt-6 text-center text-sm">
          <Link href="/auth" className="underline-offset-4 hover:underline">
            {t("auth.backToSignIn")}
          </Link>
        </p>
      </Card>
    </main>
  );
}

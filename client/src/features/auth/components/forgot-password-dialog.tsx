import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { passwordResetRequestSchema } from "@shared/account";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { FormField } from "@/components/form-field";
import { ApiError } from "@/lib/api";
import { useRequestPasswordReset } from "../api/account";
import { DialogFormFooter, MailSentNotice } from "./dialog-form-parts";
import { useT } from "@/i18n";
import { useLocalizedResolver, useValidationMessage } from "@/lib/validation-messages";

/** "Forgot password?" on the sign-in screen: an email, then "If an account exists, we sent a link". */
export function ForgotPasswordDialog({ open, onOpenChange, initialEmail }: { open: boolean; onOpenChange: (open: boolean) => void; initialEmail: string }) {
  const t = useT();
  const translate = useValidationMessage();
  const request = useRequestPasswordReset();
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<{ email: string }>({ resolver: useLocalizedResolver(zodResolver(passwordResetRequestSchema)), values: { email: initialEmail } });
  const { errors } = form.formState;

  const handleSubmit = form.handleSubmit((values) =>
    request
      .mutateAsync(values.email)
      .then((answer) => setSent(translate(answer.message) ?? answer.message))
      .catch((error: unknown) => form.setError("root", { message: error instanceof ApiError && error.serverMessage ? translate(error.serverMessage) : t("auth.tryAgain") })),
  );

  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      setSent(null);
      form.clearErrors();
    }
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("auth.resetTitle")}</DialogTitle>
          <DialogDescription>{t("auth.resetDescription")}</DialogDescription>
        </DialogHeader>
        {sent ? (
          <MailSentNotice message={sent} onClose={() => close(false)}>
            {t("auth.backToSignIn")}
          </MailSentNotice>
        ) : (
          <form onSubmit={handleSubmit} noValidate className="space-y-4">
            <FormField id="forgot-email" label={t("auth.email")} error={errors.email?.message}>
              <Input
                id="forgot-email"
                type="email"
                autoComplete="email"
                placeholder={t("auth.emailPlaceholder")}
                aria-invalid={Boolean(errors.email)}
                aria-describedby={errors.email ? "forgot-email-error" : undefined}
                {...form.register("email")}
              />
            </FormField>
            <DialogFormFooter error={errors.root?.message} pending={request.isPending}>
              {t("auth.sendResetLink")}
            </DialogFormFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}

import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { emailChangeRequestSchema, passwordChangeSchema } from "@shared/account";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { FormField } from "@/components/form-field";
import { toast } from "@/lib/use-toast";
import { ApiError } from "@/lib/api";
import { useChangePassword, useRequestEmailChange } from "../api/account";
import { DialogFormFooter, MailSentNotice, SettingsDialogForm } from "./dialog-form-parts";
import { PasswordField } from "./password-input";
import { useT } from "@/i18n";
import { FORM_MESSAGES, useLocalizedResolver, useValidationMessage } from "@/lib/validation-messages";

const changePasswordFormSchema = passwordChangeSchema
  .extend({ confirm: z.string() })
  .refine((values) => values.newPassword === values.confirm, { message: FORM_MESSAGES.passwordsDiffer, path: ["confirm"] });
type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

/** A failure's message: the server's (in the interface language when it is a known one), else "Please try again." */
function useMessageOf() {
  const t = useT();
  const translate = useValidationMessage();
  return (error: unknown) => (error instanceof ApiError && error.serverMessage ? translate(error.serverMessage)! : t("auth.tryAgain"));
}

/** Settings: a new password, with the current one; the member's other sessions end. */
export function ChangePasswordDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useT();
  const messageOf = useMessageOf();
  const change = useChangePassword();
  const [visible, setVisible] = useState(false);
  const form = useForm<ChangePasswordForm>({ resolver: useLocalizedResolver(zodResolver(changePasswordFormSchema)), defaultValues: { currentPassword: "", newPassword: "", confirm: "" } });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    change
      .mutateAsync({ currentPassword: values.currentPassword, newPassword: values.newPassword })
      .then(() => {
        toast({ title: t("auth.passwordChanged"), description: t("auth.passwordChangedOthersOut") });
        form.reset();
        onOpenChange(false);
      })
      .catch((error: unknown) => {
        const field = error instanceof ApiError ? error.field : undefined;
        if (field === "currentPassword" || field === "newPassword") form.setError(field, { message: messageOf(error) });
        else form.setError("root", { message: messageOf(error) });
      }),
  );
  const fields = [
    ["currentPassword", t("auth.currentPassword"), "current-password"],
    ["newPassword", t("auth.newPassword"), "new-password"],
    ["confirm", t("auth.newPasswordAgain"), "new-password"],
  ] as const;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("auth.changePassword")}</DialogTitle>
          <DialogDescription>{t("auth.changePasswordDescription")}</DialogDescription>
        </DialogHeader>
        <SettingsDialogForm onSubmit={submit}>
          {fields.map(([name, label, autoComplete]) => (
            <PasswordField
              key={name}
              id={`change-${name}`}
              label={label}
              error={errors[name]?.message}
              autoComplete={autoComplete}
              visible={visible}
              onToggleVisible={() => setVisible(!visible)}
              {...form.register(name)}
            />
          ))}
          <DialogFormFooter error={errors.root?.message} pending={change.isPending}>
            {t("auth.changePassword")}
          </DialogFormFooter>
        </SettingsDialogForm>
      </DialogContent>
    </Dialog>
  );
}

/** Settings: a new email address, confirmed by a link mailed to it (the old address is told). */
export function ChangeEmailDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useT();
  const messageOf = useMessageOf();
  const request = useRequestEmailChange();
  const [sent, setSent] = useState<string | null>(null);
  const [visible, setVisible] = useState(false);
  const form = useForm<z.infer<typeof emailChangeRequestSchema>>({ resolver: useLocalizedResolver(zodResolver(emailChangeRequestSchema)), defaultValues: { newEmail: "", password: "" } });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    request
      .mutateAsync(values)
      .then(() => setSent(values.newEmail))
      .catch((error: unknown) => {
        const field = error instanceof ApiError ? error.field : undefined;
        if (field === "newEmail" || field === "password") form.setError(field, { message: messageOf(error) });
        else form.setError("root", { message: messageOf(error) });
      }),
  );
  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      setSent(null);
      form.reset();
    }
  };
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("auth.changeEmail")}</DialogTitle>
          <DialogDescription>{t("auth.changeEmailDescription")}</DialogDescription>
        </DialogHeader>
        {sent ? (
          <MailSentNotice message={t("auth.emailChangeSent", { email: sent })} onClose={() => close(false)}>
            {t("auth.done")}
          </MailSentNotice>
        ) : (
          <SettingsDialogForm onSubmit={submit}>
            <FormField id="change-newEmail" label={t("auth.newEmail")} error={errors.newEmail?.message}>
              <Input
                id="change-newEmail"
                type="email"
                autoComplete="email"
                aria-invalid={Boolean(errors.newEmail)}
                aria-describedby={errors.newEmail ? "change-newEmail-error" : undefined}
                {...form.register("newEmail")}
              />
            </FormField>
            <PasswordField
              id="change-email-password"
              label={t("auth.yourPassword")}
              error={errors.password?.message}
              autoComplete="current-password"
              visible={visible}
              onToggleVisible={() => setVisible(!visible)}
              {...form.register("password")}
            />
            <DialogFormFooter error={errors.root?.message} pending={request.isPending}>
              {t("auth.sendLink")}
            </DialogFormFooter>
          </SettingsDialogForm>
        )}
      </DialogContent>
    </Dialog>
  );
}

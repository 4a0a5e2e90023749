import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { emailChangeRequestSchema, passwordChangeSchema } from "@shared/account";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { FormField } from "@/components/form-field";
import { toast } from "@/hooks/use-toast";
import { ApiError } from "@/lib/api";
import { useChangePassword, useRequestEmailChange } from "../api/account";
import { DialogFormFooter, MailSentNotice, SettingsDialogForm } from "./dialog-form-parts";
import { PasswordField } from "./password-input";

const changePasswordFormSchema = passwordChangeSchema
  .extend({ confirm: z.string() })
  .refine((values) => values.newPassword === values.confirm, { message: "The two passwords are not the same", path: ["confirm"] });
type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

const messageOf = (error: unknown) => (error instanceof ApiError ? (error.serverMessage ?? error.message) : "Please try again.");

/** Settings: a new password, with the current one; the member's other sessions end. */
export function ChangePasswordDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const change = useChangePassword();
  const [visible, setVisible] = useState(false);
  const form = useForm<ChangePasswordForm>({ resolver: zodResolver(changePasswordFormSchema), defaultValues: { currentPassword: "", newPassword: "", confirm: "" } });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    change
      .mutateAsync({ currentPassword: values.currentPassword, newPassword: values.newPassword })
      .then((answer) => {
        toast({ title: "Password changed", description: answer.message });
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
    ["currentPassword", "Current password", "current-password"],
    ["newPassword", "New password", "new-password"],
    ["confirm", "New password again", "new-password"],
  ] as const;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Change password</DialogTitle>
          <DialogDescription>You stay signed in here; every other device is signed out.</DialogDescription>
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
            Change password
          </DialogFormFooter>
        </SettingsDialogForm>
      </DialogContent>
    </Dialog>
  );
}

/** Settings: a new email address, confirmed by a link mailed to it (the old address is told). */
export function ChangeEmailDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const request = useRequestEmailChange();
  const [sent, setSent] = useState<string | null>(null);
  const [visible, setVisible] = useState(false);
  const form = useForm<z.infer<typeof emailChangeRequestSchema>>({ resolver: zodResolver(emailChangeRequestSchema), defaultValues: { newEmail: "", password: "" } });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    request
      .mutateAsync(values)
      .then((answer) => setSent(answer.message))
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
          <DialogTitle>Change email</DialogTitle>
          <DialogDescription>We send a link to the new address; your address changes when you open it.</DialogDescription>
        </DialogHeader>
        {sent ? (
          <MailSentNotice message={sent} onClose={() => close(false)}>
            Done
          </MailSentNotice>
        ) : (
          <SettingsDialogForm onSubmit={submit}>
            <FormField id="change-newEmail" label="New email" error={errors.newEmail?.message}>
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
              label="Your password"
              error={errors.password?.message}
              autoComplete="current-password"
              visible={visible}
              onToggleVisible={() => setVisible(!visible)}
              {...form.register("password")}
            />
            <DialogFormFooter error={errors.root?.message} pending={request.isPending}>
              Send link
            </DialogFormFooter>
          </SettingsDialogForm>
        )}
      </DialogContent>
    </Dialog>
  );
}

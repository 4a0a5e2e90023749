import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2, MailCheck } from "lucide-react";
import { z } from "zod";
import { emailChangeRequestSchema, passwordChangeSchema } from "@shared/account";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { FormField } from "@/components/form-field";
import { toast } from "@/hooks/use-toast";
import { ApiError } from "@/lib/api";
import { useChangePassword, useRequestEmailChange } from "../api/account";
import { PasswordInput } from "./password-input";

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
        {/* The dialog sits in the settings form's React tree: its submit must not reach that form. */}
        <form
          onSubmit={(event) => {
            event.stopPropagation();
            void submit(event);
          }}
          noValidate
          className="space-y-4"
        >
          {fields.map(([name, label, autoComplete]) => (
            <FormField key={name} id={`change-${name}`} label={label} error={errors[name]?.message}>
              <PasswordInput
                id={`change-${name}`}
                autoComplete={autoComplete}
                visible={visible}
                onToggleVisible={() => setVisible(!visible)}
                aria-invalid={Boolean(errors[name])}
                aria-describedby={errors[name] ? `change-${name}-error` : undefined}
                {...form.register(name)}
              />
            </FormField>
          ))}
          {errors.root && (
            <p className="text-sm text-destructive" role="alert">
              {errors.root.message}
            </p>
          )}
          <DialogFooter>
            <Button type="submit" disabled={change.isPending}>
              {change.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
              Change password
            </Button>
          </DialogFooter>
        </form>
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
          <div className="space-y-4">
            <p className="flex items-start gap-2 rounded-md border bg-muted/50 p-3 text-sm" role="status">
              <MailCheck className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
              {sent}
            </p>
            <DialogFooter>
              <Button type="button" onClick={() => close(false)}>
                Done
              </Button>
            </DialogFooter>
          </div>
        ) : (
          <form
            onSubmit={(event) => {
              event.stopPropagation();
              void submit(event);
            }}
            noValidate
            className="space-y-4"
          >
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
            <FormField id="change-email-password" label="Your password" error={errors.password?.message}>
              <PasswordInput
                id="change-email-password"
                autoComplete="current-password"
                visible={visible}
                onToggleVisible={() => setVisible(!visible)}
                aria-invalid={Boolean(errors.password)}
                aria-describedby={errors.password ? "change-email-password-error" : undefined}
                {...form.register("password")}
              />
            </FormField>
            {errors.root && (
              <p className="text-sm text-destructive" role="alert">
                {errors.root.message}
              </p>
            )}
            <DialogFooter>
              <Button type="submit" disabled={request.isPending}>
                {request.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
                Send link
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}

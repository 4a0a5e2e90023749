import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2, MailCheck } from "lucide-react";
import { passwordResetRequestSchema } from "@shared/account";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { FormField } from "@/components/form-field";
import { ApiError } from "@/lib/api";
import { useRequestPasswordReset } from "../api/account";

/** "Forgot password?" on the sign-in screen: an email, then "If an account exists, we sent a link". */
export function ForgotPasswordDialog({ open, onOpenChange, initialEmail }: { open: boolean; onOpenChange: (open: boolean) => void; initialEmail: string }) {
  const request = useRequestPasswordReset();
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<{ email: string }>({ resolver: zodResolver(passwordResetRequestSchema), values: { email: initialEmail } });
  const { errors } = form.formState;

  const handleSubmit = form.handleSubmit((values) =>
    request
      .mutateAsync(values.email)
      .then((answer) => setSent(answer.message))
      .catch((error: unknown) => form.setError("root", { message: error instanceof ApiError ? (error.serverMessage ?? error.message) : "Please try again." })),
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
          <DialogTitle>Reset your password</DialogTitle>
          <DialogDescription>Enter the email address of your account. We will send you a link to choose a new password.</DialogDescription>
        </DialogHeader>
        {sent ? (
          <div className="space-y-4">
            <p className="flex items-start gap-2 rounded-md border bg-muted/50 p-3 text-sm" role="status">
              <MailCheck className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
              {sent}
            </p>
            <DialogFooter>
              <Button type="button" onClick={() => close(false)}>
                Back to sign in
              </Button>
            </DialogFooter>
          </div>
        ) : (
          <form onSubmit={handleSubmit} noValidate className="space-y-4">
            <FormField id="forgot-email" label="Email" error={errors.email?.message}>
              <Input
                id="forgot-email"
                type="email"
                autoComplete="email"
                placeholder="you@example.com"
                aria-invalid={Boolean(errors.email)}
                aria-describedby={errors.email ? "forgot-email-error" : undefined}
                {...form.register("email")}
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
                Send reset link
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}

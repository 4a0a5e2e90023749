import { useState, type ComponentType } from "react";
import { useForm, Controller } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2 } from "lucide-react";
import { loginSchema, type LoginInput } from "@shared/auth";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { FormField } from "@/components/form-field";
import { ApiError } from "@/lib/api";
import { useSignIn } from "../api/sign-in";
import { PasswordInput } from "./password-input";
import { ForgotPasswordDialog } from "./forgot-password-dialog";
import { useT } from "@/i18n";
import { useLocalizedResolver, useValidationMessage } from "@/lib/validation-messages";

/** What the second step (the security feature's code form, passed in by the page) takes. */
export interface SecondFactorStepProps {
  onSubmit: (code: string) => Promise<unknown>;
  onCancel?: () => void;
}

interface Props {
  showPassword: boolean;
  onTogglePassword: () => void;
  /** The code step shown when the password was right and the account asks for a second factor. */
  SecondFactorStep: ComponentType<SecondFactorStepProps>;
}

export function SignInForm({ showPassword, onTogglePassword, SecondFactorStep }: Props) {
  const t = useT();
  const translate = useValidationMessage();
  const signIn = useSignIn();
  const form = useForm<LoginInput>({ resolver: useLocalizedResolver(zodResolver(loginSchema)), defaultValues: { email: "", password: "", remember: false } });
  const { errors } = form.formState;
  // The password was right and the account asks for its code: the second step (issue 12).
  const [needsCode, setNeedsCode] = useState<LoginInput | null>(null);

  const handleSubmit = form.handleSubmit((values) =>
    signIn.mutateAsync(values).catch((error: unknown) => {
      if (error instanceof ApiError && error.errorId === "two_factor_required") {
        setNeedsCode(values);
        return;
      }
      const message = error instanceof ApiError && error.serverMessage ? translate(error.serverMessage) : t("auth.signInFailed");
      form.setError("root", { message });
    }),
  );

  const [forgotOpen, setForgotOpen] = useState(false);
  const handleForgot = () => setForgotOpen(true);

  if (needsCode) {
    return <SecondFactorStep onSubmit={(code) => signIn.mutateAsync({ ...needsCode, code })} onCancel={() => setNeedsCode(null)} />;
  }

  return (
    <>
      <form onSubmit={handleSubmit} noValidate className="space-y-4">
        <FormField id="signin-email" label={t("auth.email")} error={errors.email?.message}>
          <Input
            id="signin-email"
            type="email"
            autoComplete="email"
            placeholder={t("auth.emailPlaceholder")}
            aria-invalid={Boolean(errors.email)}
            aria-describedby={errors.email ? "signin-email-error" : undefined}
            {...form.register("email")}
          />
        </FormField>
        <FormField id="signin-password" label={t("auth.password")} error={errors.password?.message}>
          <PasswordInput
            id="signin-password"
            autoComplete="current-password"
            placeholder={t("auth.passwordPlaceholder")}
            visible={showPassword}
            onToggleVisible={onTogglePassword}
            aria-invalid={Boolean(errors.password)}
            aria-describedby={errors.password ? "signin-password-error" : undefined}
            {...form.register("password")}
          />
        </FormField>
        <div className="flex items-center justify-between">
          <div className="flex items-center gap-2">
            <Controller
              control={form.control}
              name="remember"
              render={({ field }) => (
                <Checkbox id="signin-remember" checked={field.value ?? false} onCheckedChange={(checked) => field.onChange(checked === true)} />
              )}
            />
            <Label htmlFor="signin-remember" className="font-normal">
              {t("auth.rememberMe")}
            </Label>
          </div>
          <Button type="button" variant="link" className="h-auto p-0" onClick={handleForgot}>
            {t("auth.forgotPassword")}
          </Button>
        </div>
        {errors.root && (
          <p className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive" role="alert">
            {errors.root.message}
          </p>
        )}
        <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting && <Loader2 className="animate-spin" aria-hidden="true" />}
          {t("auth.signIn")}
        </Button>
      </form>
      {/* Outside the form: a submit inside the dialog must not bubble (through the portal) to Sign In. */}
      <ForgotPasswordDialog open={forgotOpen} onOpenChange={setForgotOpen} initialEmail={forgotOpen ? form.getValues("email") : ""} />
    </>
  );
}

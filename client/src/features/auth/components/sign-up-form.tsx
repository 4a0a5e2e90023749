import { useForm, Controller } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { Loader2 } from "lucide-react";
import { Link } from "wouter";
import { registerSchema } from "@shared/auth";
import { LIMITS } from "@shared/limits";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { FormField } from "@/components/form-field";
import { ApiError } from "@/lib/api";
import { useSignUp } from "../api/sign-up";
import { PasswordInput } from "./password-input";
import { T, useT } from "@/i18n";
import { FORM_MESSAGES, useLocalizedResolver, useValidationMessage } from "@/lib/validation-messages";

/** The server's rules plus the terms checkbox, which only the form asks for. */
const signUpFormSchema = registerSchema.extend({
  terms: z.boolean().refine((value) => value, FORM_MESSAGES.termsRequired),
});
type SignUpValues = z.input<typeof signUpFormSchema>;
const FIELDS = ["firstName", "lastName", "email", "password"] as const;

interface Props {
  showPassword: boolean;
  onTogglePassword: () => void;
}

export function SignUpForm({ showPassword, onTogglePassword }: Props) {
  const t = useT();
  const translate = useValidationMessage();
  const signUp = useSignUp();
  const form = useForm<SignUpValues>({
    resolver: useLocalizedResolver(zodResolver(signUpFormSchema)),
    defaultValues: { firstName: "", lastName: "", email: "", password: "", terms: false },
  });
  const { errors } = form.formState;

  const handleSubmit = form.handleSubmit((values) =>
    signUp.mutateAsync(signUpFormSchema.parse(values)).catch((error: unknown) => {
      if (error instanceof ApiError && error.field && (FIELDS as readonly string[]).includes(error.field)) {
        form.setError(error.field as (typeof FIELDS)[number], { message: translate(error.serverMessage) });
        return;
      }
      const message = error instanceof ApiError && error.serverMessage ? translate(error.serverMessage) : t("auth.signUpFailed");
      form.setError("root", { message });
    }),
  );

  const describedBy = (name: string, hasError: boolean) => (hasError ? `signup-${name}-error` : undefined);

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="signup-firstName" label={t("auth.firstName")} error={errors.firstName?.message}>
          <Input
            id="signup-firstName"
            autoComplete="given-name"
            aria-invalid={Boolean(errors.firstName)}
            aria-describedby={describedBy("firstName", Boolean(errors.firstName))}
            {...form.register("firstName")}
          />
        </FormField>
        <FormField id="signup-lastName" label={t("auth.lastName")} error={errors.lastName?.message}>
          <Input
            id="signup-lastName"
            autoComplete="family-name"
            aria-invalid={Boolean(errors.lastName)}
            aria-describedby={describedBy("lastName", Boolean(errors.lastName))}
            {...form.register("lastName")}
          />
        </FormField>
      </div>
      <FormField id="signup-email" label={t("auth.email")} error={errors.email?.message}>
        <Input
          id="signup-email"
          type="email"
          autoComplete="email"
          placeholder={t("auth.emailPlaceholder")}
          aria-invalid={Boolean(errors.email)}
          aria-describedby={describedBy("email", Boolean(errors.email))}
          {...form.register("email")}
        />
      </FormField>
      <FormField id="signup-password" label={t("auth.password")} error={errors.password?.message}>
        <PasswordInput
          id="signup-password"
          autoComplete="new-password"
          placeholder={t("auth.passwordHint", { min: LIMITS.passwordMin })}
          visible={showPassword}
          onToggleVisible={onTogglePassword}
          aria-invalid={Boolean(errors.password)}
          aria-describedby={describedBy("password", Boolean(errors.password))}
          {...form.register("password")}
        />
      </FormField>
      <div className="space-y-1.5">
        <div className="flex items-start gap-2">
          <Controller
            control={form.control}
            name="terms"
            render={({ field }) => (
              <Checkbox
                id="signup-terms"
                className="mt-0.5"
                checked={field.value}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                aria-invalid={Boolean(errors.terms)}
                aria-describedby={describedBy("terms", Boolean(errors.terms))}
              />
            )}
          />
          <Label htmlFor="signup-terms" className="font-normal leading-snug">
            <T
              id="auth.agreeToTerms"
              values={{
                terms: (chunks) => (
                  <Link href="/terms" className="text-primary underline-offset-4 hover:underline">
                    {chunks}
                  </Link>
                ),
                privacy: (chunks) => (
                  <Link href="/privacy" className="text-primary underline-offset-4 hover:underline">
                    {chunks}
                  </Link>
                ),
              }}
            />
          </Label>
        </div>
        {errors.terms && (
          <p id="signup-terms-error" className="text-sm text-destructive" role="alert">
            {errors.terms.message}
          </p>
        )}
      </div>
      {errors.root && (
        <p className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive" role="alert">
          {errors.root.message}
        </p>
      )}
      <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting && <Loader2 className="animate-spin" aria-hidden="true" />}
        {t("auth.createAccount")}
      </Button>
    </form>
  );
}

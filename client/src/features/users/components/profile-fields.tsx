import { useWatch, type UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import { LIMITS } from "@shared/limits";
import type { updateProfileSchema } from "@shared/profile";
import type { UserProfile } from "@shared/users";
import { FormField } from "@/components/form-field";
import { Input } from "@/components/ui/input";
import { useT, type MessageId } from "@/i18n";
import { cn } from "@/lib/utils";

/** The edit and settings forms share one schema (the server's) and so one form type. */
export type ProfileFormInput = z.input<typeof updateProfileSchema>;
export type ProfileFormOutput = z.output<typeof updateProfileSchema>;
export type ProfileForm = UseFormReturn<ProfileFormInput, unknown, ProfileFormOutput>;

/** The seven profile fields (spec 2.7), as the form holds them: text, never null. */
export function profileFieldDefaults(profile: UserProfile) {
  return {
    firstName: profile.firstName ?? "",
    lastName: profile.lastName ?? "",
    bio: profile.bio ?? "",
    location: profile.location ?? "",
    website: profile.website ?? "",
    employment: profile.employment ?? "",
    education: profile.education ?? "",
  };
}

const TEXT_FIELDS: readonly { name: "location" | "website" | "employment" | "education"; label: MessageId; placeholder: MessageId; autoComplete: string; type?: string }[] = [
  { name: "location", label: "profile.fieldLocation", placeholder: "profile.placeholderLocation", autoComplete: "address-level2" },
  { name: "website", label: "profile.fieldWebsite", placeholder: "profile.placeholderWebsite", autoComplete: "url", type: "url" },
  { name: "employment", label: "profile.fieldEmployment", placeholder: "profile.placeholderEmployment", autoComplete: "organization-title" },
  { name: "education", label: "profile.fieldEducation", placeholder: "profile.placeholderEducation", autoComplete: "off" },
];

/** First and last name, bio with its 'n/500' counter, location, website, employment, education. */
export function ProfileFields({ form, idPrefix }: { form: ProfileForm; idPrefix: string }) {
  const t = useT();
  const { errors } = form.formState;
  const bio = useWatch({ control: form.control, name: "bio" }) ?? "";
  const id = (name: string) => `${idPrefix}-${name}`;
  const describedBy = (name: string, hasError: boolean, extra?: string) =>
    [hasError ? `${id(name)}-error` : null, extra].filter(Boolean).join(" ") || undefined;

  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={id("firstName")} label={t("profile.fieldFirstName")} error={errors.firstName?.message}>
          <Input
            id={id("firstName")}
            autoComplete="given-name"
            aria-invalid={Boolean(errors.firstName)}
            aria-describedby={describedBy("firstName", Boolean(errors.firstName))}
            {...form.register("firstName")}
          />
        </FormField>
        <FormField id={id("lastName")} label={t("profile.fieldLastName")} error={errors.lastName?.message}>
          <Input
            id={id("lastName")}
            autoComplete="family-name"
            aria-invalid={Boolean(errors.lastName)}
            aria-describedby={describedBy("lastName", Boolean(errors.lastName))}
            {...form.register("lastName")}
          />
        </FormField>
      </div>
      <FormField id={id("bio")} label={t("profile.fieldBio")} error={errors.bio?.message}>
        <textarea
          id={id("bio")}
          rows={4}
          placeholder={t("profile.placeholderBio")}
          aria-invalid={Boolean(errors.bio)}
          aria-describedby={describedBy("bio", Boolean(errors.bio), `${id("bio")}-count`)}
          className="flex min-h-24 w-full rounded-md border border-input bg-card px-3 py-2 text-base placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-[invalid=true]:border-destructive md:text-sm"
          {...form.register("bio")}
        />
        <p
          id={`${id("bio")}-count`}
          className={cn("text-end text-xs tabular-nums text-muted-foreground", bio.length > LIMITS.bio && "font-medium text-destructive")}
        >
          {t("profile.bioCount", { n: bio.length, max: LIMITS.bio })}
        </p>
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        {TEXT_FIELDS.map((field) => (
          <FormField key={field.name} id={id(field.name)} label={t(field.label)} error={errors[field.name]?.message}>
            <Input
              id={id(field.name)}
              type={field.type ?? "text"}
              placeholder={t(field.placeholder)}
              autoComplete={field.autoComplete}
              aria-invalid={Boolean(errors[field.name])}
              aria-describedby={describedBy(field.name, Boolean(errors[field.name]))}
              {...form.register(field.name)}
            />
          </FormField>
        ))}
      </div>
    </div>
  );
}

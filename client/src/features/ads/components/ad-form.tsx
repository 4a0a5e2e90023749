import { useForm, useWatch, type UseFormReturn } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2 } from "lucide-react";
import { useEffect } from "react";
import { AD_LIMITS, adAudiences, adDurations, adTypes } from "@shared/ad-options";
import { createAdSchema, type CreateAdInput, type CreateAdValues } from "@shared/ads";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { useT, type MessageId } from "@/i18n";
import { cn } from "@/lib/utils";
import { AD_AUDIENCE_IDS, AD_DURATION_IDS, AD_TYPE_IDS, useAdErrorText } from "../labels";
import { KeywordInput } from "./keyword-input";

export type AdForm = UseFormReturn<CreateAdInput, unknown, CreateAdValues>;

const selectClass =
  "flex h-10 w-full rounded-md border border-input bg-card px-3 text-base md:text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-[invalid=true]:border-destructive";

/** Example addresses in the URL fields: the same in every language. */
const EXAMPLE_IMAGE_URL = "https://example.com/image.png";
const EXAMPLE_LINK = "https://example.com";

export const AD_FORM_DEFAULTS: CreateAdInput = {
  title: "",
  description: "",
  type: "promoted-question",
  dailyBudget: 10,
  duration: "1-week",
  targetAudience: "all",
  keywords: [],
  imageUrl: "",
  targetUrl: "",
};

/** The ad form's state, validated with the server's schema. */
export function useAdForm(): AdForm {
  return useForm<CreateAdInput, unknown, CreateAdValues>({ resolver: zodResolver(createAdSchema), defaultValues: AD_FORM_DEFAULTS });
}

/** A select over one of the form's lists of choices (type, audience, duration). */
function ChoiceField<T extends string>({
  form,
  name,
  label,
  options,
  labels,
}: {
  form: AdForm;
  name: "type" | "targetAudience" | "duration";
  label: string;
  options: readonly T[];
  labels: Record<T, MessageId>;
}) {
  const t = useT();
  const errorText = useAdErrorText();
  const error = errorText(form.formState.errors[name]?.message);
  return (
    <FormField id={`ad-${name}`} label={label} error={error}>
      <select id={`ad-${name}`} className={selectClass} aria-invalid={Boolean(error)} aria-describedby={error ? `ad-${name}-error` : undefined} {...form.register(name)}>
        {options.map((option) => (
          <option key={option} value={option}>
            {t(labels[option])}
          </option>
        ))}
      </select>
    </FormField>
  );
}

/** The ad form (spec 3): title, description, type, audience, daily budget, duration, keywords, image URL. */
export function AdFormFields({ form, onSubmit, pending }: { form: AdForm; onSubmit: (values: CreateAdValues) => void; pending: boolean }) {
  const { errors } = form.formState;
  const keywords = useWatch({ control: form.control, name: "keywords" }) ?? [];
  const description = useWatch({ control: form.control, name: "description" }) ?? "";
  const invalid = (name: keyof CreateAdInput) => ({
    "aria-invalid": Boolean(errors[name]),
    "aria-describedby": errors[name] ? `ad-${name}-error` : undefined,
  });
  const t = useT();
  const errorText = useAdErrorText();
  // An error the server gave a field goes once the member edits that field.
  useEffect(() => {
    const subscription = form.watch((_, { name }) => {
      const field = name?.split(".")[0] as keyof CreateAdInput | undefined;
      if (field && form.getFieldState(field).error?.type === "server") form.clearErrors(field);
    });
    return () => subscription.unsubscribe();
  }, [form]);
  const keywordError = Array.isArray(errors.keywords) ? errors.keywords.find(Boolean)?.message : errors.keywords?.message;

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="space-y-4">
      <FormField id="ad-title" label={t("ads.titleLabel")} error={errorText(errors.title?.message)}>
        <Input id="ad-title" maxLength={AD_LIMITS.title} placeholder={t("ads.titlePlaceholder")} {...invalid("title")} {...form.register("title")} />
      </FormField>
      <FormField id="ad-description" label={t("ads.descriptionLabel")} error={errorText(errors.description?.message)}>
        <textarea
          id="ad-description"
          rows={3}
          placeholder={t("ads.descriptionPlaceholder")}
          className="flex min-h-20 w-full rounded-md border border-input bg-card px-3 py-2 text-base placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-[invalid=true]:border-destructive md:text-sm"
          {...invalid("description")}
          {...form.register("description")}
        />
        <p className={cn("text-end text-xs tabular-nums text-muted-foreground", description.length > AD_LIMITS.description && "font-medium text-destructive")}>
          {t("ads.characterCount", { count: description.length, max: AD_LIMITS.description })}
        </p>
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <ChoiceField form={form} name="type" label={t("ads.typeLabel")} options={adTypes} labels={AD_TYPE_IDS} />
        <ChoiceField form={form} name="targetAudience" label={t("ads.audienceLabel")} options={adAudiences} labels={AD_AUDIENCE_IDS} />
        <FormField id="ad-dailyBudget" label={t("ads.budgetLabel")} error={errorText(errors.dailyBudget?.message)}>
          <Input
            id="ad-dailyBudget"
            type="number"
            inputMode="decimal"
            min={AD_LIMITS.minDailyBudget}
            max={AD_LIMITS.maxDailyBudget}
            step="0.01"
            {...invalid("dailyBudget")}
            {...form.register("dailyBudget", { valueAsNumber: true })}
          />
        </FormField>
        <ChoiceField form={form} name="duration" label={t("ads.durationLabel")} options={adDurations} labels={AD_DURATION_IDS} />
      </div>
      <KeywordInput
        id="ad-keywords"
        keywords={keywords}
        error={errorText(keywordError)}
        onChange={(next) => form.setValue("keywords", next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })}
      />
      <FormField id="ad-imageUrl" label={t("ads.imageUrlLabel")} error={errorText(errors.imageUrl?.message)}>
        <Input id="ad-imageUrl" type="url" placeholder={EXAMPLE_IMAGE_URL} {...invalid("imageUrl")} {...form.register("imageUrl")} />
      </FormField>
      <FormField id="ad-targetUrl" label={t("ads.targetUrlLabel")} error={errorText(errors.targetUrl?.message)}>
        <Input id="ad-targetUrl" type="url" placeholder={EXAMPLE_LINK} {...invalid("targetUrl")} {...form.register("targetUrl")} />
      </FormField>
      <div className="flex justify-end border-t pt-4">
        <Button type="submit" disabled={pending}>
          {pending && <Loader2 className="animate-spin" aria-hidden="true" />}
          {t("ads.create")}
        </Button>
      </div>
    </form>
  );
}

import { useState } from "react";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/lib/use-toast";
import { ApiError } from "@/lib/api";
import { useValidationMessage } from "@/lib/validation-messages";
import { useT } from "@/i18n";

interface SettingSwitchProps {
  id: string;
  label: string;
  description: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** Saving: said to assistive technology (aria-busy). */
  busy?: boolean;
}

/** An on/off preference: a labelled switch (role="switch") with a line of explanation. */
export function SettingSwitch({ id, label, description, checked, onCheckedChange, busy }: SettingSwitchProps) {
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="min-w-0 space-y-1">
        <Label htmlFor={id} className="cursor-pointer">
          {label}
        </Label>
        <p id={`${id}-description`} className="text-sm text-muted-foreground">
          {description}
        </p>
      </div>
      <Switch id={id} className="mt-0.5" checked={checked} onCheckedChange={onCheckedChange} aria-busy={busy || undefined} aria-describedby={`${id}-description`} />
    </div>
  );
}

/** A failure's words for a toast: the server's own message (in the interface language when known), else `fallback`. */
export function useFailureText() {
  const translate = useValidationMessage();
  return (error: unknown, fallback: string) => (error instanceof ApiError && error.status < 500 && error.serverMessage ? translate(error.serverMessage)! : fallback);
}

interface AutoSaveSwitchProps extends Omit<SettingSwitchProps, "checked" | "onCheckedChange" | "busy"> {
  /** The value as saved. */
  saved: boolean;
  /** Saves a new value; rejects when it was not saved. */
  save: (value: boolean) => Promise<unknown>;
  /** A line under the confirmation, for a value whose effect needs saying. */
  savedNote?: (value: boolean) => string | undefined;
}

/**
 * A setting that saves when switched (issue 23.6): it moves at once, a toast confirms the save,
 * and a failed save moves it back and says why. One save at a time.
 */
export function AutoSaveSwitch({ saved, save, savedNote, ...props }: AutoSaveSwitchProps) {
  const t = useT();
  const failureText = useFailureText();
  const [saving, setSaving] = useState<boolean | null>(null);
  const handleChange = (value: boolean) => {
    // Not disabled while saving (a disabled button drops the keyboard focus): a second press waits.
    if (saving !== null) return;
    setSaving(value);
    save(value).then(
      () => toast({ title: t(value ? "settings.turnedOn" : "settings.turnedOff", { setting: props.label }), description: savedNote?.(value) }),
      (error: unknown) =>
        toast({ title: t("settings.notSaved", { setting: props.label }), description: failureText(error, t("settings.updateFailedDescription")), variant: "destructive" }),
    ).finally(() => setSaving(null));
  };
  return <SettingSwitch {...props} checked={saving ?? saved} onCheckedChange={handleChange} busy={saving !== null} />;
}

import { Eye, EyeOff } from "lucide-react";
import { Input } from "@/components/ui/input";
import { FormField } from "@/components/form-field";
import { useT } from "@/i18n";

interface PasswordInputProps extends React.InputHTMLAttributes<HTMLInputElement> {
  visible: boolean;
  onToggleVisible: () => void;
  ref?: React.Ref<HTMLInputElement>;
}

/** A password field with the show/hide toggle (shared by both auth tabs). */
export function PasswordInput({ visible, onToggleVisible, ...props }: PasswordInputProps) {
  const t = useT();
  return (
    <div className="relative">
      <Input type={visible ? "text" : "password"} className="pe-10" {...props} />
      <button
        type="button"
        onClick={onToggleVisible}
        className="absolute inset-y-0 end-0 flex w-10 items-center justify-center text-muted-foreground hover:text-foreground cursor-pointer"
        aria-label={visible ? t("auth.hidePassword") : t("auth.showPassword")}
        aria-pressed={visible}
      >
        {visible ? <EyeOff className="h-4 w-4" aria-hidden="true" /> : <Eye className="h-4 w-4" aria-hidden="true" />}
      </button>
    </div>
  );
}

/** A labelled password field and its error message, wired for screen readers (the message's id is `${id}-error`). */
export function PasswordField({ id, label, error, ...props }: PasswordInputProps & { id: string; label: string; error?: string }) {
  return (
    <FormField id={id} label={label} error={error}>
      <PasswordInput id={id} aria-invalid={Boolean(error)} aria-describedby={error ? `${id}-error` : undefined} {...props} />
    </FormField>
  );
}

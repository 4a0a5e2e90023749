import { useRef } from "react";
import { ImageIcon, Loader2, Upload } from "lucide-react";
import { TIMING } from "@shared/limits";
import type { SiteSettings } from "@shared/site";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/use-toast";
import { useT, type MessageId } from "@/i18n";
import { useUploadBranding } from "../api/upload-branding";

const LOGO_TYPES = ["image/png", "image/jpeg", "image/jpg", "image/svg+xml"];
const FAVICON_TYPES = ["image/png", "image/x-icon", "image/vnd.microsoft.icon"];

interface Kind {
  kind: "logo" | "favicon";
  label: MessageId;
  hint: MessageId;
  accept: string;
  /** Spec 5: the browser's own check before anything is sent (the server checks the bytes). */
  isValid: (file: File) => boolean;
  invalid: MessageId;
  done: MessageId;
  failed: MessageId;
  current: MessageId;
  upload: MessageId;
}

const KINDS: Kind[] = [
  {
    kind: "logo",
    label: "admin.logo",
    hint: "admin.logoHint",
    accept: ".png,.jpg,.jpeg,.svg,image/png,image/jpeg,image/svg+xml",
    isValid: (file) => LOGO_TYPES.includes(file.type) || /\.(png|jpe?g|svg)$/i.test(file.name),
    invalid: "admin.logoInvalid",
    done: "admin.logoUploaded",
    failed: "admin.logoUploadFailed",
    current: "admin.currentLogo",
    upload: "admin.uploadLogo",
  },
  {
    kind: "favicon",
    label: "admin.favicon",
    hint: "admin.faviconHint",
    accept: ".ico,.png,image/x-icon,image/vnd.microsoft.icon,image/png",
    isValid: (file) => FAVICON_TYPES.includes(file.type) || /\.(ico|png)$/i.test(file.name),
    invalid: "admin.faviconInvalid",
    done: "admin.faviconUploaded",
    failed: "admin.faviconUploadFailed",
    current: "admin.currentFavicon",
    upload: "admin.uploadFavicon",
  },
];

function BrandingUpload({ config, current }: { config: Kind; current: string | null }) {
  const upload = useUploadBranding(config.kind);
  const input = useRef<HTMLInputElement>(null);
  const t = useT();

  const handleFile = (file: File | undefined) => {
    if (input.current) input.current.value = "";
    if (!file) return;
    if (!config.isValid(file)) {
      toast({ title: t(config.invalid), variant: "destructive" });
      return;
    }
    // mutateAsync: the new settings re-key the form around this, and the toast must still show.
    void upload.mutateAsync(file).then(
      (result) => {
        toast({ title: t(config.done) });
        if (config.kind === "logo") {
          // Spec 4: the page reloads after 1 s.
          setTimeout(() => window.location.reload(), TIMING.logoReloadMs);
        } else {
          // Spec 4: the icon link gets the new, versioned path at once.
          const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
          if (link) {
            link.removeAttribute("type");
            link.href = result.path;
          }
        }
      },
      () => toast({ title: t(config.failed), variant: "destructive" }),
    );
  };

  return (
    <div className="flex flex-wrap items-center gap-4 rounded-lg border p-4">
      <div className="flex h-16 w-16 shrink-0 items-center justify-center overflow-hidden rounded-md border bg-muted" aria-hidden={!current}>
        {current ? (
          <img src={current} alt={t(config.current)} className="max-h-full max-w-full object-contain" />
        ) : (
          <ImageIcon className="h-6 w-6 text-muted-foreground" />
        )}
      </div>
      <div className="min-w-0 flex-1 basis-40">
        <p className="font-medium">{t(config.label)}</p>
        <p className="text-sm text-muted-foreground">{t(config.hint)}</p>
      </div>
      <input
        ref={input}
        type="file"
        accept={config.accept}
        className="sr-only"
        id={`upload-${config.kind}`}
        aria-label={t(config.upload)}
        onChange={(event) => handleFile(event.target.files?.[0])}
      />
      <Button variant="outline" onClick={() => input.current?.click()} disabled={upload.isPending}>
        {upload.isPending ? <Loader2 className="animate-spin" /> : <Upload />} {t(config.upload)}
      </Button>
    </div>
  );
}

/** Branding: logo and favicon uploads with the current previews. */
export function BrandingSection({ settings }: { settings: SiteSettings }) {
  return (
    <div className="space-y-3">
      <BrandingUpload config={KINDS[0]!} current={settings.logoUrl} />
      <BrandingUpload config={KINDS[1]!} current={settings.faviconUrl} />
    </div>
  );
}

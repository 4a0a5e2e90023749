import { cn } from "@/lib/utils";
import { useSiteSettings } from "@/hooks/use-site-settings";

/** The uploaded logo, or the site's name as a wordmark (the admin's siteName, default Ponder). */
export function Logo({ className }: { className?: string }) {
  const { siteName, logoUrl } = useSiteSettings();
  if (logoUrl) return <img src={logoUrl} alt={siteName} className="block h-8 w-auto max-w-[40vw] object-contain sm:max-w-[12rem]" />;
  return (
    <span className={cn("inline-block max-w-[40vw] truncate align-bottom font-serif font-bold tracking-tight text-primary sm:max-w-[16rem]", className)}>
      {siteName}
    </span>
  );
}

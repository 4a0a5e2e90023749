import { Mail } from "lucide-react";
import { Link } from "wouter";
import { useT } from "@/i18n";
import { cn } from "@/lib/utils";

/**
 * The footer's way to reach the site: its contact form (issue 23: the spec's address, phone
 * number and street were placeholders, and Ponder shows no made-up identity as a fact).
 */
export function ContactLines({ className }: { className?: string }) {
  const t = useT();
  return (
    <p className={cn("text-muted-foreground", className)}>
      <Link href="/contact" className="inline-flex items-center gap-2 hover:text-foreground hover:underline">
        <Mail className="h-4 w-4 shrink-0" aria-hidden="true" /> {t("footer.contactUs")}
      </Link>
    </p>
  );
}

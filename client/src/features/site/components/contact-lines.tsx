import { Mail, MapPin, Phone } from "lucide-react";
import { cn } from "@/lib/utils";

const LINES = [
  { icon: Mail, text: "support@ponder.example" },
  { icon: Phone, text: "+1 (555) 010-0199" },
  { icon: MapPin, text: "100 Market Street, San Francisco, CA" },
];

/** The contact lines shown in the footer and on the contact page. */
export function ContactLines({ className }: { className?: string }) {
  return (
    <ul className={cn("space-y-1 text-muted-foreground", className)}>
      {LINES.map(({ icon: Icon, text }) => (
        <li key={text} className="flex items-center gap-2">
          <Icon className="h-4 w-4 shrink-0" aria-hidden="true" /> {text}
        </li>
      ))}
    </ul>
  );
}

import { initials } from "@shared/users";
import { User as UserIcon } from "lucide-react";
import { cn } from "@/lib/utils";

interface Props {
  user: { firstName: string | null; lastName: string | null; email: string | null; profileImageUrl: string | null } | null;
  className?: string;
}

/** The member's picture, or their initials (up to two letters). */
export function UserAvatar({ user, className }: Props) {
  const base = cn("inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-accent text-accent-foreground font-semibold", className ?? "h-9 w-9 text-sm");
  if (user?.profileImageUrl) return <img src={user.profileImageUrl} alt="" className={cn(base, "object-cover")} />;
  return (
    <span className={base} aria-hidden="true">
      {user ? initials(user) : <UserIcon className="h-1/2 w-1/2" aria-hidden="true" />}
    </span>
  );
}

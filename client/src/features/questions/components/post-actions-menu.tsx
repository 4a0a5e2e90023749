import type { ReactElement } from "react";
import type { LucideIcon } from "lucide-react";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import type { JoinAction } from "@/components/join-prompt";

/** One of a post's secondary actions, as an item of its "…" menu on phones. */
export interface MenuAction {
  /** Unique in its row. */
  key: string;
  icon: LucideIcon;
  label: string;
  onSelect: () => void;
  disabled?: boolean;
  /** A visitor's follow: selecting it opens the join prompt beside the "…" button instead. */
  join?: JoinAction;
}

/** A post's "…" menu once first used (post-actions.tsx): open from its first render. */
export default function PostActionsMenu({ items, trigger }: { items: MenuAction[]; trigger: ReactElement }) {
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-[12rem] max-w-[calc(100vw-1rem)]">
        {items.map(({ key, icon: Icon, label, onSelect, disabled, join }) => (
          <DropdownMenuItem key={key} onSelect={onSelect} disabled={disabled} aria-haspopup={join ? "dialog" : undefined}>
            <Icon aria-hidden="true" /> {label}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

import { useState, type ReactNode } from "react";
import { MoreHorizontal } from "lucide-react";
import { Button } from "@/components/ui/button";
import { OnFirstUse } from "@/components/on-first-use";
import { JoinPrompt, type JoinAction } from "@/components/join-prompt";
import { cn } from "@/lib/utils";
import { useT } from "@/i18n";
import type { MenuAction } from "./post-actions-menu";

const loadMenu = () => import("./post-actions-menu");

/**
 * A post's action row (issue 23: on phones every post's actions fit one row, in every
 * language): the primary actions (vote, answer or accept, comments) and then
 * `SecondaryActions`. From 640 px the row may wrap; below it, it never does.
 */
export function PostActionsRow({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div data-post-actions className={cn("flex items-center gap-x-1 gap-y-2 sm:flex-wrap", className)}>
      {children}
    </div>
  );
}

/**
 * A post's secondary actions (follow, save, share, edit, delete, report, close): `buttons` in the
 * row from 640 px; below that a "…" menu of `menu`, the same actions as menu items, at the row's
 * end. The menu (Radix) loads on first use, as the feed cards' menus do (decision 036).
 */
export function SecondaryActions({ buttons, menu }: { buttons: ReactNode; menu: MenuAction[] }) {
  const t = useT();
  const [joining, setJoining] = useState<JoinAction | null>(null);
  const items = menu.map((item) => (item.join ? { ...item, onSelect: () => setJoining(item.join!) } : item));
  return (
    <>
      <span className="hidden sm:contents">{buttons}</span>
      {items.length > 0 && (
        <JoinPrompt action={joining ?? "follow"} open={joining !== null} onOpenChange={(open) => !open && setJoining(null)}>
          <span className="ms-auto shrink-0 sm:hidden">
            <OnFirstUse
              load={loadMenu}
              trigger={
                <Button variant="ghost" size="icon" className="h-9 w-9" aria-label={t("question.moreActions")} title={t("question.moreActions")}>
                  <MoreHorizontal />
                </Button>
              }
              props={{ items }}
            />
          </span>
        </JoinPrompt>
      )}
    </>
  );
}

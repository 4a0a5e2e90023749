import { useRef, type ReactNode } from "react";
import { Link, useLocation, useSearch } from "wouter";
import * as PopoverPrimitive from "@radix-ui/react-popover";
import { signInPath } from "@shared/return-to";
import { Button } from "@/components/ui/button";
import { Popover, PopoverContent } from "@/components/ui/popover";
import { useSiteSettings } from "@/hooks/use-site-settings";
import { useT, type MessageId } from "@/i18n";

/** What the visitor tried to do; the prompt's title names it ("Join Ponder to vote"). */
export type JoinAction = "vote" | "answer" | "comment" | "follow";

const TITLES: Record<JoinAction, MessageId> = {
  vote: "joinPrompt.vote",
  answer: "joinPrompt.answer",
  comment: "joinPrompt.comment",
  follow: "joinPrompt.follow",
};

/** The sign-up and sign-in paths that come back to the page the visitor is on (shared/return-to.ts). */
export function useJoinPaths() {
  const [location] = useLocation();
  const search = useSearch();
  const here = search ? `${location}?${search}` : location;
  return { signUp: signInPath(here, "/register"), signIn: signInPath(here) };
}

/**
 * A visitor's vote, answer, comment or follow: a small panel next to what they pressed, with
 * Sign Up and Sign In, both of which come back to this page. `children` is what it points at.
 */
export function JoinPrompt({ action, open, onOpenChange, children }: { action: JoinAction; open: boolean; onOpenChange: (open: boolean) => void; children: ReactNode }) {
  const t = useT();
  const { siteName } = useSiteSettings();
  const paths = useJoinPaths();
  // The button pressed gets the focus back when the prompt closes (there is no Radix trigger to do it).
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverPrimitive.Anchor asChild>{children}</PopoverPrimitive.Anchor>
      <PopoverContent
        align="start"
        role="dialog"
        aria-labelledby="join-prompt-title"
        className="w-72 max-w-[calc(100vw-1rem)] space-y-3 p-4"
        onOpenAutoFocus={() => {
          opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        }}
        onCloseAutoFocus={(event) => {
          if (!opener.current?.isConnected) return;
          event.preventDefault();
          opener.current.focus();
        }}
      >
        <p id="join-prompt-title" className="font-semibold leading-snug">
          {t(TITLES[action], { site: siteName })}
        </p>
        <p className="text-sm text-muted-foreground">{t("joinPrompt.body")}</p>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" asChild>
            <Link href={paths.signUp}>{t("auth.signUp")}</Link>
          </Button>
          <Button size="sm" variant="outline" asChild>
            <Link href={paths.signIn}>{t("auth.signIn")}</Link>
          </Button>
        </div>
      </PopoverContent>
    </Popover>
  );
}

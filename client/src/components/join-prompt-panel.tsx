import { useRef, type RefObject } from "react";
import { Link } from "wouter";
import * as PopoverPrimitive from "@radix-ui/react-popover";
import { Button } from "@/components/ui/button";
import { Popover, PopoverContent } from "@/components/ui/popover";
import { useSiteSettings } from "@/hooks/use-site-settings";
import { useT, type MessageId } from "@/i18n";
import { useJoinPaths, type JoinAction } from "@/components/join-paths";

const TITLES: Record<JoinAction, MessageId> = {
  vote: "joinPrompt.vote",
  answer: "joinPrompt.answer",
  comment: "joinPrompt.comment",
  follow: "joinPrompt.follow",
};

/**
 * The join prompt's panel (Radix's popover), loaded when a visitor first needs it
 * (components/join-prompt.tsx), placed beside `anchor`, what the visitor pressed.
 */
export default function JoinPromptPanel({ action, open, onOpenChange, anchor }: { action: JoinAction; open: boolean; onOpenChange: (open: boolean) => void; anchor: RefObject<HTMLElement | null> }) {
  const t = useT();
  const { siteName } = useSiteSettings();
  const paths = useJoinPaths();
  // The button pressed gets the focus back when the prompt closes (there is no Radix trigger to do it).
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverPrimitive.Anchor virtualRef={anchor} />
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

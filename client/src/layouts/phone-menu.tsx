import { useState, type ReactElement } from "react";
import { Logo } from "@/components/logo";
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { useT } from "@/i18n";
import { LeftSidebar } from "./left-sidebar";
import { RightColumn } from "./right-column";
import { SearchForm } from "./search-form";

/**
 * The phone menu once first used (app-shell.tsx): the search box, the sidebar and the right
 * column in a panel along the left edge, open from its first render.
 */
export default function PhoneMenuOpen({ trigger }: { trigger: ReactElement }) {
  const [open, setOpen] = useState(true);
  const closeMenu = () => setOpen(false);
  const t = useT();
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>{trigger}</SheetTrigger>
      {/* Focus the panel, not the search box: on phones that would pop the keyboard up. */}
      <SheetContent
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (event.currentTarget as HTMLElement | null)?.focus();
        }}
      >
        <SheetTitle className="pe-8">
          <Logo className="text-2xl" />
        </SheetTitle>
        <SheetDescription className="sr-only">{t("shell.menuDescription")}</SheetDescription>
        <SearchForm className="w-full" onSearched={closeMenu} />
        <LeftSidebar onNavigate={closeMenu} />
        <RightColumn onNavigate={closeMenu} />
      </SheetContent>
    </Sheet>
  );
}

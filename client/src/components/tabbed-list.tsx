import { useState, type ReactNode } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useT, type MessageId } from "@/i18n";

/**
 * Tabs over paged lists (following, trending, a topic's questions, bookmarks, spaces): the
 * named tab row, then one panel per tab holding that tab's list; Radix mounts only the
 * active panel, so each list loads when its tab is first chosen. The first tab is chosen at
 * first; a page that reads the choice elsewhere (spaces' sort menu) holds it (`value`).
 */
export function TabbedList<T extends string>({
  tabs,
  value: held,
  onValueChange,
  label,
  labels,
  renderTab,
  renderList,
  triggerClassName = "flex-1 sm:flex-none",
  panelClassName = "mt-3",
  children,
}: {
  tabs: readonly T[];
  value?: T;
  onValueChange?: (value: T) => void;
  /** Names the tab row for screen readers. */
  label: string;
  /** Each tab's name. */
  labels?: Record<T, MessageId>;
  /** A tab's own content, when it is more than its name (a count beside it). */
  renderTab?: (tab: T) => ReactNode;
  /** The list a tab shows. */
  renderList: (tab: T) => ReactNode;
  triggerClassName?: string;
  panelClassName?: string;
  /** Shown between the tab row and the lists (spaces: featured spaces and the banner). */
  children?: ReactNode;
}) {
  const t = useT();
  const [own, setOwn] = useState<T>(tabs[0]!);
  const value = held ?? own;
  const choose = (next: string) => (onValueChange ?? setOwn)(next as T);
  return (
    <Tabs value={value} onValueChange={choose}>
      <TabsList className="w-full sm:w-auto" aria-label={label}>
        {tabs.map((tab) => (
          <TabsTrigger key={tab} value={tab} className={triggerClassName}>
            {renderTab ? renderTab(tab) : labels && t(labels[tab])}
          </TabsTrigger>
        ))}
      </TabsList>
      {children}
      {tabs.map((tab) => (
        <TabsContent key={tab} value={tab} className={panelClassName}>
          {renderList(tab)}
        </TabsContent>
      ))}
    </Tabs>
  );
}

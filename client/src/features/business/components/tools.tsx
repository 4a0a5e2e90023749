import { useState } from "react";
import { CalendarClock, Radar, Sparkles, Target } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { useSiteSettings } from "@/hooks/use-site-settings";
import { useT, type MessageId } from "@/i18n";

/** The four tools (spec 2.15), each pointing at the screen that does the work. */
const TOOLS = [
  { id: "scheduler", icon: CalendarClock, key: "scheduler" },
  { id: "writer", icon: Sparkles, key: "writer" },
  { id: "monitoring", icon: Radar, key: "monitoring" },
  { id: "leads", icon: Target, key: "leads" },
] as const;

/** Each tool's words: title, a line on its card, what the dialog says, and its button. */
const TOOL_TEXT: Record<(typeof TOOLS)[number]["id"], { title: MessageId; summary: MessageId; details: MessageId; action: MessageId }> = {
  scheduler: { title: "business.toolSchedulerTitle", summary: "business.toolSchedulerSummary", details: "business.toolSchedulerDetails", action: "business.toolSchedulerAction" },
  writer: { title: "business.toolWriterTitle", summary: "business.toolWriterSummary", details: "business.toolWriterDetails", action: "business.toolWriterAction" },
  monitoring: { title: "business.toolMonitoringTitle", summary: "business.toolMonitoringSummary", details: "business.toolMonitoringDetails", action: "business.toolMonitoringAction" },
  leads: { title: "business.toolLeadsTitle", summary: "business.toolLeadsSummary", details: "business.toolLeadsDetails", action: "business.toolLeadsAction" },
};

export type ToolId = (typeof TOOLS)[number]["id"];

/**
 * The tool cards; 'Learn More' opens a dialog describing the tool, whose button does what
 * `onUse` says (members go to the screen; visitors to sign up).
 */
export function ToolsGrid({ onUse, useLabel }: { onUse: (tool: ToolId) => void; useLabel?: string }) {
  const [open, setOpen] = useState<ToolId | null>(null);
  const tool = TOOLS.find((item) => item.id === open);
  const t = useT();
  const { siteName } = useSiteSettings();
  const text = (id: ToolId, part: "title" | "summary" | "details" | "action") => t(TOOL_TEXT[id][part], { site: siteName });
  return (
    <>
      <ul className="grid gap-4 sm:grid-cols-2">
        {TOOLS.map(({ id, icon: Icon }) => (
          <li key={id}>
            <Card className="flex h-full flex-col gap-3 p-5">
              <h3 className="flex items-center gap-2 font-semibold">
                <Icon className="h-5 w-5 shrink-0 text-primary" aria-hidden="true" /> {text(id, "title")}
              </h3>
              <p className="flex-1 text-sm text-muted-foreground">{text(id, "summary")}</p>
              <Button variant="outline" size="sm" className="self-start" onClick={() => setOpen(id)} aria-label={t("business.learnMoreAbout", { tool: text(id, "title") })}>
                {t("business.learnMore")}
              </Button>
            </Card>
          </li>
        ))}
      </ul>
      <Dialog open={tool !== undefined} onOpenChange={(value) => !value && setOpen(null)}>
        {tool && (
          <DialogContent className="max-w-md">
            <DialogHeader>
              <DialogTitle className="flex items-center gap-2">
                <tool.icon className="h-5 w-5 shrink-0 text-primary" aria-hidden="true" /> {text(tool.id, "title")}
              </DialogTitle>
              <DialogDescription>{text(tool.id, "details")}</DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <Button variant="outline" onClick={() => setOpen(null)}>
                {t("business.close")}
              </Button>
              <Button
                onClick={() => {
                  setOpen(null);
                  onUse(tool.id);
                }}
              >
                {useLabel ?? text(tool.id, "action")}
              </Button>
            </DialogFooter>
          </DialogContent>
        )}
      </Dialog>
    </>
  );
}

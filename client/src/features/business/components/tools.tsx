import { useState } from "react";
import { CalendarClock, Radar, Sparkles, Target } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";

/** The four tools (spec 2.15), each pointing at the screen that does the work. */
const TOOLS = [
  {
    id: "scheduler",
    icon: CalendarClock,
    title: "Content Scheduler",
    summary: "Prepare questions and answers ahead and publish them when the time is right.",
    details: "Drafts keep your unfinished questions and answers. Write when you have ideas, then open a draft and post it when your audience is around.",
    action: "Open Drafts",
  },
  {
    id: "writer",
    icon: Sparkles,
    title: "AI Writing Assistant",
    summary: "Get suggestions that make your questions clearer and easier to answer.",
    details: "The question composer's AI Help reads your title and details and suggests how to make the question specific, with what it already does well.",
    action: "Ask with AI Help",
  },
  {
    id: "monitoring",
    icon: Radar,
    title: "Brand Monitoring",
    summary: "See where your name or brand comes up in questions and answers.",
    details: "Search looks through every question and answer. Search for your name or brand to find the conversations you should join.",
    action: "Search mentions",
  },
  {
    id: "leads",
    icon: Target,
    title: "Lead Generation",
    summary: "Find the content that brings you followers, and do more of it.",
    details: "Your content & stats shows views, upvotes, answers, comments and new followers per question and answer, over 7 days to a year.",
    action: "Open Content Stats",
  },
] as const;

export type ToolId = (typeof TOOLS)[number]["id"];

/**
 * The tool cards; 'Learn More' opens a dialog describing the tool, whose button does what
 * `onUse` says (members go to the screen; visitors to sign up).
 */
export function ToolsGrid({ onUse, useLabel }: { onUse: (tool: ToolId) => void; useLabel?: string }) {
  const [open, setOpen] = useState<ToolId | null>(null);
  const tool = TOOLS.find((item) => item.id === open);
  return (
    <>
      <ul className="grid gap-4 sm:grid-cols-2">
        {TOOLS.map(({ id, icon: Icon, title, summary }) => (
          <li key={id}>
            <Card className="flex h-full flex-col gap-3 p-5">
              <h3 className="flex items-center gap-2 font-semibold">
                <Icon className="h-5 w-5 text-primary" aria-hidden="true" /> {title}
              </h3>
              <p className="flex-1 text-sm text-muted-foreground">{summary}</p>
              <Button variant="outline" size="sm" className="self-start" onClick={() => setOpen(id)} aria-label={`Learn More about ${title}`}>
                Learn More
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
                <tool.icon className="h-5 w-5 text-primary" aria-hidden="true" /> {tool.title}
              </DialogTitle>
              <DialogDescription>{tool.details}</DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <Button variant="outline" onClick={() => setOpen(null)}>
                Close
              </Button>
              <Button
                onClick={() => {
                  setOpen(null);
                  onUse(tool.id);
                }}
              >
                {useLabel ?? tool.action}
              </Button>
            </DialogFooter>
          </DialogContent>
        )}
      </Dialog>
    </>
  );
}

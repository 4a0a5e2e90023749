import { Quote, Users } from "lucide-react";
import { Card } from "@/components/ui/card";
import { PLUS_NAME } from "@/lib/site";

/** 'Join 50,000+ members' with a testimonial: marketing copy, as the spec shows it (decision 2). */
export function MembersBlurb() {
  return (
    <Card className="grid gap-6 p-6 md:grid-cols-2 md:items-center" role="region" aria-labelledby="plus-members-heading">
      <div className="space-y-2">
        <h2 id="plus-members-heading" className="flex items-center gap-2 text-xl font-semibold">
          <Users className="h-5 w-5 text-primary" aria-hidden="true" /> Join 50,000+ members
        </h2>
        <p className="text-muted-foreground">
          Readers and writers who go ad-free, search deeper and get answers first with {PLUS_NAME}.
        </p>
      </div>
      <figure className="rounded-lg bg-muted p-4">
        <Quote className="h-5 w-5 text-primary" aria-hidden="true" />
        <blockquote className="mt-2 text-sm italic">
          “{PLUS_NAME} made reading here calmer: no ads, better search, and the exclusive Q&amp;A sessions are worth it on their own.”
        </blockquote>
        <figcaption className="mt-2 text-sm font-medium">A {PLUS_NAME} member</figcaption>
      </figure>
    </Card>
  );
}

import { Link } from "wouter";
import { Megaphone } from "lucide-react";
import { DISPLAY_TEXT } from "@shared/monetization";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";

/** The spec's advertising figures (cost per click, estimated reach) and the way to /ads/create. */
export function AdvertiseFacts({ className }: { className?: string }) {
  return (
    <dl className={className}>
      <div className="flex justify-between gap-3 py-1">
        <dt className="text-muted-foreground">Cost per click</dt>
        <dd className="font-medium">{DISPLAY_TEXT.costPerClick}</dd>
      </div>
      <div className="flex justify-between gap-3 py-1">
        <dt className="text-muted-foreground">Estimated reach</dt>
        <dd className="font-medium">{DISPLAY_TEXT.estimatedReach}</dd>
      </div>
    </dl>
  );
}

export function AdvertiseCard() {
  return (
    <Card className="space-y-3 p-4 sm:p-5">
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <Megaphone className="h-5 w-5 text-primary" aria-hidden="true" /> Advertise on Ponder
      </h2>
      <p className="text-sm text-muted-foreground">Promote a question, an answer or sponsored content to the members you choose.</p>
      <AdvertiseFacts className="text-sm" />
      <Button asChild>
        <Link href="/ads/create">Create Ad</Link>
      </Button>
    </Card>
  );
}

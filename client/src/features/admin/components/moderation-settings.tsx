import { useState } from "react";
import { Loader2 } from "lucide-react";
import { parseBlockedWords, type SiteSettings } from "@shared/site";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/hooks/use-toast";
import { useAdminSettings } from "../api/get-settings";
import { settingsInput, useSaveSettings } from "../api/save-settings";

function ModerationForm({ settings }: { settings: SiteSettings }) {
  const save = useSaveSettings();
  const [enabled, setEnabled] = useState(settings.moderationEnabled);
  const [words, setWords] = useState(settings.blockedWords.join("\n"));
  // mutateAsync: saving re-keys this form with the new settings, and the toast must still show.
  const handleSave = () =>
    void save.mutateAsync(settingsInput(settings, { moderationEnabled: enabled, blockedWords: parseBlockedWords(words) })).then(
      () => toast({ title: "Site settings updated successfully" }),
      () => toast({ title: "Failed to update settings", variant: "destructive" }),
    );
  return (
    <CardContent className="space-y-4">
      <div className="flex items-start justify-between gap-4">
        <div className="space-y-1">
          <Label htmlFor="auto-moderation">Auto-moderation</Label>
          <p id="auto-moderation-description" className="text-sm text-muted-foreground">
            Hold new posts with a blocked word for review.
          </p>
        </div>
        <Switch id="auto-moderation" checked={enabled} onCheckedChange={setEnabled} aria-describedby="auto-moderation-description" />
      </div>
      <div className="space-y-2">
        <Label htmlFor="blocked-words">Blocked words</Label>
        <textarea
          id="blocked-words"
          value={words}
          onChange={(event) => setWords(event.target.value)}
          rows={6}
          placeholder={"One word or phrase per line"}
          className="w-full rounded-md border border-input bg-card px-3 py-2 text-base placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring md:text-sm"
        />
        <p className="text-xs text-muted-foreground">One per line. Whole words, any letter case.</p>
      </div>
      <Button onClick={handleSave} disabled={save.isPending} className="w-full">
        {save.isPending && <Loader2 className="animate-spin" />} Save Settings
      </Button>
    </CardContent>
  );
}

/** Moderation settings: the auto-moderation switch and the blocked words (admins change them). */
export function ModerationSettings({ isAdmin }: { isAdmin: boolean }) {
  const settings = useAdminSettings(isAdmin);
  return (
    <Card className="h-fit">
      <CardHeader>
        <CardTitle className="text-lg">Moderation Settings</CardTitle>
        <CardDescription>Held posts wait in the queue: Approve publishes them, Remove deletes them.</CardDescription>
      </CardHeader>
      {!isAdmin ? (
        <CardContent>
          <p className="text-sm text-muted-foreground">Only admins change auto-moderation settings.</p>
        </CardContent>
      ) : settings.data ? (
        <ModerationForm key={settings.data.updatedAt} settings={settings.data} />
      ) : (
        <CardContent className="space-y-3">
          <Skeleton className="h-6 w-full" />
          <Skeleton className="h-32 w-full" />
        </CardContent>
      )}
    </Card>
  );
}

import { useState } from "react";
import { useLocation } from "wouter";
import { Loader2, Sparkles } from "lucide-react";
import { LIMITS } from "@shared/limits";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { toast } from "@/lib/use-toast";
import { useT } from "@/i18n";
import { ApiError } from "@/lib/api";
import { cn } from "@/lib/utils";
import { useCreateSpace } from "../api/create-space";

/** The 'Create Your Own Space' banner and its dialog (spec 2.14, 5 and 8). */
export function CreateSpaceBanner() {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <Card className="flex flex-col gap-4 bg-gradient-to-r from-primary/10 to-accent p-5 sm:flex-row sm:items-center">
      <Sparkles className="h-8 w-8 shrink-0 text-primary" aria-hidden="true" />
      <div className="flex-1">
        <h2 className="text-lg font-semibold">{t("spaces.bannerTitle")}</h2>
        <p className="text-sm text-muted-foreground">{t("spaces.bannerText")}</p>
      </div>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogTrigger asChild>
          <Button>{t("spaces.createSpace")}</Button>
        </DialogTrigger>
        <DialogContent>{open && <CreateSpaceForm onDone={() => setOpen(false)} />}</DialogContent>
      </Dialog>
    </Card>
  );
}

function CreateSpaceForm({ onDone }: { onDone: () => void }) {
  const t = useT();
  const [name, setName] = useState("");
  const [description, setDescription] = useState("");
  const [nameError, setNameError] = useState<string>();
  const create = useCreateSpace();
  const [, navigate] = useLocation();

  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setNameError(t("spaces.nameRequiredText"));
      toast({ title: t("spaces.nameRequired"), description: t("spaces.nameRequiredText"), variant: "destructive" });
      return;
    }
    create.mutate(
      { name, description },
      {
        onSuccess: (space) => {
          toast({ title: t("spaces.created"), description: t("spaces.createdText") });
          onDone();
          navigate(`/spaces/${space.id}`);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.field === "name") setNameError(error.serverMessage);
          toast({
            title: t("spaces.createFailed"),
            description: error instanceof ApiError && error.status < 500 ? error.serverMessage : undefined,
            variant: "destructive",
          });
        },
      },
    );
  };

  return (
    <form onSubmit={handleSubmit} className="space-y-4" noValidate>
      <DialogHeader>
        <DialogTitle>{t("spaces.createDialogTitle")}</DialogTitle>
        <DialogDescription>{t("spaces.createDialogText")}</DialogDescription>
      </DialogHeader>
      <FormField id="space-name" label={t("spaces.nameLabel")} error={nameError}>
        <Input
          id="space-name"
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setNameError(undefined);
          }}
          maxLength={LIMITS.spaceName}
          placeholder={t("spaces.namePlaceholder")}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? "space-name-error" : undefined}
          autoFocus
        />
      </FormField>
      <div className="space-y-1.5">
        <FormField id="space-description" label={t("spaces.descriptionLabel")}>
          <textarea
            id="space-description"
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            maxLength={LIMITS.spaceDescription}
            rows={4}
            placeholder={t("spaces.descriptionPlaceholder")}
            aria-describedby="space-description-count"
            className="flex w-full rounded-md border border-input bg-card px-3 py-2 text-sm placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          />
        </FormField>
        <p id="space-description-count" className={cn("text-end text-xs text-muted-foreground")} aria-live="polite">
          {t("spaces.characterCount", { count: description.length, max: LIMITS.spaceDescription })}
        </p>
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          {t("spaces.cancel")}
        </Button>
        {/* Disabled while the name is empty; a name of spaces only gets the 'Name required' message. */}
        <Button type="submit" disabled={!name || create.isPending}>
          {create.isPending && <Loader2 className="animate-spin" aria-hidden="true" />} {t("spaces.create")}
        </Button>
      </DialogFooter>
    </form>
  );
}

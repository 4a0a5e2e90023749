import { useState } from "react";
import { useWatch } from "react-hook-form";
import { Megaphone } from "lucide-react";
import type { AdCampaign } from "@shared/ad-options";
import type { CreateAdValues } from "@shared/ads";
import { displayName } from "@shared/users";
import { AppShell } from "@/app/layouts/app-shell";
import { PageHeader } from "@/components/page-header";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/hooks/use-toast";
import { ConfirmDialog } from "@/features/admin/components/confirm-dialog";
import { useCreateAd } from "@/features/ads/api/create-ad";
import { useDeleteAd } from "@/features/ads/api/manage-ad";
import { AdCard } from "@/features/ads/components/ad-card";
import { AdFormFields, AD_FORM_DEFAULTS, useAdForm, type AdForm } from "@/features/ads/components/ad-form";
import { MyCampaigns } from "@/features/ads/components/my-campaigns";
import { useUser } from "@/features/auth/api/get-user";
import { AdvertiseFacts } from "@/features/monetization/components/advertise-card";
import { ApiError } from "@/lib/api";

/** Create Ad (spec 2.17, 3, 5): the ad form with a live preview, then the member's campaigns. */
export default function AdsCreatePage() {
  const form = useAdForm();
  const create = useCreateAd();
  const remove = useDeleteAd();
  const [deleting, setDeleting] = useState<AdCampaign | null>(null);

  const handleSubmit = (values: CreateAdValues) =>
    create.mutate(values, {
      onSuccess: () => {
        toast({ title: "Ad created", description: "Your campaign is live. Its figures show under My campaigns." });
        form.reset(AD_FORM_DEFAULTS);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.field) {
          const field = error.field.split(".")[0] as keyof CreateAdValues;
          if (field in AD_FORM_DEFAULTS) form.setError(field, { message: error.serverMessage });
        }
        toast({ title: "Failed to create ad", description: error instanceof ApiError ? (error.serverMessage ?? error.message) : error.message, variant: "destructive" });
      },
    });

  const handleDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => toast({ title: "Ad deleted", description: deleting.title }),
      onError: (error) => toast({ title: "Error", description: error.message, variant: "destructive" }),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <AppShell>
      <div className="space-y-6">
        <PageHeader icon={<Megaphone />} title="Create Ad" subtitle="Reach the members who care about what you offer." />

        <Card>
          <CardHeader>
            <CardTitle className="text-lg">Ad details</CardTitle>
            <CardDescription>Members with Ponder+ browse ad-free; everyone else may see your ad in the Sponsored slot.</CardDescription>
          </CardHeader>
          <CardContent>
            <AdFormFields form={form} onSubmit={handleSubmit} pending={create.isPending} />
          </CardContent>
        </Card>

        <LivePreview form={form} />

        <section aria-labelledby="my-campaigns-heading" className="space-y-3">
          <h2 id="my-campaigns-heading" className="text-xl font-semibold">
            My campaigns
          </h2>
          <MyCampaigns onDelete={setDeleting} />
        </section>
      </div>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this ad?"
        description={`"${deleting?.title ?? ""}" and its figures will be removed. This action cannot be undone.`}
        confirmLabel="Delete"
        destructive
        pending={remove.isPending}
        onConfirm={handleDelete}
      />
    </AppShell>
  );
}

/** The ad as members will see it, updated as the form changes, with the cost and reach figures. */
function LivePreview({ form }: { form: AdForm }) {
  const { user } = useUser();
  const [title, description, type, imageUrl] = useWatch({ control: form.control, name: ["title", "description", "type", "imageUrl"] });
  const url = imageUrl?.trim() ?? "";
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Preview</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6 sm:grid-cols-2">
        <div className="rounded-lg border p-4" aria-label="Ad preview" role="figure">
          <AdCard
            ad={{
              title: title?.trim() ?? "",
              description: description?.trim() ?? "",
              type: type ?? "promoted-question",
              imageUrl: /^https?:\/\//i.test(url) ? url : null,
              advertiser: displayName(user),
            }}
          />
        </div>
        <div className="space-y-2 text-sm">
          <AdvertiseFacts />
          <p className="text-xs text-muted-foreground">
            Figures are estimates. No payment provider is connected yet, so nothing is charged: your campaign's spend is shown as an estimate
            from its clicks.
          </p>
        </div>
      </CardContent>
    </Card>
  );
}

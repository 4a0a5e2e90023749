import { useState } from "react";
import { useWatch } from "react-hook-form";
import { Megaphone } from "lucide-react";
import type { AdCampaign } from "@shared/ad-options";
import type { CreateAdValues } from "@shared/ads";
import { displayName } from "@shared/users";
import { AppShell } from "@/layouts/app-shell";
import { PageHeader } from "@/components/page-header";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/lib/use-toast";
import { T, useT } from "@/i18n";
import { useSiteSettings } from "@/hooks/use-site-settings";
import { ConfirmDialog } from "@/features/admin/components/confirm-dialog";
import { useCreateAd } from "@/features/ads/api/create-ad";
import { useDeleteAd } from "@/features/ads/api/manage-ad";
import { AdCard } from "@/features/ads/components/ad-card";
import { AdFormFields, AD_FORM_DEFAULTS, useAdForm, type AdForm } from "@/features/ads/components/ad-form";
import { MyCampaigns } from "@/features/ads/components/my-campaigns";
import { useUser } from "@/hooks/use-user";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { AdvertiseFacts } from "@/features/monetization/components/advertise-card";
import { ApiError } from "@/lib/api";

/** Create Ad (spec 2.17, 3, 5): the ad form with a live preview, then the member's campaigns. */
export default function AdsCreatePage() {
  const t = useT();
  const { siteName } = useSiteSettings();
  const form = useAdForm();
  const create = useCreateAd();
  const remove = useDeleteAd();
  const [deleting, setDeleting] = useState<AdCampaign | null>(null);
  // A new form after each ad: the keyword box's own message and text go with the old one.
  const [formKey, setFormKey] = useState(0);
  useDocumentTitle(t("ads.createTitle"));

  const handleSubmit = (values: CreateAdValues) =>
    create.mutate(values, {
      onSuccess: () => {
        // The success toast replaces any earlier error toast (one toast shows at a time).
        toast({ title: t("ads.created"), description: t("ads.createdText") });
        form.reset(AD_FORM_DEFAULTS);
        setFormKey((key) => key + 1);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.field) {
          const field = error.field.split(".")[0] as keyof CreateAdValues;
          if (field in AD_FORM_DEFAULTS) form.setError(field, { type: "server", message: error.serverMessage });
        }
        toast({
          title: t("ads.createFailed"),
          description: error instanceof ApiError && error.status < 500 && error.serverMessage ? error.serverMessage : t("ads.tryAgain"),
          variant: "destructive",
        });
      },
    });

  const handleDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => toast({ title: t("ads.deleted"), description: deleting.title }),
      onError: () => toast({ title: t("ads.deleteFailed"), description: t("ads.tryAgain"), variant: "destructive" }),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <AppShell>
      <div className="space-y-6">
        <PageHeader icon={<Megaphone />} title={t("ads.createTitle")} subtitle={t("ads.createSubtitle")} />

        <Card>
          <CardHeader>
            <CardTitle className="text-lg">{t("ads.detailsTitle")}</CardTitle>
            <CardDescription>{t("ads.detailsText", { site: siteName })}</CardDescription>
          </CardHeader>
          <CardContent>
            <AdFormFields key={formKey} form={form} onSubmit={handleSubmit} pending={create.isPending} />
          </CardContent>
        </Card>

        <LivePreview form={form} />

        <section aria-labelledby="my-campaigns-heading" className="space-y-3">
          <h2 id="my-campaigns-heading" className="text-xl font-semibold">
            {t("ads.myCampaigns")}
          </h2>
          <MyCampaigns onDelete={setDeleting} />
        </section>
      </div>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t("ads.deleteTitle")}
        description={t("ads.deleteText", { title: deleting?.title ?? "" })}
        confirmLabel={t("ads.delete")}
        destructive
        pending={remove.isPending}
        onConfirm={handleDelete}
      />
    </AppShell>
  );
}

/** The ad as members will see it, updated as the form changes, with the cost and reach figures. */
function LivePreview({ form }: { form: AdForm }) {
  const t = useT();
  const { user } = useUser();
  const [title, description, type, imageUrl] = useWatch({ control: form.control, name: ["title", "description", "type", "imageUrl"] });
  const url = imageUrl?.trim() ?? "";
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{t("ads.preview")}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6 sm:grid-cols-2">
        <div className="rounded-lg border p-4" aria-label={t("ads.previewLabel")} role="figure">
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
            <T id="ads.estimatesNote" />
          </p>
        </div>
      </CardContent>
    </Card>
  );
}

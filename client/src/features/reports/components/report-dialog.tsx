import { useState } from "react";
import { Loader2 } from "lucide-react";
import { LIMITS } from "@shared/limits";
import { REPORT_REASONS, type MemberReportReason } from "@shared/reports";
import { useT, type MessageId } from "@/i18n";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { toast } from "@/lib/use-toast";
import { ApiError } from "@/lib/api";
import { cn } from "@/lib/utils";
import { useCreateReport } from "../api/create-report";
import { closeReport, useReportTarget } from "@/lib/report-store";

/** How each reason reads. */
const REASON_LABELS: Record<MemberReportReason, MessageId> = {
  spam: "report.reasonSpam",
  harassment: "report.reasonHarassment",
  misinformation: "report.reasonMisinformation",
  inappropriate: "report.reasonInappropriate",
  other: "report.reasonOther",
};

/** The one Report dialog: a reason and optional details, sent to the moderators. */
export function ReportDialog() {
  const t = useT();
  const target = useReportTarget();
  const report = useCreateReport();
  const [reason, setReason] = useState<MemberReportReason | null>(null);
  const [details, setDetails] = useState("");

  const close = () => {
    closeReport();
    setReason(null);
    setDetails("");
    report.reset();
  };

  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!target || !reason) return;
    report.mutate(
      { targetType: target.type, targetId: target.id, reason, details: details.trim() || undefined },
      {
        onSuccess: () => {
          toast({ title: t("report.submitted"), description: t("report.submittedHelp") });
          close();
        },
        onError: (error) => {
          const message = error instanceof ApiError && error.serverMessage ? error.serverMessage : t("report.tryAgain");
          if (error instanceof ApiError && error.status === 409) {
            toast({ title: t("report.alreadyReported"), description: t("report.alreadyReportedHelp") });
            close();
          } else {
            toast({ title: t("report.failed"), description: message, variant: "destructive" });
          }
        },
      },
    );
  };

  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent>
        <form onSubmit={handleSubmit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{target?.label ?? t("report.report")}</DialogTitle>
            <DialogDescription>{t("report.dialogHelp")}</DialogDescription>
          </DialogHeader>
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">{t("report.reason")}</legend>
            {REPORT_REASONS.map((option) => (
              <label
                key={option.value}
                className={cn(
                  "flex cursor-pointer items-center gap-3 rounded-md border px-3 py-2 text-sm transition-colors hover:bg-muted",
                  reason === option.value && "border-primary bg-accent text-accent-foreground",
                )}
              >
                <input
                  type="radio"
                  name="report-reason"
                  value={option.value}
                  checked={reason === option.value}
                  onChange={() => setReason(option.value)}
                  className="accent-[var(--primary)]"
                />
                {t(REASON_LABELS[option.value])}
              </label>
            ))}
          </fieldset>
          <div className="grid gap-2">
            <Label htmlFor="report-details">{t("report.details")}</Label>
            <textarea
              id="report-details"
              value={details}
              onChange={(event) => setDetails(event.target.value)}
              maxLength={LIMITS.reportDetails}
              rows={3}
              placeholder={t("report.detailsPlaceholder")}
              className="w-full rounded-md border border-input bg-card px-3 py-2 text-base placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring md:text-sm"
            />
            <span className="text-end text-xs text-muted-foreground">{t("report.characters", { count: details.length, max: LIMITS.reportDetails })}</span>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close}>
              {t("report.cancel")}
            </Button>
            <Button type="submit" disabled={!reason || report.isPending}>
              {report.isPending && <Loader2 className="animate-spin" />} {t("report.submit")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

import { useState } from "react";
import { Loader2 } from "lucide-react";
import { LIMITS } from "@shared/limits";
import { REPORT_REASONS, type MemberReportReason } from "@shared/reports";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { toast } from "@/hooks/use-toast";
import { ApiError } from "@/lib/api";
import { cn } from "@/lib/utils";
import { useCreateReport } from "../api/create-report";
import { closeReport, useReportTarget } from "../report-store";

/** The one Report dialog: a reason and optional details, sent to the moderators. */
export function ReportDialog() {
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
        onSuccess: (receipt) => {
          toast({ title: "Report submitted", description: receipt.message });
          close();
        },
        onError: (error) => {
          const message = error instanceof ApiError && error.serverMessage ? error.serverMessage : "Please try again.";
          if (error instanceof ApiError && error.status === 409) {
            toast({ title: "Already reported", description: message });
            close();
          } else {
            toast({ title: "Failed to submit report", description: message, variant: "destructive" });
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
            <DialogTitle>{target?.label ?? "Report"}</DialogTitle>
            <DialogDescription>Tell the moderators what is wrong. They review every report.</DialogDescription>
          </DialogHeader>
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">Reason</legend>
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
                {option.label}
              </label>
            ))}
          </fieldset>
          <div className="grid gap-2">
            <Label htmlFor="report-details">Details (optional)</Label>
            <textarea
              id="report-details"
              value={details}
              onChange={(event) => setDetails(event.target.value)}
              maxLength={LIMITS.reportDetails}
              rows={3}
              placeholder="Anything that helps the moderators understand"
              className="w-full rounded-md border border-input bg-card px-3 py-2 text-base placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring md:text-sm"
            />
            <span className="text-right text-xs text-muted-foreground">
              {details.length}/{LIMITS.reportDetails}
            </span>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" disabled={!reason || report.isPending}>
              {report.isPending && <Loader2 className="animate-spin" />} Submit Report
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

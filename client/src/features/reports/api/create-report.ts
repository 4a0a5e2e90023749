import { useMutation } from "@tanstack/react-query";
import type { CreateReportInput, ReportReceipt } from "@shared/reports";
import { apiJson } from "@/lib/api";

/** POST /api/reports: a member reports a question, answer, comment or member. */
export function useCreateReport() {
  return useMutation({
    mutationFn: (input: CreateReportInput) => apiJson<ReportReceipt>("POST", "/api/reports", input),
  });
}

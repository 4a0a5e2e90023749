import { lazy, Suspense } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { queryClient } from "@/lib/query-client";
import { useToast } from "@/hooks/use-toast";
import { ComposerHost } from "@/features/questions/components/composer-host";
import { ReportHost } from "@/features/reports/components/report-host";
import { LiveUpdates } from "@/features/events/live-updates";
import { AppRouter } from "./router";

// Radix Toast loads with the first toast, not with the first page.
const Toaster = lazy(() => import("@/components/ui/toast").then((module) => ({ default: module.Toaster })));

function ToasterHost() {
  const { toasts } = useToast();
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

export default function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <AppRouter />
      <ComposerHost />
      <ReportHost />
      <LiveUpdates />
      <ToasterHost />
    </QueryClientProvider>
  );
}

import { QueryClientProvider } from "@tanstack/react-query";
import { queryClient } from "@/lib/query-client";
import { Toaster } from "@/components/ui/toast";
import { AppRouter } from "./router";
import { ComposerHost } from "@/features/questions/components/composer-host";

export default function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <AppRouter />
      <ComposerHost />
      <Toaster />
    </QueryClientProvider>
  );
}

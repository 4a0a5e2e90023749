import { lazy, Suspense } from "react";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { Router } from "wouter";
import { queryClient } from "@/lib/query-client";
import { RenderedAtProvider } from "@/components/time-ago";
import { useToast } from "@/lib/use-toast";
import { guardNavigation } from "@/lib/leave-guard";
import { ComposerHost } from "@/features/questions/components/composer-host";
import { ReportHost } from "@/features/reports/components/report-host";
import { LiveUpdates } from "@/app/live-updates";
import { AccountLocale } from "@/features/auth/components/account-locale";
import { AppRouter } from "./router";
import { SkipLink } from "@/components/skip-link";
import { I18nProvider, type Messages } from "@/i18n";
import type { IntlShape } from "react-intl";
import type { Locale } from "@shared/locales";
import { UserProvider } from "@/hooks/use-user";
import { PrivilegesProvider } from "@/hooks/use-privileges";
import { SiteSettingsProvider } from "@/hooks/use-site-settings";

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

/** Where the server renders the app (client/src/ssr.tsx); the browser leaves these out. */
export interface AppProps {
  /** The query client holding the page's boot data (the browser's one client by default). */
  client?: QueryClient;
  /** The page's path and query string, for the server (the browser reads its location). */
  ssrPath?: string;
  ssrSearch?: string;
  /** The moment the server rendered the HTML being hydrated, for relative times; null otherwise. */
  renderedAt?: number | null;
  /** The interface language and its messages (the server picked it: `<html lang>`). */
  locale: Locale;
  messages: Messages;
  /** The server's prerender: one formatter set per language, kept across renders (parsed messages, Intl formatters). */
  intl?: IntlShape;
}

/**
 * The whole app. The server's prerender and the browser render this same tree, so the
 * browser can hydrate the server's HTML (same providers in the same places: `useId` and
 * hydration depend on the tree's shape).
 */
export default function App({ client = queryClient, ssrPath, ssrSearch, renderedAt = null, locale, messages, intl }: AppProps) {
  return (
    <I18nProvider locale={locale} messages={messages} intl={intl}>
    <QueryClientProvider client={client}>
      <UserProvider>
      <SiteSettingsProvider>
      <PrivilegesProvider>
      {/* In-app navigations ask first while a form has unsaved changes (lib/leave-guard.ts). */}
      <Router ssrPath={ssrPath} ssrSearch={ssrSearch} aroundNav={guardNavigation}>
        <RenderedAtProvider at={renderedAt}>
          <SkipLink />
          <AppRouter />
          <ComposerHost />
          <ReportHost />
          <LiveUpdates />
          <AccountLocale />
          <ToasterHost />
        </RenderedAtProvider>
      </Router>
      </PrivilegesProvider>
      </SiteSettingsProvider>
      </UserProvider>
    </QueryClientProvider>
    </I18nProvider>
  );
}

// The browser tab's title (issue 13): the same rule as the server's first HTML
// (shared/page-title.ts), so a page keeps the title it arrived with. <DocumentTitle /> in the
// router owns document.title; a page whose name the rule does not know (a space, a revision
// list) names itself with useDocumentTitle(name).
import { useEffect, useSyncExternalStore } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useLocation, useSearch } from "wouter";
import { pageFor } from "@shared/boot";
import { formatPageTitle, pageNameFor } from "@shared/page-title";
import { useUser } from "@/hooks/use-user";
import { useSiteSettings } from "@/hooks/use-site-settings";
import { useT } from "@/i18n";

type Listener = () => void;
let named: { owner: object; name: string } | null = null;
const listeners = new Set<Listener>();
const subscribeNamed = (listener: Listener) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const setNamed = (value: typeof named) => {
  named = value;
  for (const listener of listeners) listener();
};

/**
 * Names the page shown ("{name} - {site}") while it is mounted, for pages the shared rule
 * cannot name from their data; the rule's name wins where it has one, so the server's title
 * and the browser's agree.
 */
export function useDocumentTitle(name: string | null | undefined) {
  useEffect(() => {
    if (!name) return;
    const owner = {};
    setNamed({ owner, name });
    return () => {
      if (named?.owner === owner) setNamed(null);
    };
  }, [name]);
}

/** Keeps document.title on the current page's title; rendered once, in the router. */
export function DocumentTitle() {
  const [location] = useLocation();
  const search = useSearch();
  const { user } = useUser();
  const { siteName, siteDescription, isLoading } = useSiteSettings();
  const client = useQueryClient();
  const t = useT();
  const page = pageFor(location, user);
  const override = useSyncExternalStore(subscribeNamed, () => named?.name ?? null, () => null);
  const fromData = useSyncExternalStore(
    (listener) => client.getQueryCache().subscribe(listener),
    () => {
      const name = pageNameFor(page, location, search ? `?${search}` : "", (key) => client.getQueryData(key), user);
      return !name ? null : "text" in name ? name.text : t(name.id, { site: siteName, ...name.values });
    },
    () => null,
  );
  const title = formatPageTitle(fromData ?? override, { siteName, siteDescription });
  useEffect(() => {
    if (!isLoading) document.title = title;
  }, [title, isLoading]);
  return null;
}

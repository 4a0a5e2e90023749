import { createElement, lazy, type ComponentType } from "react";
import type { PageName } from "@shared/page-routes";

// Pages take the route's props (params) or none.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type PageComponent = ComponentType<any>;

/** A page: loaded on first use like React.lazy, and rendered at once when preloaded. */
export interface Page {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  (props: any): React.ReactElement;
  /** Loads the page's module; afterwards the page renders without suspending. */
  preload(): Promise<void>;
}

function page(load: () => Promise<{ default: PageComponent }>): Page {
  let loaded: PageComponent | null = null;
  const remember = (module: { default: PageComponent }) => {
    loaded = module.default;
    return module;
  };
  const Lazy = lazy(() => load().then(remember));
  const Component = (props: object) => createElement(loaded ?? Lazy, props);
  Component.preload = () => load().then(remember).then(() => undefined);
  return Component;
}

/**
 * Every page is its own chunk, named by its file (client/src/pages/<name>.tsx), the name
 * the route table (shared/page-routes.ts) gives each path: one for every name it has. The entry preloads the current page before its
 * first render (client/src/main.tsx), so the first paint is the page, not a spinner.
 */
export const pages: Record<string, Page> = {
  "landing": page(() => import("@/pages/landing")),
  "auth": page(() => import("@/pages/auth")),
  "home": page(() => import("@/pages/home")),
  "onboarding": page(() => import("@/pages/onboarding")),
  "admin-login": page(() => import("@/pages/admin-login")),
  "admin": page(() => import("@/pages/admin")),
  "not-found": page(() => import("@/pages/not-found")),
  "question": page(() => import("@/pages/question")),
  "revisions": page(() => import("@/pages/revisions")),
  "trending": page(() => import("@/pages/trending")),
  "following": page(() => import("@/pages/following")),
  "topic": page(() => import("@/pages/topic")),
  "profile": page(() => import("@/pages/profile")),
  "profile-edit": page(() => import("@/pages/profile-edit")),
  "profile-settings": page(() => import("@/pages/profile-settings")),
  "about": page(() => import("@/pages/about")),
  "contact": page(() => import("@/pages/contact")),
  "privacy": page(() => import("@/pages/privacy")),
  "terms": page(() => import("@/pages/terms")),
  "help": page(() => import("@/pages/help")),
  "verify-email": page(() => import("@/pages/verify-email")),
  "reset-password": page(() => import("@/pages/reset-password")),
  "confirm-email": page(() => import("@/pages/confirm-email")),
  "search": page(() => import("@/pages/search")),
  "spaces": page(() => import("@/pages/spaces")),
  "space": page(() => import("@/pages/space")),
  "business": page(() => import("@/pages/business")),
  "ponder-plus": page(() => import("@/pages/ponder-plus")),
  "bookmarks": page(() => import("@/pages/bookmarks")),
  "drafts": page(() => import("@/pages/drafts")),
  "review": page(() => import("@/pages/review")),
  "messages": page(() => import("@/pages/messages")),
  "ads-create": page(() => import("@/pages/ads-create")),
  "monetization": page(() => import("@/pages/monetization")),
  "content-stats": page(() => import("@/pages/content-stats")),
  "languages": page(() => import("@/pages/languages")),
  "notifications": page(() => import("@/pages/notifications")),
  "info": page(() => import("@/pages/info")),
  "users": page(() => import("@/pages/users")),
} satisfies Record<PageName, Page>;

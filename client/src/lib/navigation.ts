/** Full-page navigations the spec names (sign-in through the provider, sign-out). */
export const LOGIN_URL = "/api/login";
export const LOGOUT_URL = "/api/logout";

/** The page's own path and query, for a sign-in that should come back to it (event handlers only: not during render). */
export function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}

export function navigateTo(url: string) {
  window.location.assign(url);
}

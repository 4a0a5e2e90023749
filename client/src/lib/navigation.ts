/** Full-page navigations the spec names (sign-in through the provider, sign-out). */
export const LOGIN_URL = "/api/login";
export const LOGOUT_URL = "/api/logout";

export function navigateTo(url: string) {
  window.location.assign(url);
}

import { useEffect, useRef } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { User } from "@shared/users";
import { useLocale, useRegisterAccountLocale } from "@/i18n";
import { apiJson } from "@/lib/api";
import { useUser, userQueryOptions } from "../api/get-user";

/**
 * A member's interface language lives on their account (issue 13): while someone is signed in,
 * every choice (footer, Languages page) is kept there too, and on signing in the interface
 * switches to the account's language if this browser was speaking another. Renders nothing.
 */
export function AccountLocale() {
  const { user } = useUser();
  const { locale, setLocale } = useLocale();
  const register = useRegisterAccountLocale();
  const queryClient = useQueryClient();
  const userId = user?.id ?? null;

  useEffect(() => {
    if (!userId) return register(null);
    register((next) =>
      apiJson<User>("PUT", "/api/me/locale", { locale: next }).then((updated) => queryClient.setQueryData(userQueryOptions.queryKey, updated)),
    );
    return () => register(null);
  }, [userId, register, queryClient]);

  // Once per member who signs in (or whose page loads): the account's choice wins over the browser's.
  const synced = useRef<string | null>(null);
  useEffect(() => {
    if (!user) {
      synced.current = null;
      return;
    }
    if (synced.current === user.id) return;
    synced.current = user.id;
    if (user.locale && user.locale !== locale) void setLocale(user.locale, { account: false });
  }, [user, locale, setLocale]);

  return null;
}

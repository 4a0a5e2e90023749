import { useEffect, useRef } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { User } from "@shared/users";
import { useLocale, useRegisterAccountLocale } from "@/i18n";
import { apiJson } from "@/lib/api";
import { useUser, userQueryOptions } from "@/hooks/use-user";

/**
 * A member's interface language lives on their account (issue 13): while someone is signed in,
 * every choice (footer, Languages page) is kept there too, and on signing in the interface
 * switches to the account's language if this browser was speaking another. A page that loads
 * signed in is already in it (sign-in set the cookie the server reads), and a `?hl=` link keeps
 * its language. Renders nothing.
 */
export function AccountLocale() {
  const { user, isLoading } = useUser();
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

  // When someone signs in on this page (no one, then a member): the account's choice wins.
  const seen = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (isLoading) return;
    const before = seen.current;
    seen.current = user?.id ?? null;
    if (before === undefined || !user || before === user.id) return;
    if (user.locale && user.locale !== locale) void setLocale(user.locale, { account: false });
  }, [user, isLoading, locale, setLocale]);

  return null;
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminLoginInput } from "@shared/auth";
import type { User } from "@shared/users";
import { apiJson } from "@/lib/api";
import { setSignedInUser } from "@/hooks/use-user";

/**
 * POST /api/admin/login: staff sign-in; the session is the server's, not a browser flag.
 * The panel's chunk loads while the password is checked, so going to /admin after a sign-in
 * renders the panel at once instead of a full-screen "Loading..." while it downloads: the page
 * passes the panel's preload (from the router, so no feature imports app/).
 */
export function useAdminLogin(preloadPanel?: () => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: AdminLoginInput) => {
      const panel = preloadPanel?.().catch(() => undefined);
      const result = await apiJson<{ message: string; user: User }>("POST", "/api/admin/login", input);
      await panel;
      return result;
    },
    onSuccess: (result) => setSignedInUser(queryClient, result.user),
  });
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError } from "@/lib/api";
import { siteQueryOptions } from "@/hooks/use-site-settings";
import { adminSettingsQueryOptions } from "./get-settings";

/** POST /api/admin/upload/logo (field 'logo') or /favicon (field 'favicon'); the answer's path is read. */
export function useUploadBranding(kind: "logo" | "favicon") {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const body = new FormData();
      body.append(kind, file);
      const res = await fetch(`/api/admin/upload/${kind}`, { method: "POST", body, credentials: "include" });
      const text = await res.text();
      if (!res.ok) {
        let serverMessage: string | undefined;
        try {
          serverMessage = (JSON.parse(text) as { message?: string }).message;
        } catch {
          serverMessage = undefined;
        }
        throw new ApiError(res.status, `${res.status}: ${text || res.statusText}`, serverMessage);
      }
      return JSON.parse(text) as { path: string; mimeType: string };
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: adminSettingsQueryOptions.queryKey });
      await queryClient.invalidateQueries({ queryKey: siteQueryOptions.queryKey });
    },
  });
}

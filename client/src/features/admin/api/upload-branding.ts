import { useMutation, useQueryClient } from "@tanstack/react-query";
import { uploadFile } from "@/lib/api";
import { siteQueryOptions } from "@/hooks/use-site-settings";
import { adminSettingsQueryOptions } from "./get-settings";

/** POST /api/admin/upload/logo (field 'logo') or /favicon (field 'favicon'); the answer's path is read. */
export function useUploadBranding(kind: "logo" | "favicon") {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadFile<{ path: string; mimeType: string }>(`/api/admin/upload/${kind}`, kind, file),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: adminSettingsQueryOptions.queryKey });
      await queryClient.invalidateQueries({ queryKey: siteQueryOptions.queryKey });
    },
  });
}

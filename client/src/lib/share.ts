import { toast } from "@/lib/use-toast";

/**
 * Spec 7: the device share sheet when there is one, else (or when sharing fails) the
 * link is copied and a toast says so.
 */
export async function shareLink(url: string, title: string, copiedDescription = "The link has been copied to your clipboard.") {
  const absolute = new URL(url, window.location.origin).href;
  if (navigator.share) {
    try {
      await navigator.share({ url: absolute, title });
      return;
    } catch (error) {
      if ((error as DOMException).name === "AbortError") return; // the member closed the sheet
    }
  }
  try {
    await navigator.clipboard.writeText(absolute);
    toast({ title: "Link copied", description: copiedDescription });
  } catch {
    toast({ title: "Could not copy the link", description: absolute, variant: "destructive" });
  }
}

import { lazy, type ComponentProps } from "react";
import { HydratedSuspense } from "@/components/hydrated-suspense";
import { useT } from "@/i18n";

// Tiptap is the heaviest library we ship: pages load it only when an editor is shown.
const Editor = lazy(() => import("./rich-text-editor").then((module) => ({ default: module.RichTextEditor })));

/** The rich-text editor, loaded on first use; a placeholder of the same size meanwhile. */
export function LazyRichTextEditor(props: ComponentProps<typeof Editor>) {
  const t = useT();
  return (
    <HydratedSuspense
      fallback={
        <div className="h-[9.5rem] rounded-md border border-input bg-card" role="status" aria-busy="true">
          <span className="sr-only">{t("question.loadingEditor", { label: props.label })}</span>
        </div>
      }
    >
      <Editor {...props} />
    </HydratedSuspense>
  );
}

import { lazy, type ComponentProps } from "react";
import { HydratedSuspense } from "@/components/hydrated-suspense";

// Tiptap is the heaviest library we ship: pages load it only when an editor is shown.
const Editor = lazy(() => import("./rich-text-editor").then((module) => ({ default: module.RichTextEditor })));

/** The rich-text editor, loaded on first use; a placeholder of the same size meanwhile. */
export function LazyRichTextEditor(props: ComponentProps<typeof Editor>) {
  return (
    <HydratedSuspense
      fallback={
        <div className="h-[9.5rem] rounded-md border border-input bg-card" role="status" aria-busy="true">
          <span className="sr-only">Loading the editor for {props.label}</span>
        </div>
      }
    >
      <Editor {...props} />
    </HydratedSuspense>
  );
}

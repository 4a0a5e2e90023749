import { lazy, Suspense, useState } from "react";
import { useComposerState } from "../composer-store";

// The composer (with the rich-text editor) is its own chunk, loaded the first time it opens.
const QuestionComposer = lazy(() => import("./question-composer").then((module) => ({ default: module.QuestionComposer })));

/** Mounts the composer once it has been opened; it stays mounted to keep its state. */
export function ComposerHost() {
  const { open } = useComposerState();
  const [everOpened, setEverOpened] = useState(false);
  if (open && !everOpened) setEverOpened(true);
  if (!everOpened) return null;
  return (
    <Suspense fallback={null}>
      <QuestionComposer />
    </Suspense>
  );
}

import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { pageFor, userBootQuery } from "@shared/boot";
import type { User } from "@shared/users";
import App from "./app/app";
import { pages } from "./app/pages";
import { applyBootData } from "./lib/boot";
import { queryClient } from "./lib/query-client";
import "./index.css";

applyBootData(queryClient);

// With the user known from the boot data, load the page's module before the first render (the
// server preloads its chunks), so the first paint is the page and not a spinner over the
// server's prerender.
const user = queryClient.getQueryData<User | null>(userBootQuery.key);
const firstPage = user === undefined ? null : pageFor(window.location.pathname, user);
void Promise.resolve(firstPage ? pages[firstPage]?.preload() : undefined)
  .catch(() => undefined)
  .then(render);

function render() {
  // A transition: React renders the first page in slices that yield to the browser every few
  // milliseconds instead of one long task, and keeps the prerender on screen until it commits.
  const root = createRoot(document.getElementById("root")!);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import App from "./app/app";
import { applyBootData } from "./lib/boot";
import { queryClient } from "./lib/query-client";
import "./index.css";

applyBootData(queryClient);

// A transition: React renders the first page in slices that yield to the browser every few
// milliseconds instead of one long task, so input stays responsive while it starts.
const root = createRoot(document.getElementById("root")!);
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

// A render thread of server/pages/render-pool.ts: prerenders the pages the main thread sends,
// from their boot data, with the same function the main thread would call (client/src/ssr.tsx).
import { parentPort } from "node:worker_threads";
import type { BootEntry } from "@shared/boot";
import { prerenderPage } from "../../client/src/ssr";
import type { RenderReply, RenderRequest } from "./render-pool";

const port = parentPort;
if (!port) throw new Error("render-worker runs as a worker thread (server/pages/render-pool.ts)");

port.on("message", (request: RenderRequest) => {
  const answer = (reply: RenderReply) => port.postMessage(reply);
  let entries: BootEntry[];
  try {
    entries = JSON.parse(request.bootJson) as BootEntry[];
  } catch (error) {
    answer({ id: request.id, error: String(error) });
    return;
  }
  prerenderPage(request.url, request.page, entries, request.locale).then(
    (html) => answer({ id: request.id, html }),
    (error: unknown) => answer({ id: request.id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
  );
});

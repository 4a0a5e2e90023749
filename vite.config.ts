import { defineConfig, type Plugin } from "vite";
import { parse } from "@formatjs/icu-messageformat-parser";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import path from "node:path";

const root = import.meta.dirname;

/**
 * The message files reach the browser already parsed (ICU AST, decision 031): no message is
 * parsed at run time, so the browser bundle leaves the ICU parser out (the alias below).
 * The files stay plain ICU strings in the repository; the server parses them itself.
 */
function precompiledMessages(): Plugin {
  return {
    name: "ponder:precompiled-messages",
    enforce: "pre",
    transform(code, id) {
      if (!/[\\/]client[\\/]src[\\/]i18n[\\/]messages[\\/][a-z]{2}\.json$/.test(id)) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      return { code: JSON.stringify(Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, parse(text)]))), map: null };
    },
  };
}

/** The client app: built into dist/client (or DIST_DIR/client) and served by the Fastify server. */
export default defineConfig({
  root: path.join(root, "client"),
  plugins: [precompiledMessages(), react(), tailwindcss()],
  // A language's messages (about 165 kB of ASTs) reach the browser as JSON.parse("…"), which V8
  // reads faster than the same object as a JavaScript literal, and as one default export
  // rather than one named export per message id.
  json: { stringify: true, namedExports: false },
  resolve: {
    alias: {
      // Every message is precompiled (precompiledMessages): the parser would be dead weight.
      "@formatjs/icu-messageformat-parser": path.join(root, "node_modules/@formatjs/icu-messageformat-parser/no-parser.js"),
      "@": path.join(root, "client/src"),
      "@shared": path.join(root, "shared"),
    },
  },
  build: {
    outDir: path.join(path.resolve(root, process.env.DIST_DIR ?? "dist"), "client"),
    emptyOutDir: true,
    // Which chunks each page needs, so the server can preload them (server/features/boot).
    // scripts/build-lib.mjs moves it out of the public folder.
    manifest: true,
    sourcemap: false,
    modulePreload: false,
    rolldownOptions: {
      // Chunks export only what other chunks import (the inlining below needs it).
      preserveEntrySignatures: false,
      output: {
        // Libraries only some pages need stay out of the first load (landing, auth). Groups
        // take only their own modules, so a page-specific group never captures React.
        codeSplitting: {
          // A first visit in few requests (issue 22, decision 049): a common chunk under 24 kB
          // (before minifying) is copied into each chunk that imports it instead of being a
          // request of its own; a question page loaded 46 scripts, mostly of a few hundred bytes.
          // Rolldown then keeps each module's own order of execution (strictExecutionOrder).
          experimentalInlineCommonChunks: { maxSize: 24 * 1024 },
          includeDependenciesRecursively: false,
          groups: [
            { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
            { name: "zod", test: /node_modules[\\/]zod[\\/]/, priority: 20 },
            { name: "forms", test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/, priority: 20 },
            // Every icon in one chunk (11.5 kB gzipped) rather than a chunk per combination of
            // pages that share one: pages loaded dozens of chunks of a few hundred bytes, each a
            // task of its own in the browser (decision 036). Its only import is React.
            { name: "icons", test: /node_modules[\\/]lucide-react[\\/]/, priority: 15 },
            // Everything the entry imports, in one chunk beside React's: the modules the entry
            // shares with page chunks were a dozen chunks of their own.
            { name: "app", tags: ["$initial"], priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 5000),
    strictPort: true,
    proxy: { "/api": `http://127.0.0.1:${process.env.API_PORT ?? 5001}` },
  },
});

import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import path from "node:path";

const root = import.meta.dirname;

/** The client app: built into dist/client (or DIST_DIR/client) and served by the Fastify server. */
export default defineConfig({
  root: path.join(root, "client"),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
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
    rolldownOptions: {
      output: {
        // Libraries only some pages need stay out of the first load (landing, auth). Groups
        // take only their own modules, so a page-specific group never captures React.
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
            { name: "zod", test: /node_modules[\\/]zod[\\/]/, priority: 20 },
            { name: "forms", test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/, priority: 20 },
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

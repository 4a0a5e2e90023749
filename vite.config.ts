import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import path from "node:path";

const root = import.meta.dirname;

/** The client app: built into dist/client and served by the Fastify server. */
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
    outDir: path.join(root, "dist/client"),
    emptyOutDir: true,
    sourcemap: false,
    rollupOptions: {
      output: {
        // Libraries only some pages need stay out of the first load (landing, auth).
        manualChunks(id: string) {
          if (/node_modules\/(react-hook-form|@hookform|zod)\//.test(id)) return "forms";
          if (/node_modules\/(@tiptap|prosemirror|linkifyjs|orderedmap|rope-sequence|w3c-keyname)/.test(id)) return "editor";
          if (/node_modules\/dompurify\//.test(id)) return "sanitize";
          return undefined;
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

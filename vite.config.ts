import { fileURLToPath, URL } from "node:url";
import { lingui, linguiTransformerBabelPreset } from "@lingui/vite-plugin";
import babel from "@rolldown/plugin-babel";
import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const webPath = (path = "") => fileURLToPath(new URL(`./web/${path}`, import.meta.url));
const API_TARGET = process.env.API_TARGET ?? "http://localhost:8787";

/**
 * The SPA lives in web/ and builds into dist/web, which the Node server (worker/node.ts) and the
 * Workers assets binding serve. Plugin order matters: the router plugin generates the route tree
 * and splits route files before anything else sees them; the Lingui macro (Babel) runs before
 * react(); lingui() compiles imported .po catalogs.
 */
export default defineConfig({
  root: "web",
  resolve: {
    alias: { "@": webPath() },
  },
  plugins: [
    tanstackRouter({
      target: "react",
      autoCodeSplitting: true,
      // Absolute: the plugin resolves relative paths against Vite's root (web/).
      routesDirectory: webPath("routes"),
      generatedRouteTree: webPath("routeTree.gen.ts"),
      quoteStyle: "double",
      semicolons: true,
    }),
    babel({ presets: [linguiTransformerBabelPreset()] }),
    react(),
    lingui(),
    tailwindcss(),
  ],
  build: {
    outDir: "../dist/web",
    emptyOutDir: true,
    target: "es2022",
    chunkSizeWarningLimit: 400,
  },
  server: {
    port: 5173,
    proxy: {
      "/trpc": { target: API_TARGET, changeOrigin: true },
      "/api/": { target: API_TARGET, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      "/trpc": { target: API_TARGET, changeOrigin: true },
      "/api/": { target: API_TARGET, changeOrigin: true },
    },
  },
});

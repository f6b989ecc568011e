import { fileURLToPath, URL } from "node:url";
import { lingui, linguiTransformerBabelPreset } from "@lingui/vite-plugin";
import babel from "@rolldown/plugin-babel";
import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { CHUNK_GROUPS } from "./scripts/chunk-groups";
import { precompressPlugin } from "./scripts/precompress";
import { PLATFORM_MANIFEST } from "./shared/app-manifest";

const webPath = (path = "") => fileURLToPath(new URL(`./web/${path}`, import.meta.url));
const API_TARGET = process.env.API_TARGET ?? "http://localhost:8787";

/**
 * The SPA lives in web/ and builds into dist/web, which the Node server (worker/runtime/node/start.ts) and the
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
    // The client app's offline shell (issue 13, docs/web.md "Client app"): a generated Workbox
    // service worker that precaches the built app and answers navigations with index.html. It is
    // registered by the client app only (web/lib/client-app/register-sw.ts), never in dev.
    VitePWA({
      injectRegister: false,
      registerType: "autoUpdate",
      strategies: "generateSW",
      filename: "sw.js",
      devOptions: { enabled: false },
      includeAssets: ["favicon.svg", "icons/apple-touch-icon.png"],
      // The platform's manifest; the server answers /manifest.webmanifest per host (issue 30).
      manifest: PLATFORM_MANIFEST,
      workbox: {
        // The app shell: hashed scripts and styles, the page, the logo and icons. Not the exercise
        // photos, the API reference viewer or the coach's rich-text editor (Tiptap, ~400 KB):
        // large, and never part of the client app.
        // Not the manifest: it follows the host (an organization's name and colour), so the
        // browser always asks the server for it.
        globPatterns: ["**/*.{js,css,html,svg}", "icons/*.png"],
        globIgnores: [
          "exercise-photos/**",
          "api-docs/**",
          "assets/rich-text-editor-*.js",
          "sw.js",
          "workbox-*.js",
        ],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        navigateFallback: "/index.html",
        // API answers are never cached by the worker: the client app keeps its own reads in
        // IndexedDB (web/lib/client-app/persist.ts) and queues its writes there.
        navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/trpc(\/|$)/, /^\/api-docs/, /^\/oauth\//],
        runtimeCaching: [],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
      },
    }),
    // Brotli and gzip copies beside the built text files, sent by the Node server
    // (worker/runtime/node/static-files.ts); Cloudflare compresses its assets itself.
    precompressPlugin(),
  ],
  build: {
    outDir: "../dist/web",
    emptyOutDir: true,
    target: "es2022",
    chunkSizeWarningLimit: 400,
    rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
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

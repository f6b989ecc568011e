const BUNDLED = ["zod", "drizzle-orm"];

/**
 * The esbuild plugin of the Node server's bundle (scripts/build-server.mjs), also used by benches
 * that run server code as the server runs it (bench/emails.ts): npm packages stay external, except
 * the pure-JavaScript ones in BUNDLED, which only our code imports at run time:
 * - zod: bundled, it is tree-shaken to what the schemas use, where the external package loads all
 *   of zod classic and its ~60 locales (~830 KiB of modules whose source and code stay in the
 *   server's memory).
 * - drizzle-orm: external, Node loads it as some 150 ES modules, and resolving them (a package
 *   scope lookup per file) was most of the bundle's load time: ~2 s of CPU per process on the
 *   shared 2-core machine, paid twice since the start-up work runs in a child process
 *   (worker/runtime/node/prepare-in-child.ts). Bundled, the server starts faster than it did in
 *   one process.
 * `#shared/*` is this repository's own code (package.json "imports"): bundled too.
 * @type {import("esbuild").Plugin}
 */
export const externalPackagesButBundled = {
  name: "external-packages-but-bundled",
  setup(b) {
    b.onResolve({ filter: /^[^./#]/ }, (args) =>
      BUNDLED.some((name) => args.path === name || args.path.startsWith(`${name}/`))
        ? undefined
        : { path: args.path, external: true },
    );
  },
};

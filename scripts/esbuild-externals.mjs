/**
 * The esbuild plugin of the Node server's bundle (scripts/build-server.mjs), also used by benches
 * that run server code as the server runs it (bench/emails.ts): npm packages stay external, except
 * zod. Bundled, zod is tree-shaken to what the schemas use, where the external package loads all of
 * zod classic and its ~60 locales (~830 KiB of modules whose source and code stay in the server's
 * memory). Nothing external imports zod at run time. `#shared/*` is this repository's own code
 * (package.json "imports"): bundled too.
 * @type {import("esbuild").Plugin}
 */
export const externalPackagesButZod = {
  name: "external-packages-but-zod",
  setup(b) {
    b.onResolve({ filter: /^[^./#]/ }, (args) =>
      args.path === "zod" || args.path.startsWith("zod/") ? undefined : { path: args.path, external: true },
    );
  },
};

// Types of esbuild-externals.mjs for the TypeScript benches that import it.
import type { Plugin } from "esbuild";

export declare const externalPackagesButBundled: Plugin;

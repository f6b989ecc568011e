import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";
import {
  isPrecompressible,
  PRECOMPRESS_MIN_BYTES,
  PRECOMPRESSED_SUFFIXES,
} from "../worker/runtime/node/precompressed-files";

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Compressed once at build, so both use their smallest (slowest) setting. */
const COMPRESSORS = [
  [
    PRECOMPRESSED_SUFFIXES.br,
    (data: Buffer) =>
      brotli(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
  ],
  [PRECOMPRESSED_SUFFIXES.gzip, (data: Buffer) => gzipped(data, { level: constants.Z_BEST_COMPRESSION })],
] as const;

export type PrecompressTotals = { files: number; bytes: number; br: number; gzip: number };

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every text file of `dir` over PRECOMPRESS_MIN_BYTES. A
 * copy that is not smaller than the file is not written: the server then sends the file itself.
 */
export async function precompressDirectory(dir: string): Promise<PrecompressTotals> {
  const totals: PrecompressTotals = { files: 0, bytes: 0, br: 0, gzip: 0 };
  const files = (await filesUnder(dir)).filter(isPrecompressible);
  // All at once: zlib compresses on libuv's thread pool, so the files spread over the cores.
  await Promise.all(
    files.map(async (file) => {
      if ((await stat(file)).size < PRECOMPRESS_MIN_BYTES) return;
      const data = await readFile(file);
      totals.files += 1;
      totals.bytes += data.length;
      for (const [suffix, compress] of COMPRESSORS) {
        const compressed = await compress(data);
        const kept = compressed.length < data.length;
        if (kept) await writeFile(file + suffix, compressed);
        totals[suffix === PRECOMPRESSED_SUFFIXES.br ? "br" : "gzip"] += kept
          ? compressed.length
          : data.length;
      }
    }),
  );
  return totals;
}

/**
 * The build step that precompresses dist/web for the Node server, after every other plugin has
 * written its files (vite-plugin-pwa writes sw.js and the manifest when the bundle closes).
 */
export function precompressPlugin(): Plugin {
  let outDir = "";
  let report: (message: string) => void = () => {};
  return {
    name: "coach:precompress",
    apply: "build",
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      report = (message) => config.logger.info(message);
    },
    closeBundle: {
      order: "post",
      sequential: true,
      async handler(error) {
        if (error) return;
        const t = await precompressDirectory(outDir);
        const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
        report(`precompressed ${t.files} files: ${kb(t.bytes)} → brotli ${kb(t.br)}, gzip ${kb(t.gzip)}`);
      },
    },
  };
}

/**
 * Which built files get compressed copies beside them (`x.js.br`, `x.js.gz`, written at build time
 * by scripts/precompress.ts) and are sent compressed by the Node server (static-files.ts). Text
 * formats only: images and fonts are compressed already. Below ~1 KB a compressed copy saves
 * less than its headers cost.
 */
export const PRECOMPRESSED_EXTENSIONS = [".js", ".css", ".svg", ".html", ".json", ".webmanifest"] as const;
export const PRECOMPRESS_MIN_BYTES = 1024;

/** The copies, in the order the server prefers them (brotli is ~15 % smaller than gzip). */
export const PRECOMPRESSED_SUFFIXES = { br: ".br", gzip: ".gz" } as const;

export function isPrecompressible(path: string): boolean {
  return PRECOMPRESSED_EXTENSIONS.some((extension) => path.endsWith(extension));
}

import { mkdirSync } from "node:fs";
import { mkdir, open, rename, rm, writeFile } from "node:fs/promises";
import { dirname, join, resolve, sep } from "node:path";
import { Readable } from "node:stream";
import type { UploadStore } from "../../services/deps";

/** Where `npm start` keeps uploaded files unless UPLOADS_DIR says otherwise. */
export const DEFAULT_UPLOADS_DIR = ".data/uploads";

/**
 * Uploaded files as plain files under one directory (created here, at start), one file per key.
 * Writes go to a temporary name first and are renamed into place, so a reader never sees half a file.
 */
export function directoryUploadStore(directory: string): UploadStore {
  const root = resolve(directory);
  mkdirSync(root, { recursive: true });
  const pathOf = (key: string) => {
    const path = resolve(root, key);
    // Keys are the app's own, but a key that left the directory would be a serious bug: refuse it.
    if (!path.startsWith(root + sep)) throw new Error(`upload key outside the store: ${key}`);
    return path;
  };
  return {
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const partial = `${path}.partial`;
      await writeFile(partial, bytes);
      await rename(partial, path);
    },
    async get(key) {
      const path = pathOf(key);
      try {
        const handle = await open(path, "r");
        const { size } = await handle.stat();
        const body = Readable.toWeb(handle.createReadStream()) as ReadableStream<Uint8Array>;
        return { body, size };
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw e;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

/** The directory of UPLOADS_DIR (default .data/uploads), relative paths from the working directory. */
export function uploadsDirOf(env: NodeJS.ProcessEnv): string {
  return join(env.UPLOADS_DIR || DEFAULT_UPLOADS_DIR);
}

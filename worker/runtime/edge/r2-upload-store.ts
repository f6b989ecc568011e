import type { UploadStore } from "../../services/deps";

/**
 * The part of an R2 bucket binding the upload store uses, typed structurally like the D1 binding
 * (worker/runtime/edge/env.ts) so worker/ keeps one set of ambient types.
 */
export type R2BucketBinding = {
  put: (
    key: string,
    value: Uint8Array,
    options?: { httpMetadata?: { contentType?: string } },
  ) => Promise<unknown>;
  get: (key: string) => Promise<{ body: ReadableStream<Uint8Array>; size: number } | null>;
  delete: (key: string) => Promise<void>;
};

/** Uploaded files in the R2 bucket bound as UPLOADS (wrangler.toml `[[r2_buckets]]`). */
export function r2UploadStore(bucket: R2BucketBinding): UploadStore {
  return {
    async put(key, bytes, type) {
      await bucket.put(key, bytes, { httpMetadata: { contentType: type } });
    },
    async get(key) {
      const object = await bucket.get(key);
      return object ? { body: object.body, size: object.size } : null;
    },
    async delete(key) {
      await bucket.delete(key);
    },
  };
}

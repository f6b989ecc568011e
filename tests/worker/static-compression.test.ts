import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressDirectory } from "../../scripts/precompress";
import {
  IMMUTABLE_CACHE_CONTROL,
  INDEX_CACHE_CONTROL,
  serveWebApp,
} from "../../worker/runtime/node/static-files";

/**
 * The Node server sends the build's brotli or gzip copy of a text file by the browser's
 * Accept-Encoding (issue 23), with `Vary: Accept-Encoding`, and keeps each file's caching.
 */
const SCRIPT = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"row ${i}"`).join(",")}];\n`;
const PAGE = `<!doctype html><html><body>${"<p>教练</p>".repeat(200)}</body></html>`;
const WORKER = `self.addEventListener("fetch", () => {});\n${"// precache\n".repeat(150)}`;

let root: string;
let app: Hono;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "web-compressed-"));
  mkdirSync(join(root, "assets"));
  writeFileSync(join(root, "assets", "clients-AbC123.js"), SCRIPT);
  writeFileSync(join(root, "assets", "tiny-AbC123.js"), "export const a = 1;\n");
  writeFileSync(join(root, "assets", "photo-AbC123.png"), Buffer.alloc(4096, 7));
  writeFileSync(join(root, "index.html"), PAGE);
  writeFileSync(join(root, "sw.js"), WORKER);
  await precompressDirectory(root);
  app = new Hono();
  serveWebApp(app, root);
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

async function get(path: string, acceptEncoding?: string) {
  const res = await app.request(path, {
    headers: acceptEncoding ? { "Accept-Encoding": acceptEncoding } : {},
  });
  return { res, body: Buffer.from(await res.arrayBuffer()) };
}

describe("precompressed web files on the Node server", () => {
  it("writes brotli and gzip copies of text files over 1 KB only", () => {
    expect(existsSync(join(root, "assets", "clients-AbC123.js.br"))).toBe(true);
    expect(existsSync(join(root, "assets", "clients-AbC123.js.gz"))).toBe(true);
    expect(existsSync(join(root, "index.html.br"))).toBe(true);
    expect(existsSync(join(root, "assets", "tiny-AbC123.js.br"))).toBe(false);
    expect(existsSync(join(root, "assets", "photo-AbC123.png.gz"))).toBe(false);
  });

  it("sends brotli to a browser that accepts it, gzip to one that accepts only gzip, else the file", async () => {
    const br = await get("/assets/clients-AbC123.js", "gzip, deflate, br, zstd");
    expect(br.res.headers.get("content-encoding")).toBe("br");
    expect(br.body.length).toBeLessThan(SCRIPT.length / 3);
    expect(brotliDecompressSync(br.body).toString()).toBe(SCRIPT);

    const gz = await get("/assets/clients-AbC123.js", "gzip, deflate");
    expect(gz.res.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(gz.body).toString()).toBe(SCRIPT);

    const plain = await get("/assets/clients-AbC123.js");
    expect(plain.res.headers.get("content-encoding")).toBeNull();
    expect(plain.body.toString()).toBe(SCRIPT);

    for (const { res, body } of [br, gz, plain]) {
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^text\/javascript|^application\/javascript/);
      expect(res.headers.get("content-length")).toBe(String(body.length));
      expect(res.headers.get("vary")).toBe("Accept-Encoding");
      // Hashed names keep their year of caching whichever copy is sent.
      expect(res.headers.get("cache-control")).toBe(IMMUTABLE_CACHE_CONTROL);
    }
  });

  it("sends index.html compressed, for client-side routes too, and never lets it be kept", async () => {
    for (const path of ["/", "/clients/some-client/workouts"]) {
      const { res, body } = await get(path, "gzip, br");
      expect(res.headers.get("content-encoding")).toBe("br");
      expect(brotliDecompressSync(body).toString()).toBe(PAGE);
      expect(res.headers.get("content-type")).toMatch(/^text\/html/);
      expect(res.headers.get("vary")).toBe("Accept-Encoding");
      expect(res.headers.get("cache-control")).toBe(INDEX_CACHE_CONTROL);
    }
  });

  it("keeps the service worker's headers: compressed, revalidated as before, not kept for a year", async () => {
    const { res, body } = await get("/sw.js", "gzip");
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(body).toString()).toBe(WORKER);
    expect(res.headers.get("cache-control")).toBeNull();
    expect(res.headers.get("vary")).toBe("Accept-Encoding");
  });

  it("sends small and binary files as they are; only text varies by encoding", async () => {
    const tiny = await get("/assets/tiny-AbC123.js", "br");
    expect(tiny.res.headers.get("content-encoding")).toBeNull();
    expect(tiny.body.toString()).toBe("export const a = 1;\n");
    expect(tiny.res.headers.get("vary")).toBe("Accept-Encoding");

    const photo = await get("/assets/photo-AbC123.png", "br, gzip");
    expect(photo.res.headers.get("content-encoding")).toBeNull();
    expect(photo.body.equals(readFileSync(join(root, "assets", "photo-AbC123.png")))).toBe(true);
    expect(photo.res.headers.get("vary")).toBeNull();
    expect(photo.res.headers.get("cache-control")).toBe(IMMUTABLE_CACHE_CONTROL);
  });
});

/**
 * Static files served by Cloudflare without the Worker get their security headers from
 * web/public/_headers; they must say what the app says on its own responses.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { Db } from "../../db/client";
import { CONTENT_SECURITY_POLICY, createApp } from "../../worker/app";
import { STATIC_SECURITY_HEADERS } from "../../worker/runtime/edge/runtime";
import { TEST_CONFIG } from "../helpers/db";

function headersFile(): Map<string, Record<string, string>> {
  const rules = new Map<string, Record<string, string>>();
  let current: Record<string, string> | null = null;
  for (const line of readFileSync("web/public/_headers", "utf8").split("\n")) {
    if (line.trim() === "" || line.trimStart().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      current = {};
      rules.set(line.trim(), current);
      continue;
    }
    const i = line.indexOf(":");
    if (current && i > 0) current[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  return rules;
}

describe("web/public/_headers", () => {
  const all = headersFile().get("/*");

  it("mirrors CONTENT_SECURITY_POLICY and the edge fallback headers", () => {
    expect(all).toBeDefined();
    expect(all?.["content-security-policy"]).toBe(CONTENT_SECURITY_POLICY);
    expect(all).toEqual(STATIC_SECURITY_HEADERS);
  });

  it("matches the headers the app sets on API responses", async () => {
    // No route touches the database here: an unknown /api path is a 404 from the app itself.
    const app = createApp({ db: {} as Db, config: TEST_CONFIG });
    const res = await app.request("/api/nothing-here");
    expect(res.status).toBe(404);
    for (const [name, value] of Object.entries(all ?? {})) expect(res.headers.get(name), name).toBe(value);
  });
});

import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createApp } from "../../worker/app";
import { createTestDb, type TestDb } from "../helpers/db";
import { type TestApi, testApi } from "../helpers/http";
import { SPECS } from "./bad-input";
import { badDate, type Spec } from "./bad-input/kit";
import { changedTables, type Fingerprint, fingerprint } from "./support/fingerprint";
import { fillPath, type Method, restWriteRoutes } from "./support/surfaces";
import { buildWorld, type World } from "./support/world";

/**
 * Bad input at every REST write route (docs/authorization.md, "Bad input"): generated bodies that
 * cannot be valid — arbitrary JSON without the resource wrapper, the right wrapper with a field of
 * the wrong type or size, malformed JSON text, other content types — with real ids in reach and
 * with garbage ids, as the super admin and as a coach. Every answer must be a 4xx with CONTRACT's
 * error body, nothing may be logged as a server error, and the database must stay exactly as it
 * was. fast-check prints the seed and the shrunk counterexample of a failure; replay it with
 * `FC_SEED=<seed> npx vitest run tests/worker/bad-input.property.test.ts` (FC_RUNS=<n> runs more).
 * The specs live next to their domain in ./bad-input/<domain>.specs.ts (SPECS gathers them); this
 * file is the runner.
 */

const SEED = process.env.FC_SEED ? Number(process.env.FC_SEED) : undefined;
/** Generated bodies per route and caller (besides one fixed example per bad field); FC_RUNS=500 soaks. */
const BODY_RUNS = process.env.FC_RUNS ? Number(process.env.FC_RUNS) : 24;
const GARBAGE_ID_RUNS = process.env.FC_RUNS ? Math.ceil(Number(process.env.FC_RUNS) / 3) : 8;

// ── bodies ──────────────────────────────────────────────────────────────────────────────────

type Payload = { family: string; text: string; contentType?: string };

const HOSTILE = [
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "'; DROP TABLE users; --",
  "\u202eevil\u0000null",
  "𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🏋️",
  "{{constructor.constructor('alert(1)')()}}",
];

const clone = <T>(v: T): T => structuredClone(v);

function setPath(target: Record<string, unknown>, path: string, value: unknown) {
  const parts = path.split(".");
  let node: Record<string, unknown> = target;
  for (const part of parts.slice(0, -1)) {
    const next = node[part];
    if (next === null || typeof next !== "object" || Array.isArray(next)) node[part] = {};
    node = node[part] as Record<string, unknown>;
  }
  // A copy: generated values are shared between runs and must never be written into.
  node[parts[parts.length - 1]!] = value === undefined ? value : structuredClone(value);
}

/** Hostile but possibly valid decoration: script/SQL/unicode in text leaves, extra keys everywhere. */
function decorate(body: Record<string, unknown>, pick: number[]): Record<string, unknown> {
  let i = 0;
  const walk = (node: Record<string, unknown>) => {
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === "string") node[key] = HOSTILE[(pick[i++ % pick.length] ?? 0) % HOSTILE.length];
      else if (value && typeof value === "object" && !Array.isArray(value))
        walk(value as Record<string, unknown>);
    }
  };
  walk(body);
  const extras = { id: 1, organization_id: 1, super_admin: true, created_at: "1970-01-01" };
  for (const node of [
    body,
    ...Object.values(body).filter((v) => v && typeof v === "object" && !Array.isArray(v)),
  ]) {
    Object.assign(node as object, extras);
  }
  return body;
}

/** `{"__proto__": …}` as JSON text (JSON.stringify would drop a real prototype key). */
const PROTO_KEYS = ',"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}}}';
function withProtoKeys(json: string): string {
  return json.endsWith("}") ? json.slice(0, -1) + (json === "{}" ? PROTO_KEYS.slice(1) : PROTO_KEYS) : json;
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

function payloads(spec: Spec, w: World): fc.Arbitrary<Payload> {
  const base = spec.base!(w);
  const required = Object.keys(base);
  const baseText = JSON.stringify(base);

  // 1. Arbitrary JSON without any of the route's top-level keys (so it cannot be valid).
  const arbitrary = fc.jsonValue({ maxDepth: 4 }).map((v): Payload => {
    if (v && typeof v === "object" && !Array.isArray(v)) {
      const copy = { ...(v as Record<string, unknown>) };
      for (const key of required) delete copy[key];
      return { family: "arbitrary-json", text: JSON.stringify(copy) };
    }
    return { family: "arbitrary-json", text: JSON.stringify(v) };
  });

  // 2. The right shape with 1–3 fields of the wrong type or size (after hostile decoration).
  const mutations = Object.entries(spec.bad ?? {}).map(([path, arb]) =>
    arb.map((value) => ({ path, value })),
  );
  const mutated = fc
    .tuple(
      fc.boolean(),
      fc.array(fc.nat(), { minLength: 1, maxLength: 6 }),
      fc.array(fc.oneof(...mutations), { minLength: 1, maxLength: 3 }),
      fc.boolean(),
    )
    .map(([decorated, pick, changes, proto]): Payload => {
      const body = decorated ? decorate(clone(base), pick) : clone(base);
      for (const { path, value } of changes) setPath(body, path, value);
      const text = JSON.stringify(body);
      return {
        family: `mutated:${changes.map((c) => c.path).join(",")}`,
        text: proto ? withProtoKeys(text) : text,
      };
    });

  // 3. Malformed JSON text (and the empty body, which is `{}` and misses the wrapper).
  const malformed = fc
    .oneof(
      fc.integer({ min: 0, max: baseText.length - 1 }).map((n) => baseText.slice(0, n)),
      fc.constantFrom(
        `${baseText}}`,
        `${baseText},`,
        baseText.replace(/"/g, "'"),
        baseText.replace(/:/, ': NaN, "x":'),
        `// comment\n${baseText}`,
        `[${baseText}`,
        "",
        "   ",
        "undefined",
        "\u0000",
        '{"a":"\\u12"}',
      ),
      fc.string({ maxLength: 200 }),
    )
    .filter((text) => !isJson(text))
    .map((text): Payload => ({ family: "malformed-json", text }));

  // 4. Other content types with bodies that are not JSON.
  const formEncoded = new URLSearchParams(
    Object.entries(base).map(([k, v]) => [k, typeof v === "string" ? v : JSON.stringify(v)]),
  ).toString();
  const otherTypes = fc
    .tuple(
      fc.constantFrom(
        "text/plain",
        "application/x-www-form-urlencoded",
        "multipart/form-data; boundary=xyz",
        "application/xml",
        "application/octet-stream",
        "",
      ),
      fc.constantFrom(
        formEncoded,
        `<${required[0]}><name>x</name></${required[0]}>`,
        `--xyz\r\nContent-Disposition: form-data; name="${required[0]}"\r\n\r\n${baseText}\r\n--xyz--`,
        "\u0089PNG\r\n\u001a\n\u0000\u0000",
      ),
    )
    .filter(([, text]) => !isJson(text))
    // A route that reads forms takes a well-formed form as a real request (a sign-in attempt).
    .filter(([contentType, text]) => !(spec.acceptsForms && text === formEncoded && /form/.test(contentType)))
    .map(
      ([contentType, text]): Payload => ({
        family: `content-type:${contentType || "(empty)"}`,
        text,
        contentType,
      }),
    );

  return fc.oneof(
    { arbitrary, weight: 2 },
    { arbitrary: mutated, weight: 5 },
    { arbitrary: malformed, weight: 2 },
    { arbitrary: otherTypes, weight: 1 },
  );
}

/** Values every run tries whatever the seed (fast-check `examples`): the documented refusals. */
const PINNED = new Map<fc.Arbitrary<unknown>, unknown[]>([[badDate, ["2026-2-30", "2026-13-1"]]]);

/** One body per bad field (pinned values, else two fixed samples), so every field is hit on every run. */
function fieldExamples(spec: Spec, w: World): [Payload][] {
  const base = spec.base!(w);
  return Object.entries(spec.bad ?? {}).flatMap(([path, arb]) =>
    (PINNED.get(arb) ?? fc.sample(arb, { numRuns: 2, seed: 7 })).map((value): [Payload] => {
      const body = clone(base);
      setPath(body, path, value);
      return [{ family: `example:${path}`, text: JSON.stringify(body) }];
    }),
  );
}

const GARBAGE_IDS = [
  "0",
  "-1",
  "1e20",
  "abc",
  "9".repeat(300),
  "1.5",
  "00",
  " 1",
  "\u0000",
  "9999999999999999",
  "2000000000",
  "<script>",
];

// ── running ─────────────────────────────────────────────────────────────────────────────────

let base: TestDb;
let t: TestDb;
let api: TestApi;
let w: World;
beforeAll(async () => {
  t = await createTestDb({ d1Limits: true });
  base = t;
  api = testApi(t);
  w = await buildWorld(t);
});
afterAll(() => base.close());

const CALLERS = ["super", "coach"] as const;
const tokenOf = (caller: (typeof CALLERS)[number]) =>
  caller === "super" ? w.superAdmin.token : w.a.admin.token;

function consoleErrors(): number {
  return vi.isMockFunction(console.error) ? vi.mocked(console.error).mock.calls.length : 0;
}

/** One request that must be refused with a 4xx, CONTRACT's body, no server error and no write. */
async function expectRefused(
  method: Method,
  path: string,
  payload: Payload | null,
  token: string,
  baseline: Fingerprint,
) {
  const errorsBefore = consoleErrors();
  const res = await api.request(method, path, {
    token,
    ...(payload ? { rawBody: payload.text } : {}),
    ...(payload?.contentType !== undefined ? { headers: { "content-type": payload.contentType } } : {}),
  });
  const label = `${method} ${path} [${payload?.family ?? "no body"}] → ${res.status} ${JSON.stringify(res.body)?.slice(0, 300)}`;
  expect(res.status, `${label}: server error`).toBeLessThan(500);
  expect(res.status, `${label}: a body that cannot be valid was accepted`).toBeGreaterThanOrEqual(400);
  const body = res.body as Record<string, unknown>;
  expect(typeof body?.success === "number" && body.success !== 0, `${label}: success must be non-zero`).toBe(
    true,
  );
  expect(typeof body?.msg, `${label}: msg`).toBe("string");
  expect(typeof body?.code, `${label}: code`).toBe("string");
  expect(consoleErrors() - errorsBefore, `${label}: console.error was called`).toBe(0);
  expect(({} as Record<string, unknown>).polluted, `${label}: Object.prototype was polluted`).toBeUndefined();
  const changed = changedTables(baseline, await fingerprint(base.client));
  expect(changed, `${label}: the database changed`).toEqual([]);
}

function split(route: string) {
  const [method, pattern] = route.split(" ") as [Method, string];
  return { method, pattern };
}

describe("every REST write route refuses bad input: 4xx, CONTRACT body, database unchanged", () => {
  for (const spec of SPECS) {
    const { method, pattern } = split(spec.route);
    for (const caller of CALLERS) {
      if (spec.base) {
        it(`${spec.route} as ${caller}: generated bad bodies, real ids`, async () => {
          const baseline = await fingerprint(base.client);
          const path = fillPath(pattern, spec.params?.(w));
          await fc.assert(
            fc.asyncProperty(payloads(spec, w), (payload) =>
              expectRefused(method, path, payload, tokenOf(caller), baseline),
            ),
            { numRuns: BODY_RUNS, seed: SEED, endOnFailure: true, examples: fieldExamples(spec, w) },
          );
        });
      }
      if (pattern.includes(":id")) {
        it(`${spec.route} as ${caller}: garbage ids`, async () => {
          const baseline = await fingerprint(base.client);
          const bodies = spec.base
            ? fc.oneof(
                payloads(spec, w),
                fc.constant<Payload>({ family: "valid body", text: JSON.stringify(spec.base(w)) }),
              )
            : fc.oneof(
                fc.constant<Payload | null>(null),
                fc
                  .jsonValue({ maxDepth: 3 })
                  .map((v): Payload => ({ family: "json", text: JSON.stringify(v) })),
              );
          await fc.assert(
            fc.asyncProperty(fc.constantFrom(...GARBAGE_IDS), bodies, (id, payload) =>
              expectRefused(method, fillPath(pattern, { id }), payload, tokenOf(caller), baseline),
            ),
            { numRuns: GARBAGE_ID_RUNS, seed: SEED, endOnFailure: true },
          );
        });
      }
    }
  }

  it("covers every write route of the app (a new route needs a spec here)", () => {
    const app = createApp({ db: t.deps.db, config: t.deps.config });
    const writes = restWriteRoutes(app);
    const specified = new Set(SPECS.map((s) => s.route));
    expect(writes.filter((r) => !specified.has(r))).toEqual([]);
    expect([...specified].filter((r) => !writes.includes(r))).toEqual([]);
    // Only routes that read no body may go without generated bodies, and they must say why.
    expect(SPECS.filter((s) => !s.base && !s.note).map((s) => s.route)).toEqual([]);
  });
});

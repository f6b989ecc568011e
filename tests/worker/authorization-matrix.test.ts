import { readdirSync } from "node:fs";
import { eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema";
import { createApp } from "../../worker/app";
import type { Persona } from "../factories";
import { createTestDb, type TestDb } from "../helpers/db";
import { type TestApi, testApi } from "../helpers/http";
import { DOMAINS, FIELDS, MATRIX } from "./authz";
import type { Case, Ctx, Outcome, Req } from "./authz/kit";
import { CLIENT_DEFAULT, PASSWORD } from "./authz/kit";
import { changedTables, fingerprint } from "./support/fingerprint";
import {
  type Answer,
  callRest,
  callTrpc,
  describeAnswer,
  fillPath,
  isMounted,
  type Method,
  queryString,
  restRoutes,
  TRPC_CODE_OF_STATUS,
  trpcProcedures,
} from "./support/surfaces";
import {
  buildWorld,
  freshPersona,
  ghostIds,
  ghostWorld,
  MARK_A,
  MARK_B,
  PERSONAS,
  type PersonaKey,
  personaOf,
  type World,
} from "./support/world";

/**
 * The authorization matrix (docs/authorization.md): every REST route and every tRPC procedure, as
 * anonymous, trainer A, admin A, the super admin, trainer B (another organization, carrying A's
 * ids) and client A (a signed-in client of trainer A; 403 unless a case says otherwise), against
 * organization A's records, through the real guards and a real database. Each case
 * is written once and drives both surfaces; destructive cases get a fresh target per run. The
 * cases live next to their domain in ./authz/<domain>.cases.ts (MATRIX and FIELDS gather them);
 * this file is the runner.
 */

/**
 * Cases filed outside the domain of the procedure they name, on purpose, as "<domain>: <case
 * name>" (a REST-only shape that belongs with another domain's routes, say). None today: keep it
 * short, and say why next to each entry.
 */
const CROSSING = new Set<string>([]);

// ── the runner ──────────────────────────────────────────────────────────────────────────────

let base: TestDb;
let t: TestDb;
let api: TestApi;
let w: World;
beforeAll(async () => {
  t = await createTestDb({ d1Limits: true });
  base = t;
  api = testApi(t);
  w = await buildWorld(t);
  // Coaches with phone numbers too, so a leak of either contact detail to the client shows.
  for (const [id, phone] of [
    [w.a.ids.trainerUser, "13711110001"],
    [w.a.ids.adminUser, "13711110002"],
  ] as const)
    await t.db.update(users).set({ phone_number: phone }).where(eq(users.id, id));
});
afterAll(() => base.close());

const BOOKKEEPING = ["login_throttles", "sms_codes"] as const;

function splitRoute(route: string): { method: Method; pattern: string } {
  const [method, pattern] = route.split(" ") as [Method, string];
  return { method, pattern };
}

function procedures(c: Case): string[] {
  return typeof c.trpc === "string" ? [c.trpc] : [...c.trpc];
}

function defaultInput(req: Req): unknown {
  if ("input" in req) return req.input;
  if (!req.params && !req.query && req.body === undefined) return undefined;
  return { ...(req.params ?? {}), ...(req.query ?? {}), ...((req.body as object | undefined) ?? {}) };
}

async function send(surface: string, c: Case, req: Req, me: Persona | null): Promise<Answer> {
  const { method, pattern } = splitRoute(c.route);
  if (surface === "rest") {
    const path = fillPath(pattern, req.params) + queryString(req.query);
    return callRest(api, method, path, { token: me?.token, body: req.body });
  }
  return callTrpc(t, me?.actor ?? null, surface, defaultInput(req));
}

function assertOutcome(answer: Answer, expected: Outcome, label: string) {
  const got = describeAnswer(answer);
  if (expected === "ok") {
    expect(answer.ok, `${label}: expected success, got ${got}`).toBe(true);
    return;
  }
  expect(answer.status, `${label}: expected ${expected}, got ${got}`).toBe(expected);
  if (answer.surface === "rest") {
    const body = answer.data as Record<string, unknown>;
    expect(body.success, `${label}: CONTRACT error body`).toBe(expected);
    expect(typeof body.msg, `${label}: CONTRACT error body`).toBe("string");
    expect(typeof body.code, `${label}: CONTRACT error body`).toBe("string");
  } else {
    expect(TRPC_CODE_OF_STATUS[expected]).toBeDefined();
  }
}

const textOf = (a: Answer) => (JSON.stringify(a.data) ?? "").toLowerCase();

/** Fields of an organization a client never receives (issue 20 finding 10, services/client-view.ts). */
const ORGANIZATION_INTERNALS = ["owner_id", "pending_owner_id", "stripe_account_id", "active_clients_count"];

/** Every key anywhere in a JSON value. */
function keysOf(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const v of value) keysOf(v, into);
  else if (typeof value === "object" && value !== null)
    for (const [k, v] of Object.entries(value)) {
      into.add(k);
      keysOf(v, into);
    }
  return into;
}

/**
 * What a client receives of other people: name and picture, never their email or phone number, and
 * nothing of its organization's internals. Checked on every operation a client may call.
 */
async function assertClientView(answer: Answer, selfId: number, label: string) {
  const text = textOf(answer);
  const others = await base.db
    .select({ email: users.email, phone: users.phone_number })
    .from(users)
    .where(ne(users.id, selfId));
  const leaked = others
    .flatMap((o) => [o.email, o.phone])
    .filter((v): v is string => !!v && text.includes(v.toLowerCase()));
  expect(leaked, `${label}: other people's contact details reached the client`).toEqual([]);
  const keys = keysOf(answer.data);
  expect(
    ORGANIZATION_INTERNALS.filter((k) => keys.has(k)),
    `${label}: organization internals reached the client`,
  ).toEqual([]);
}

/** Runs one case as one persona on every surface, with all the checks. */
async function runCase(c: Case, who: PersonaKey, expected: Outcome, opts: { ghost: boolean }) {
  const { method } = splitRoute(c.route);
  const surfaces = ["rest", ...procedures(c).filter(isMounted)];
  const answers: Answer[] = [];
  for (const surface of surfaces) {
    const f = c.fresh ? await c.fresh(w, who) : {};
    const me = c.freshActor ? await freshPersona(w, who, PASSWORD) : personaOf(w, who);
    const ctx: Ctx = { w, who, f, me };
    const req = c.req(ctx);
    const label = `${c.name} — ${who} via ${surface}`;
    const guard = method !== "GET" && expected !== "ok";
    const except = c.publicRoute ? BOOKKEEPING : [];
    const before = guard ? await fingerprint(base.client, except) : null;

    const answer = await send(surface, c, req, me);
    assertOutcome(answer, expected, label);
    answers.push(answer);

    if (before) {
      const changed = changedTables(before, await fingerprint(base.client, except));
      expect(changed, `${label}: a refused request changed the database`).toEqual([]);
    }
    if (answer.ok && who === "trainerB") {
      expect(
        textOf(answer).includes(MARK_A),
        `${label}: organization A's data leaked to B: ${describeAnswer(answer)}`,
      ).toBe(false);
    }
    // A client sees its own records only: never another client of its organization, nor B.
    if (answer.ok && who === "clientA") {
      const text = textOf(answer);
      expect(
        text.includes(`${MARK_A}-admin-client`) || text.includes(MARK_B),
        `${label}: other people's data reached the client: ${describeAnswer(answer)}`,
      ).toBe(false);
    }
    // Public routes (sign-in, registration) answer whoever signs in, whatever token came along.
    if (answer.ok && who === "clientA" && !c.publicRoute) await assertClientView(answer, me!.userId, label);
    if (answer.ok && c.seesOwn && who !== "super") {
      const mark = who === "trainerB" ? MARK_B : MARK_A;
      expect(textOf(answer).includes(mark), `${label}: the list should show the caller's own records`).toBe(
        true,
      );
    }
    if (answer.ok && c.verify) await c.verify(ctx, answer);

    // Ids of other organizations reveal nothing: the same request with ids that exist nowhere
    // gets exactly the same answer.
    if (opts.ghost && (who === "trainerB" || who === "clientA") && expected === 404 && !answer.ok) {
      const ghostReq = c.req({ ...ctx, w: ghostWorld(w), f: ghostIds(f) });
      const ghost = await send(surface, c, ghostReq, me);
      const shape = (a: Answer) => ({ status: a.status, code: a.code, msg: a.msg, issues: a.issues });
      expect(shape(answer), `${label}: a foreign id answers differently from a missing one`).toEqual(
        shape(ghost),
      );
    }
  }
  // One implementation behind both surfaces: the same machine code on each.
  const codes = answers.map((a) => (a.ok ? "ok" : a.code));
  expect(
    new Set(codes).size,
    `${c.name} — ${who}: surfaces disagree: ${answers.map(describeAnswer).join(" | ")}`,
  ).toBe(1);
}

describe("authorization matrix", () => {
  for (const c of MATRIX) {
    describe(`${c.route} — ${c.name}`, () => {
      for (const who of PERSONAS) {
        // A client may use no coach operation: a case that does not name clientA expects 403.
        const expected = who === "clientA" ? (c.expect.clientA ?? CLIENT_DEFAULT) : c.expect[who];
        if (expected === undefined) continue;
        it(`${who} → ${expected}`, async () => {
          await runCase(c, who, expected, { ghost: true });
        });
      }
    });
  }
});

describe("fields a role may not set are ignored or refused", () => {
  for (const c of FIELDS) {
    const expected = c.expect[c.as]!;
    it(`${c.route} — ${c.name}`, async () => {
      await runCase(c, c.as, expected, { ghost: false });
    });
  }
});

describe("completeness", () => {
  const app = () => createApp({ db: t.deps.db, config: t.deps.config });

  it("every matrix case states an outcome for every persona", () => {
    const incomplete = MATRIX.filter((c) =>
      PERSONAS.some((p) => p !== "clientA" && c.expect[p] === undefined),
    ).map((c) => c.name);
    expect(incomplete).toEqual([]);
  });

  it("every REST route has a case", () => {
    const covered = new Set(MATRIX.map((c) => c.route));
    // The API reference is public documentation, not an operation (tests/worker/openapi.test.ts);
    // /healthz is the load balancer's public probe with no data (tests/worker/health-and-logs.test.ts).
    // The installable app's manifest is public, like the page it belongs to (GET /api/branding's
    // data as a manifest): tests/scenarios/branding.scenarios.ts.
    // The upload routes are multipart and signed URLs with no tRPC twin: their strangers (no token,
    // another person's upload, altered and expired signatures) are in tests/worker/uploads/uploads.test.ts.
    // The socket authenticates on its first frame, not per request: tests/worker/realtime.test.ts and
    // tests/workerd/realtime.test.ts (bad, revoked and missing tokens; nothing across organizations).
    // One-click unsubscribe is signed-link only, no token by design (RFC 8058): a forged or altered
    // link is refused in tests/worker/emails.test.ts.
    const docs = new Set([
      "GET /api/realtime",
      "GET /api/openapi.json",
      "GET /api/docs",
      "GET /healthz",
      "GET /manifest.webmanifest",
      "POST /api/uploads",
      "GET /api/uploads/:id/file",
      "GET /api/emails/unsubscribe/:token",
      "POST /api/emails/unsubscribe/:token",
    ]);
    expect(restRoutes(app()).filter((r) => !covered.has(r) && !docs.has(r))).toEqual([]);
  });

  it("every tRPC procedure has a case", () => {
    const covered = new Set(MATRIX.flatMap(procedures));
    expect(trpcProcedures().filter((p) => !covered.has(p))).toEqual([]);
  });

  it("every case names a route the app serves", () => {
    const routes = new Set(restRoutes(app()));
    expect([...MATRIX, ...FIELDS].map((c) => c.route).filter((r) => !routes.has(r))).toEqual([]);
  });

  it("every procedure a case names is mounted in appRouter (REST and tRPC offer the same operations)", () => {
    const named = [...new Set([...MATRIX, ...FIELDS].flatMap(procedures))];
    expect(named.filter((p) => !isMounted(p))).toEqual([]);
  });

  it("every domain file names only procedures of its own domain, and every domain file is run", () => {
    const misplaced = Object.entries(DOMAINS).flatMap(([domain, d]) =>
      [...d.cases, ...d.fieldCases].flatMap((c) =>
        procedures(c)
          .filter((p) => !p.startsWith(`${domain}.`) && !CROSSING.has(`${domain}: ${c.name}`))
          .map((p) => `authz/${domain}.cases.ts: "${c.name}" names ${p}`),
      ),
    );
    expect(misplaced).toEqual([]);
    const files = readdirSync(new URL("./authz/", import.meta.url))
      .filter((f) => f.endsWith(".cases.ts"))
      .map((f) => f.slice(0, -".cases.ts".length));
    expect(files.sort(), "a <domain>.cases.ts that ./authz/index.ts does not gather").toEqual(
      Object.keys(DOMAINS).sort(),
    );
  });
});

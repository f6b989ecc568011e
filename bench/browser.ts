import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, BrowserContext } from "playwright-core";
import { launchBrowser } from "../tests/e2e/chromium";
import { DEMO_PASSWORD } from "../worker/services/demo-seed";
import { dataShownAt, markWhenShown, type NetworkTally, tallyNetwork } from "./browser-network";

/**
 * What a coach meets in a real Chromium on `npm start` (built if stale, over a fresh demo
 * database): the time from navigation to the screen's data, cold (a new browser profile: empty
 * HTTP cache, signed in) and warm (the same profile loading the screen again), with the requests
 * and the bytes that crossed the network, for /clients and one client's calendar. Each figure is
 * the median of RUNS fresh profiles. Budget: a cold /clients needs ≤ 20 requests (issue 23).
 *
 * Each figure lists the Content-Encoding of the answers that crossed the network (the static files
 * go as brotli since issue 23; the API's answers are not compressed).
 *
 * Run alone with `npm run bench -- browser`.
 */
const RUNS = Number(process.env.BROWSER_BENCH_RUNS || 3);
const COLD_REQUEST_BUDGET = 20;
const ROOT = join(import.meta.dirname, "..");
const DEMO_LEAD = "lead@demo.coach";

type Figure = { name: string; value: string; target?: string; ok?: boolean };
type Screen = { label: string; path: string; data: string };
type Visit = NetworkTally & { toData: number };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (address && typeof address === "object" ? resolve(address.port) : reject()));
    });
  });
}

function median(values: number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
}

/** `npm start` in its own process group, so stopping it stops npm, the shell and the server. */
function startServer(port: number, dataDir: string): ChildProcess {
  return spawn("npm", ["start"], {
    cwd: ROOT,
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: `file:${join(dataDir, "demo.db")}`,
      UPLOADS_DIR: join(dataDir, "uploads"),
      SEED_DEMO: "1",
      JWT_SECRET: randomBytes(32).toString("hex"),
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

async function untilUp(base: string, server: ChildProcess): Promise<void> {
  // A build may come first (scripts/start.mjs): minutes on a busy machine.
  const deadline = Date.now() + 10 * 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`browser bench: npm start exited (${server.exitCode})`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("browser bench: the server did not start");
}

async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.pid === undefined) return;
  const exited = new Promise((r) => server.once("exit", r));
  process.kill(-server.pid, "SIGTERM");
  await exited;
}

function newProfile(browser: Browser, storageState?: Awaited<ReturnType<BrowserContext["storageState"]>>) {
  return browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: "zh-CN",
    timezoneId: "Asia/Shanghai",
    storageState,
  });
}

/** Signs in through the coach form once; later profiles start from its stored session. */
async function signIn(browser: Browser, base: string) {
  const context = await newProfile(browser);
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  const form = page.getByTestId("login-form");
  await form.locator('input[name="email"]').fill(DEMO_LEAD);
  await form.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await form.locator('button[type="submit"]').click();
  await page.getByTestId("feed").waitFor();
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem("coach:session") ?? "{}") as { token?: string }).token,
  );
  const state = await context.storageState();
  await context.close();
  if (!token) throw new Error("browser bench: no session after signing in");
  return { state, token };
}

async function firstClientSlug(base: string, token: string): Promise<string> {
  const res = await fetch(`${base}/api/clients?per_page=1`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { clients } = (await res.json()) as { clients?: { slug: string }[] };
  const slug = clients?.[0]?.slug;
  if (!slug) throw new Error(`browser bench: no demo client (HTTP ${res.status})`);
  return slug;
}

/** One full page load of a screen in `context`, until its data is shown and the network is idle. */
async function visit(context: BrowserContext, base: string, screen: Screen): Promise<Visit> {
  const page = await context.newPage();
  await markWhenShown(page, screen.data);
  const tally = await tallyNetwork(page);
  await page.goto(`${base}${screen.path}`);
  await page.locator(screen.data).first().waitFor();
  const toData = await dataShownAt(page);
  // Everything the screen loads, not only what came before its data (bytes are counted per
  // finished response).
  await page.waitForLoadState("networkidle");
  await page.close();
  return { ...tally, toData };
}

function describe(visits: Visit[]): string {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
  const last = visits[visits.length - 1];
  const encodings = Object.entries(last?.encodings ?? {})
    .map(([name, count]) => `${name} ${count}`)
    .join(", ");
  return `${median(visits.map((v) => v.requests))} requests (${median(visits.map((v) => v.fromCache))} from cache), ${kb(median(visits.map((v) => v.transferred)))} transferred; ${encodings}; runs ${visits.map((v) => v.toData.toFixed(0)).join(", ")} ms`;
}

export async function benchBrowser(): Promise<Figure[]> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), "browser-bench-"));
  console.log("browser bench: npm start (builds what is stale) on a fresh demo database…");
  const server = startServer(port, dataDir);
  let browser: Browser | undefined;
  try {
    await untilUp(base, server);
    browser = await launchBrowser();
    const { state, token } = await signIn(browser, base);
    const screens: Screen[] = [
      { label: "/clients", path: "/clients", data: '[data-testid="client-name"]' },
      {
        label: "a client's calendar",
        path: `/clients/${await firstClientSlug(base, token)}/workouts`,
        data: '[data-testid="client-calendar"]',
      },
    ];
    const figures: Figure[] = [];
    for (const screen of screens) {
      const cold: Visit[] = [];
      const warm: Visit[] = [];
      for (let run = 0; run < RUNS; run++) {
        const context = await newProfile(browser, state);
        cold.push(await visit(context, base, screen));
        warm.push(await visit(context, base, screen));
        await context.close();
      }
      const coldRequests = median(cold.map((v) => v.requests));
      figures.push(
        {
          name: `browser, ${screen.label} cold (empty cache): ${describe(cold)}`,
          value: `time to data ${median(cold.map((v) => v.toData)).toFixed(0)} ms`,
          ...(screen.path === "/clients" && {
            target: `≤ ${COLD_REQUEST_BUDGET} requests`,
            ok: coldRequests <= COLD_REQUEST_BUDGET,
          }),
        },
        {
          name: `browser, ${screen.label} warm (cached): ${describe(warm)}`,
          value: `time to data ${median(warm.map((v) => v.toData)).toFixed(0)} ms`,
        },
      );
    }
    return figures;
  } finally {
    await browser?.close();
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

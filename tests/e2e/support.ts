import { mkdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type {
  APIRequestContext,
  Browser,
  BrowserContext,
  BrowserContextOptions,
  Locator,
  Page,
} from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, expect } from "vitest";
import { launchBrowser } from "./chromium";

export { launchBrowser };

export const BASE_URL = (process.env.E2E_BASE_URL ?? "http://localhost:8787").replace(/\/$/, "");
export const SUPER_ADMIN = {
  email: process.env.SUPER_ADMIN_EMAIL ?? "super@coach.local",
  password: process.env.SUPER_ADMIN_PASSWORD ?? "Super1234!",
};
/** Demo accounts seeded by the server on an empty database (SEED_DEMO=1). */
export const DEMO = {
  admin: { email: "lead@demo.coach", password: "Demo1234!" },
  trainer: { email: "coach.li@demo.coach", password: "Demo1234!" },
  /** Demo client 1, the one seeded with a password (worker/services/demo-seed.ts DEMO_CLIENT). */
  client: { email: "client1@demo.coach", password: "Demo1234!" },
};
/** The server's output (scripts/test-e2e.mjs writes it here); SMS codes are logged there. */
export const SERVER_LOG = process.env.E2E_SERVER_LOG;

const SCREENSHOT_DIR = fileURLToPath(new URL("./screenshots/", import.meta.url));

/**
 * A REST call for a test's setup (the screens under test are driven in the browser): JSON in and
 * out, the status and body in the error when it is not 2xx.
 */
export async function api<T>(
  request: APIRequestContext,
  method: "GET" | "POST" | "PUT",
  path: string,
  token: string | null,
  data?: unknown,
): Promise<T> {
  const res = await request.fetch(`${BASE_URL}/api${path}`, {
    method,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    data,
  });
  const text = await res.text();
  if (!res.ok()) throw new Error(`${method} ${path} → ${res.status()} ${text}`);
  return JSON.parse(text) as T;
}

export const DESKTOP = { width: 1440, height: 900 };
export const PHONE = { width: 390, height: 844 };

export async function newContext(
  browser: Browser,
  viewport = DESKTOP,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport,
    locale: "zh-CN",
    timezoneId: "Asia/Shanghai",
    ...options,
  });
  // How long one wait (an element, a navigation, an answer) may take: generous, because a machine
  // running other work can be several times slower; a passing test never waits this long.
  context.setDefaultTimeout(45_000);
  return context;
}

export type TestPage = Page & { errors: string[] };

/** A fresh page whose uncaught errors are collected for assertions. */
export async function newPage(context: BrowserContext): Promise<TestPage> {
  const page = (await context.newPage()) as TestPage;
  page.errors = [];
  page.on("pageerror", (e) => page.errors.push(String(e)));
  return page;
}

/**
 * One browser per test file and a fresh context per test (closed after it), registered as vitest
 * hooks; returns the function that opens a page in the current test's context.
 */
export function pagesPerTest(): () => Promise<TestPage> {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    if (browser) context = await newContext(browser);
  });
  afterEach(async () => {
    await context?.close();
  });
  return () => {
    if (!context) throw new Error("pagesPerTest: no browser context (did beforeEach run?)");
    return newPage(context);
  };
}

/** Saves tests/e2e/screenshots/<name>.png (the viewport; `fullPage` for the whole page). */
export async function screenshot(
  page: Page,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  // Transitions and toasts are shown as they end (finite animations run to their end, endless
  // ones are stopped) instead of waiting a fixed time for them to settle.
  await page.screenshot({
    path: `${SCREENSHOT_DIR}${name}.png`,
    fullPage: options.fullPage ?? false,
    animations: "disabled",
  });
}

/**
 * Drags `source` onto `target` through the HTML5 drag events the app handles (dragstart, dragenter,
 * dragover, drop, dragend), in order and sharing one DataTransfer. Playwright's mouse-driven
 * `dragTo` goes through Chromium's native drag, which a busy machine sometimes loses (no drop
 * comes): the tests dragged again after a fixed pause, and a late drop then moved things twice.
 */
export async function dragOnto(source: Locator, target: Locator): Promise<void> {
  const dataTransfer = await source.page().evaluateHandle(() => new DataTransfer());
  // Held by reference: after the drop the app may render the dragged element elsewhere.
  const dragged = await source.elementHandle();
  await dragged.dispatchEvent("dragstart", { dataTransfer });
  await target.dispatchEvent("dragenter", { dataTransfer });
  await target.dispatchEvent("dragover", { dataTransfer });
  await target.dispatchEvent("drop", { dataTransfer });
  await dragged.dispatchEvent("dragend", { dataTransfer });
  await dragged.dispose();
  await dataTransfer.dispose();
}

/**
 * Waits until the exercise picker's list answers its search: every entry matches `pattern` (at
 * least two). Before the search answers (250 ms after typing, then the request), it shows the
 * unfiltered list, whose first entries — the staples (杠铃深蹲 …) — may match too; reading an entry
 * from that list and clicking after the search answered would pick another exercise.
 */
export async function untilAllMatch(picker: Locator, pattern: RegExp): Promise<void> {
  await expect
    .poll(async () => {
      const texts = await picker.getByRole("button").allTextContents();
      return texts.length >= 2 && texts.every((text) => pattern.test(text));
    })
    .toBe(true);
}

export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return url.pathname + url.search;
}

export async function waitForPath(page: Page, pathname: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname);
}

/** Signs in through the coach form and waits for the target page. */
export async function signInCoach(page: Page, email: string, password: string): Promise<void> {
  const form = page.getByTestId("login-form");
  await form.locator('input[name="email"]').fill(email);
  await form.locator('input[name="password"]').fill(password);
  await form.locator('button[type="submit"]').click();
}

export async function signInAdmin(page: Page, email: string, password: string): Promise<void> {
  const form = page.getByTestId("admin-login-form");
  await form.locator('input[name="email"]').fill(email);
  await form.locator('input[name="password"]').fill(password);
  await form.locator('button[type="submit"]').click();
}

export type StoredSession = { token: string; user: { id: number } | null; role: string } | null;

export async function storedSession(page: Page): Promise<StoredSession> {
  return page.evaluate(() => {
    const raw = localStorage.getItem("coach:session");
    return raw ? JSON.parse(raw) : null;
  });
}

/** The text of the visible notifications (sonner toasts). */
export function toasts(page: Page) {
  return page.locator("[data-sonner-toast]");
}

/** The last SMS code the server logged for a number (the dev SMS sender prints them). */
export function lastSmsCode(phone: string): string | null {
  if (!SERVER_LOG) return null;
  const log = readFileSync(SERVER_LOG, "utf8");
  const lines = log.split("\n").filter((l) => l.includes(`[sms] to ${phone}:`));
  // A run of exactly six digits (the phone number is longer).
  const match = lines
    .at(-1)
    ?.split(":")
    .slice(1)
    .join(":")
    .match(/(?<!\d)(\d{6})(?!\d)/);
  return match?.[1] ?? null;
}

/**
 * The demo admin signed in through the form (the home page shown), its bearer header for REST
 * calls, and demo client n ("client-n-…").
 */
export async function coachWithClient(page: Page, n: number) {
  await page.goto(`${BASE_URL}/login`);
  await signInCoach(page, DEMO.admin.email, DEMO.admin.password);
  await page.getByTestId("greeting").waitFor();
  const auth = { Authorization: `Bearer ${(await storedSession(page))?.token ?? ""}` };
  const list = await page.request.get(`${BASE_URL}/api/clients?limit=100`, { headers: auth });
  const { clients, users } = (await list.json()) as {
    clients: { id: number; slug: string; user_id: number }[];
    users: { id: number; name: string }[];
  };
  const found = clients.find((c) => c.slug.startsWith(`client-${n}-`));
  if (!found) throw new Error(`no demo client ${n}`);
  const client = { ...found, name: users.find((u) => u.id === found.user_id)?.name ?? "" };
  return { auth, client };
}

/**
 * The demo client (DEMO.client) signed in over REST, and its slug as the demo admin reads it: what
 * the nutrition and habits files need to open the coach's tabs and to act as the client.
 */
export async function demoClientWithSlug(request: APIRequestContext) {
  const client = await api<{ token: string; client_id: number }>(
    request,
    "POST",
    "/oauth/token",
    null,
    DEMO.client,
  );
  const coach = await api<{ token: string }>(request, "POST", "/oauth/token", null, DEMO.admin);
  const answer = await api<{ client: { slug: string } }>(
    request,
    "GET",
    `/clients/${client.client_id}`,
    coach.token,
  );
  return { client, slug: answer.client.slug };
}

/** A Monday far ahead where no other test plans anything: a random one of 100 weeks from 2027. */
export function farMonday(): string {
  return new Date(Date.UTC(2027, 0, 4 + 7 * Math.floor(Math.random() * 100))).toISOString().slice(0, 10);
}

/** coachWithClient, and a far Monday (farMonday) to work in. */
export async function coachOnEmptyWeek(page: Page, n: number) {
  return { ...(await coachWithClient(page, n)), week: farMonday() };
}

export function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
}

// The screenshots of docs/tour.md, taken from a fresh demo database: `npm run docs:tour`
// (scripts/test-e2e.mjs starts the server as for the browser tests, then runs this instead of
// vitest). Writes docs/images/*.png; review them before committing.
import { mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const base = process.env.E2E_BASE_URL;
if (!base) throw new Error("tour: run through `npm run docs:tour` (needs E2E_BASE_URL)");
const out = join(dirname(fileURLToPath(import.meta.url)), "..", "docs", "images");
mkdirSync(out, { recursive: true });

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const COACH = { email: "lead@demo.coach", password: "Demo1234!" };
const CLIENT = { email: "client1@demo.coach", password: "Demo1234!" };
const SUPER = { email: process.env.SUPER_ADMIN_EMAIL, password: process.env.SUPER_ADMIN_PASSWORD };

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
  ],
  headless: true,
});

/** A signed-in page (a fresh context each time, so phone and desktop sessions do not mix). */
async function signedIn(account, { viewport = DESKTOP, locale = "zh-CN", admin = false } = {}) {
  const context = await browser.newContext({ viewport, locale, timezoneId: "Asia/Shanghai" });
  context.setDefaultTimeout(20_000);
  const page = await context.newPage();
  page.on("pageerror", (e) => console.error("tour: page error", String(e)));
  if (locale !== "zh-CN") {
    // The language is a device preference (web/lib/i18n): set before the app loads.
    await page.addInitScript((l) => localStorage.setItem("coach:locale", l), locale);
  }
  await page.goto(`${base}${admin ? "/admin/login" : "/login"}`);
  const form = page.getByTestId(admin ? "admin-login-form" : "login-form");
  await form.locator('input[name="email"]').fill(account.email);
  await form.locator('input[name="password"]').fill(account.password);
  await form.locator('button[type="submit"]').click();
  await page.waitForURL((url) => !/\/(admin\/)?login$/.test(url.pathname));
  return page;
}

async function shot(page, name) {
  await page.waitForLoadState("networkidle");
  // Transitions and toasts settle.
  await page.waitForTimeout(600);
  await page.screenshot({ path: join(out, `${name}.png`) });
  console.log(`tour: docs/images/${name}.png`);
}

async function lastWeek(page) {
  const shown = await page.getByTestId("client-calendar").getAttribute("data-start");
  await page.getByTestId("prev-week").click();
  await page.waitForFunction(
    (before) =>
      document.querySelector('[data-testid="client-calendar"]')?.getAttribute("data-start") !== before,
    shown,
  );
  await page.getByTestId("workout-card").first().waitFor();
}

async function visit(page, path, testId) {
  await page.goto(`${base}${path}`);
  if (testId) await page.getByTestId(testId).first().waitFor();
}

try {
  const coach = await signedIn(COACH);
  await visit(coach, "/", "page-title");
  await shot(coach, "home");
  await visit(coach, "/clients", "client-row");
  await shot(coach, "clients");
  await coach.getByTestId("client-row").first().locator("a").first().click();
  await coach.getByTestId("client-calendar").waitFor();
  // Last week: completed workouts with their results, and a missed one.
  await lastWeek(coach);
  await shot(coach, "calendar");
  await coach.getByTestId("workout-card").first().click();
  await coach.getByTestId("workout-editor").waitFor();
  await coach.getByTestId("workout-editor").locator("input").first().waitFor();
  await shot(coach, "editor");
  await visit(coach, "/library", "page-title");
  await coach.locator("img").nth(3).waitFor();
  await shot(coach, "library");
  await visit(coach, "/programs", "program-row");
  await shot(coach, "programs");
  await coach.getByTestId("program-row").first().locator("a").first().click();
  await coach.waitForURL((url) => /\/programs\/\d+\/workouts/.test(url.pathname));
  await coach.getByTestId("workout-card").first().waitFor();
  await shot(coach, "program-grid");
  await visit(coach, "/team", "page-title");
  await shot(coach, "team");

  const phone = await signedIn(COACH, { viewport: PHONE });
  await visit(phone, "/clients", "client-row");
  await shot(phone, "clients-phone");

  const english = await signedIn(COACH, { locale: "en" });
  await english
    .getByTestId("client-row")
    .first()
    .waitFor({ state: "attached" })
    .catch(() => {});
  await visit(english, "/clients", "client-row");
  await english.getByTestId("client-row").first().locator("a").first().click();
  await english.getByTestId("client-calendar").waitFor();
  await lastWeek(english);
  await shot(english, "calendar-en");

  const client = await signedIn(CLIENT, { viewport: PHONE });
  await client.waitForURL((url) => url.pathname.startsWith("/client"));
  await client
    .getByTestId("page-title")
    .first()
    .waitFor()
    .catch(() => {});
  await shot(client, "client-today-phone");
  const workout = client.locator('a[href*="/client/workouts/"]').first();
  await workout.click();
  await client.waitForURL((url) => url.pathname.startsWith("/client/workouts/"));
  await shot(client, "client-workout-phone");

  if (SUPER.email && SUPER.password) {
    const superAdmin = await signedIn(SUPER, { admin: true });
    await visit(superAdmin, "/admin/organizations", "organization-row");
    await shot(superAdmin, "admin-organizations");
  }
} finally {
  await browser.close();
}

import { describe, expect, it } from "vitest";
import { BASE_URL, PHONE, pagesPerTest, screenshot, type TestPage } from "./support";

const openPage = pagesPerTest();

const METHODS = ["get", "post", "put", "patch", "delete", "head", "options", "trace"];

/**
 * Console errors and Content-Security-Policy violations, collected from before the page's first
 * script runs (an init script is not subject to the page's CSP).
 */
async function watchPage(page: TestPage) {
  const consoleErrors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(message.text());
  });
  await page.addInitScript(() => {
    const w = window as unknown as { cspViolations: string[] };
    w.cspViolations = [];
    document.addEventListener("securitypolicyviolation", (e) => {
      w.cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  return {
    consoleErrors,
    cspViolations: () =>
      page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
  };
}

const operation = (page: TestPage, method: string, path: string) =>
  page.locator(`[data-testid="operation"][data-method="${method}"][data-path="${path}"]`);
const visibleOperations = (page: TestPage) => page.locator('[data-testid="operation"]:visible');

describe("API reference (/api/docs)", () => {
  it("renders every operation of /api/openapi.json under the site CSP, with a working filter", async () => {
    const page = await openPage();
    const watch = await watchPage(page);

    const specResponse = await page.request.get(`${BASE_URL}/api/openapi.json`);
    expect(specResponse.ok()).toBe(true);
    const spec = (await specResponse.json()) as { openapi: string; paths: Record<string, object> };
    expect(spec.openapi).toMatch(/^3\.1\./);
    const specOperations = Object.values(spec.paths).flatMap((item) =>
      Object.keys(item).filter((key) => METHODS.includes(key)),
    ).length;

    const response = await page.goto(`${BASE_URL}/api/docs`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()["content-type"]).toContain("text/html");
    expect(response?.headers()["content-security-policy"]).toContain("script-src 'self'");
    expect(await page.title()).toBe("API 参考 · Coach platform");
    expect(await page.locator("html").getAttribute("lang")).toBe("zh-CN");

    await page.getByTestId("operation").first().waitFor();
    expect(await page.locator("#api-docs").getAttribute("data-ready")).toBe("true");
    expect((await page.getByTestId("api-title").textContent())?.trim()).toBeTruthy();
    const total = await page.getByTestId("operation").count();
    expect(total).toBe(specOperations);
    expect(await page.getByTestId("op-count").textContent()).toContain(String(total));

    // Operations of the real API, with their security.
    const token = operation(page, "post", "/api/oauth/token");
    const workouts = operation(page, "get", "/api/workouts");
    await token.waitFor();
    await workouts.waitFor();
    expect(await token.locator(".op-head").textContent()).toContain("POST");
    expect(await token.locator(".meta").textContent()).toContain("无需认证");
    expect(await workouts.locator(".meta").textContent()).toContain("Bearer");
    expect(await operation(page, "get", "/api/workouts/{id}").count()).toBe(1);

    // Schemas: only success responses start open (the others are built when opened). Open one error
    // response of the token operation by hand, then all of them; $refs (the shared error schema)
    // show their name and are resolved: the node lists the target's fields.
    const closedResponse = token.locator("details.resp:not([open]) > summary");
    expect(await closedResponse.count()).toBeGreaterThan(0);
    await closedResponse.first().click();
    await token.getByTestId("schema-ref").first().waitFor();
    await page.evaluate(() => {
      for (const d of document.querySelectorAll<HTMLDetailsElement>("details.resp")) d.open = true;
    });
    const refs = page.getByTestId("schema-ref");
    await expect.poll(() => refs.count()).toBeGreaterThan(1);
    expect((await refs.first().textContent())?.trim()).toBeTruthy();
    const resolvedRef = page.locator('details.sn[open]:has(> summary [data-testid="schema-ref"])');
    expect(await resolvedRef.locator(".sn-kids .sn-name").count()).toBeGreaterThan(0);
    expect(await page.locator("details.sn[open] .sn-kids .sn-name").count()).toBeGreaterThan(0);

    // The table of contents links to the operation's anchor.
    const tocLink = page.locator("a.toc-op").filter({ hasText: "/api/oauth/token" }).first();
    const href = await tocLink.getAttribute("href");
    expect(href).toMatch(/^#op-/);
    expect(await token.getAttribute("id")).toBe(decodeURIComponent(href!.slice(1)));
    await tocLink.click();
    await page.waitForURL((url) => url.hash === href);
    const box = await token.boundingBox();
    expect(box && box.y >= 0 && box.y < 200).toBe(true);
    await screenshot(page, "api-docs-anchor");

    // The filter narrows the operations and the table of contents, and Escape restores them.
    const filter = page.getByTestId("api-docs-filter");
    await filter.fill("oauth/token");
    await expect.poll(() => visibleOperations(page).count()).toBeLessThan(total);
    const shown = await visibleOperations(page).count();
    expect(shown).toBeGreaterThan(0);
    for (const path of await visibleOperations(page).evaluateAll((els) => els.map((el) => el.dataset.path))) {
      expect(path).toContain("oauth/token");
    }
    expect(await page.locator("a.toc-op:visible").count()).toBe(shown);
    expect(await page.getByTestId("op-count").textContent()).toBe(`${shown} / ${total}`);
    await filter.fill("no-such-operation-anywhere");
    await expect.poll(() => visibleOperations(page).count()).toBe(0);
    expect(await page.locator(".empty").isVisible()).toBe(true);
    await filter.press("Escape");
    await expect.poll(() => visibleOperations(page).count()).toBe(total);

    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, "api-docs");
    await page.emulateMedia({ colorScheme: "dark" });
    await screenshot(page, "api-docs-dark");
    await page.emulateMedia({ colorScheme: "light" });

    // Phone width: the contents collapse into a bar above the operations.
    await page.setViewportSize(PHONE);
    const nav = page.locator("#api-docs-toc");
    expect(await nav.isVisible()).toBe(false);
    await screenshot(page, "api-docs-phone");
    await page.locator(".toc-toggle").click();
    expect(await nav.isVisible()).toBe(true);
    await screenshot(page, "api-docs-phone-toc");
    await nav.locator("a.toc-op").filter({ hasText: "/api/workouts" }).first().click();
    expect(await nav.isVisible()).toBe(false);
    const docWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(docWidth).toBeLessThanOrEqual(PHONE.width);

    expect(page.errors).toEqual([]);
    expect(watch.consoleErrors).toEqual([]);
    expect(await watch.cspViolations()).toEqual([]);
  });

  it("says so, in Chinese and English, when the document cannot be loaded", async () => {
    const page = await openPage();
    await page.route("**/api/openapi.json", (route) =>
      route.fulfill({ status: 503, contentType: "application/json", body: "{}" }),
    );
    await page.goto(`${BASE_URL}/api/docs`);
    const error = page.getByTestId("api-docs-error");
    await error.waitFor();
    const text = await error.textContent();
    expect(text).toContain("无法加载 API 文档");
    expect(text).toContain("could not be loaded");
    expect(text).toContain("HTTP 503");
    expect(await page.getByTestId("operation").count()).toBe(0);
    expect(page.errors).toEqual([]);
  });
});

import type { APIRequestContext, Browser, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  api,
  BASE_URL,
  DESKTOP,
  launchBrowser,
  newContext,
  newPage,
  PHONE,
  SUPER_ADMIN,
  screenshot,
  signInCoach,
  toasts,
  uniqueSuffix,
  waitForPath,
} from "./support";

/**
 * An organization's own brand at its own address (issue 30). Its owner sets a logo and colours in
 * the organization settings (a colour its text cannot be read on is refused); at
 * `<subdomain>.localhost:PORT` (the e2e server runs with APP_DOMAIN=localhost) the sign-in page,
 * the invitation page and the client app on a phone show its name, logo and primary colour, and
 * the title and the manifest follow the host. Whitelabel: no platform name anywhere a client
 * looks; without it, the platform's name shows beside the organization's.
 */

/** The platform's name (shared/app-manifest.ts PLATFORM_NAME). */
const PLATFORM_NAME = "Coach";
const OWNER_PASSWORD = "Own-The-Brand-2026!";
const CLIENT_PASSWORD = "Train-Here-2026!";
const PRIMARY = "#0f766e";
const PRIMARY_RGB = "rgb(15, 118, 110)";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A new organization at its own subdomain, whitelabel, with an owner who signs in with a password. */
async function newOrganization(request: APIRequestContext) {
  const superToken = (await api<{ token: string }>(request, "POST", "/oauth/token", null, SUPER_ADMIN)).token;
  const suffix = uniqueSuffix();
  const name = `青柠训练馆${suffix.slice(-3)}`;
  const subdomain = `qingning-${suffix}`;
  const { organization } = await api<{ organization: { id: number } }>(
    request,
    "POST",
    "/organizations",
    superToken,
    {
      organization: { name, subdomain, can_whitelabel: true },
    },
  );
  const owner = { name: `馆主${suffix.slice(-3)}`, email: `brand-owner-${suffix}@example.com` };
  const made = await api<{ trainer: { user_id: number } }>(request, "POST", "/trainers", superToken, {
    trainer: { organization_id: organization.id, user: { ...owner, password: OWNER_PASSWORD } },
  });
  await api(request, "PUT", `/organizations/${organization.id}`, superToken, {
    organization: { owner_id: made.trainer.user_id },
  });
  const ownerToken = (
    await api<{ token: string }>(request, "POST", "/oauth/token", null, {
      email: owner.email,
      password: OWNER_PASSWORD,
    })
  ).token;
  const origin = `${new URL(BASE_URL).protocol}//${subdomain}.localhost:${new URL(BASE_URL).port}`;
  return { id: organization.id, name, origin, owner, ownerToken, superToken };
}

/** An invitation of a new client of the owner: the token of its link. */
async function invitedClient(request: APIRequestContext, ownerToken: string) {
  const email = `brand-client-${uniqueSuffix()}@example.com`;
  const created = await api<{ client: { id: number } }>(request, "POST", "/clients", ownerToken, {
    client: { user: { name: "许青青", email } },
  });
  const invite = await api<{ invite: { url: string } }>(
    request,
    "POST",
    `/clients/${created.client.id}/invite`,
    ownerToken,
  );
  return { email, token: new URL(invite.invite.url).pathname.split("/").at(-1) ?? "" };
}

/** What a person sees of the page's brand: visible text, title, the primary colour, the logo drawn. */
async function brandOnPage(page: Page) {
  const logo = page.getByTestId("host-brand-logo").first();
  await logo.waitFor();
  await expect
    .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  return page.evaluate(() => ({
    text: document.body.textContent ?? "",
    title: document.title,
    primary: getComputedStyle(document.documentElement).getPropertyValue("--primary").trim(),
  }));
}

/** The manifest the browser would install from this host. */
function manifestOf(page: Page) {
  return page.evaluate(async () => {
    const res = await fetch("/manifest.webmanifest");
    return { raw: await res.text(), status: res.status };
  });
}

describe("an organization's own address", () => {
  let org: Awaited<ReturnType<typeof newOrganization>>;

  it("the owner sets logo and colours; a colour too light for its text is refused", async () => {
    const context = await newContext(browser, DESKTOP);
    org = await newOrganization(context.request);
    const page = await newPage(context);
    await page.goto(`${BASE_URL}/login?to=%2Fteam`);
    await signInCoach(page, org.owner.email, OWNER_PASSWORD);
    await waitForPath(page, "/team");
    await page.getByTestId("open-org-settings").click();
    const form = page.getByTestId("org-form");
    const logo = await sharp({ create: { width: 240, height: 240, channels: 3, background: "#0f766e" } })
      .png()
      .toBuffer();
    await form
      .getByTestId("logo-upload-input")
      .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: logo });
    await expect.poll(() => form.locator('input[name="logo_url"]').inputValue()).toMatch(/\/api\/uploads\//);

    await form.getByRole("switch", { name: "使用组织的品牌颜色" }).click();
    const primary = form.getByTestId("brand-color-primary");
    // A pale blue: white text on it (and it as text on white) reads at under 2:1.
    await primary.fill("#a0c4ff");
    await expect
      .poll(() => form.getByTestId("brand-contrast-primary").textContent())
      .toMatch(/^文字对比度只有 1\.\d:1，至少需要 4\.5:1$/);
    await page.getByTestId("org-form").getByRole("button", { name: "保存" }).click();
    await expect.poll(() => primary.getAttribute("aria-invalid")).toBe("true");
    await screenshot(page, "branding-contrast-refused");
    // Not saved: the organization still has the platform's colours.
    const before = await api<{ organization: { brand_colors: unknown } }>(
      context.request,
      "GET",
      `/organizations/${org.id}`,
      org.ownerToken,
    );
    expect(before.organization.brand_colors).toBeNull();

    await primary.fill(PRIMARY);
    await expect
      .poll(() => form.getByTestId("brand-contrast-primary").textContent())
      .toMatch(/符合 WCAG AA$/);
    await page.getByTestId("org-form").getByRole("button", { name: "保存" }).click();
    await toasts(page).first().waitFor();
    await page.getByTestId("org-dialog").waitFor({ state: "detached" });
    const after = await api<{ organization: { brand_colors: { primary: string } | null } }>(
      context.request,
      "GET",
      `/organizations/${org.id}`,
      org.ownerToken,
    );
    expect(after.organization.brand_colors?.primary).toBe(PRIMARY);
    expect(page.errors).toEqual([]);
    await context.close();
  });

  it("whitelabel on a phone: invitation, client app and sign-in carry the brand, never the platform's name", async () => {
    const context = await newContext(browser, PHONE);
    const invite = await invitedClient(context.request, org.ownerToken);
    const page = await newPage(context);

    await page.goto(`${org.origin}/invite/${invite.token}`);
    await page.getByTestId("invite-form").waitFor();
    const onInvite = await brandOnPage(page);
    expect(onInvite.primary).toBe(PRIMARY);
    expect(onInvite.text).toContain(org.name);
    expect(onInvite.text).not.toContain(PLATFORM_NAME);
    expect(onInvite.title).toContain(org.name);
    expect(onInvite.title).not.toContain(PLATFORM_NAME);
    await screenshot(page, "branding-invite-phone");
    await page.getByTestId("invite-form").locator('input[name="password"]').fill(CLIENT_PASSWORD);
    await page.getByTestId("invite-form").locator('input[name="confirm"]').fill(CLIENT_PASSWORD);
    const submit = page.getByTestId("invite-form").locator('button[type="submit"]');
    expect(await submit.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(PRIMARY_RGB);
    await submit.click();

    await waitForPath(page, "/client");
    await page.getByTestId("client-brand").getByTestId("host-brand-name").waitFor();
    const inApp = await brandOnPage(page);
    expect(await page.getByTestId("client-brand").textContent()).toBe(org.name);
    expect(inApp.primary).toBe(PRIMARY);
    expect(inApp.text).not.toContain(PLATFORM_NAME);
    expect(inApp.title).toContain(org.name);
    expect(inApp.title).not.toContain(PLATFORM_NAME);
    expect(await page.locator('meta[name="theme-color"]').getAttribute("content")).toBe(PRIMARY);
    await screenshot(page, "branding-client-app-phone");

    const manifest = await manifestOf(page);
    expect(manifest.status).toBe(200);
    const parsed = JSON.parse(manifest.raw) as { name: string; short_name: string; theme_color: string };
    expect(parsed.name).toContain(org.name);
    expect(parsed.theme_color).toBe(PRIMARY);
    expect(manifest.raw).not.toContain(PLATFORM_NAME);
    expect(page.errors).toEqual([]);
    await context.close();

    // A fresh phone: the sign-in page at the organization's address.
    const fresh = await newContext(browser, PHONE);
    const login = await newPage(fresh);
    await login.goto(`${org.origin}/login`);
    await login.getByTestId("login-form").waitFor();
    const onLogin = await brandOnPage(login);
    expect(onLogin.primary).toBe(PRIMARY);
    expect(onLogin.text).toContain(org.name);
    expect(onLogin.text).not.toContain(PLATFORM_NAME);
    expect(onLogin.title).not.toContain(PLATFORM_NAME);
    await screenshot(login, "branding-login-phone");
    await signInCoach(login, invite.email, CLIENT_PASSWORD);
    await waitForPath(login, "/client");
    expect(login.errors).toEqual([]);
    await fresh.close();
  });

  it("without whitelabel the platform's name shows beside the organization's", async () => {
    const context = await newContext(browser, PHONE);
    await api(context.request, "PUT", `/organizations/${org.id}`, org.superToken, {
      organization: { can_whitelabel: false },
    });
    const page = await newPage(context);
    await page.goto(`${org.origin}/login`);
    await page.getByTestId("login-form").waitFor();
    const brand = await brandOnPage(page);
    expect(brand.text).toContain(org.name);
    expect(brand.text).toContain(PLATFORM_NAME);
    expect(brand.title).toContain(`${org.name} · ${PLATFORM_NAME}`);
    expect(brand.primary).toBe(PRIMARY);
    const manifest = JSON.parse((await manifestOf(page)).raw) as { name: string };
    expect(manifest.name).toContain(org.name);
    // The platform's own address keeps the platform's brand.
    await page.goto(`${BASE_URL}/login`);
    await page.getByTestId("login-form").waitFor();
    expect(await page.getByTestId("host-brand-name").count()).toBe(0);
    expect(await page.title()).toContain(PLATFORM_NAME);
    expect(page.errors).toEqual([]);
    await context.close();
  });
});

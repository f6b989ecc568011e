import type { APIRequestContext, Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blockingViolations } from "./axe";
import {
  api,
  BASE_URL,
  DEMO,
  DESKTOP,
  launchBrowser,
  newContext,
  newPage,
  PHONE,
  screenshot,
  signInCoach,
  uniqueSuffix,
  waitForPath,
} from "./support";

/**
 * Coach notes and organization documents (issue 32): the demo trainer keeps a pinned note on a new
 * client of theirs and sees it at the top of the client page; shares a PDF made here with that
 * client, who acknowledges it at phone width; the coach then sees the acknowledgement. Axe checks
 * of the library's 文档 tab and the client's 文档 screen; screenshots at 1280 and 390 px in both
 * languages.
 */

const CLIENT_PASSWORD = "Read-And-Agree-2026!";
const WIDE = { width: 1280, height: 800 };

/** A one-page PDF (the server recognises it by its %PDF- header). */
function pdfBytes(text: string): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n% ${text}\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`,
  );
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A new client of the demo trainer who has accepted the invitation (so can sign in). */
async function newClient(request: APIRequestContext) {
  const { token } = await api<{ token: string }>(request, "POST", "/oauth/token", null, DEMO.trainer);
  const email = `documents-${uniqueSuffix()}@example.com`;
  const name = `文小档${uniqueSuffix().slice(-4)}`;
  const created = await api<{ client: { id: number; slug: string } }>(request, "POST", "/clients", token, {
    client: { user: { name, email } },
  });
  const invite = await api<{ invite: { url: string } }>(
    request,
    "POST",
    `/clients/${created.client.id}/invite`,
    token,
  );
  const inviteToken = new URL(invite.invite.url).pathname.split("/").at(-1);
  await api(request, "POST", "/invites/accept", null, { token: inviteToken, password: CLIENT_PASSWORD });
  return { token, email, name, clientId: created.client.id, slug: created.client.slug };
}

/** Shows the page in `locale` (the stored choice the app reads at start) at `width`, then saves it. */
async function shoot(page: Page, name: string, locale: "zh-CN" | "en", viewport: typeof WIDE, ready: string) {
  await page.setViewportSize(viewport);
  await page.evaluate((l) => localStorage.setItem("coach:locale", l), locale);
  await page.reload();
  await expect.poll(() => page.locator("html").getAttribute("lang")).toBe(locale);
  await page.getByTestId(ready).first().waitFor();
  await screenshot(page, `${name}-${viewport.width}-${locale}`, { fullPage: true });
}

describe("notes and documents", () => {
  let coachContext: BrowserContext;
  let clientContext: BrowserContext;
  let setup: Awaited<ReturnType<typeof newClient>>;

  beforeAll(async () => {
    // bypassCSP: the axe checks inject their script into the page, as accessibility.test.ts does.
    coachContext = await newContext(browser, DESKTOP, { bypassCSP: true });
    clientContext = await newContext(browser, PHONE, { bypassCSP: true });
    setup = await newClient(coachContext.request);
    // The coach signs in once for both tests (the session is the context's), so either runs alone.
    const page = await newPage(coachContext);
    await page.goto(`${BASE_URL}/login`);
    await signInCoach(page, DEMO.trainer.email, DEMO.trainer.password);
    await page.getByTestId("greeting").waitFor();
    await page.close();
  });
  afterAll(async () => {
    await coachContext?.close();
    await clientContext?.close();
  });

  it("a coach adds and pins a note and sees it at the top of the client page", async () => {
    const coach = await newPage(coachContext);
    await coach.goto(`${BASE_URL}/clients/${setup.slug}/workouts`);
    await coach.getByTestId("client-calendar").waitFor();
    await expect.poll(() => coach.getByTestId("pinned-notes").count()).toBe(0);

    await coach.getByTestId("toggle-notes").click();
    const panel = coach.getByTestId("notes-panel");
    await panel.getByTestId("notes-empty").waitFor();
    const text = `左肩旧伤，避免过头推举 ${uniqueSuffix()}`;
    await panel.getByTestId("note-body").fill(text);
    await panel.getByTestId("note-submit").click();
    const note = panel.getByTestId("note").filter({ hasText: text });
    await note.waitFor();
    await expect.poll(() => note.getByTestId("note-author").textContent()).not.toBe("");
    await expect.poll(() => note.getAttribute("data-pinned")).toBe("false");

    await note.getByTestId("note-pin").click();
    await expect.poll(() => note.getAttribute("data-pinned")).toBe("true");
    const pinned = coach.getByTestId("pinned-notes").getByTestId("pinned-note").filter({ hasText: text });
    await pinned.waitFor();

    // After a reload, the pin is the server's: it shows above the calendar with the panel closed.
    await coach.reload();
    await pinned.waitFor();
    const stored = await api<{ notes: { body: string; pinned: boolean }[] }>(
      coachContext.request,
      "GET",
      `/clients/${setup.clientId}/notes`,
      setup.token,
    );
    expect(stored.notes).toEqual([expect.objectContaining({ body: text, pinned: true })]);
    expect(coach.errors).toEqual([]);
  });

  it("a coach shares a document, the client acknowledges it on a phone, the coach sees it", async () => {
    const title = `训练须知 ${uniqueSuffix()}`;
    const coach = await newPage(coachContext);
    await coach.goto(`${BASE_URL}/library?tab=documents`);
    await coach.getByTestId("documents-tab").waitFor();
    expect(await blockingViolations(coach, "library documents tab")).toEqual([]);

    await coach.getByTestId("upload-document").click();
    const dialog = coach.getByTestId("document-dialog");
    await dialog.getByTestId("document-submit").click();
    // Nothing filled in: the form says what is missing and sends nothing.
    await dialog.getByText("请选择文件").waitFor();
    await dialog.getByTestId("document-file-input").setInputFiles({
      name: "须知.pdf",
      mimeType: "application/pdf",
      buffer: pdfBytes(title),
    });
    await dialog.getByTestId("document-title").fill(title);
    await dialog.getByTestId("document-client-search").fill(setup.name);
    const option = dialog.locator(`[data-testid="document-client-option"][data-name="${setup.name}"]`);
    await option.click();
    await dialog.getByTestId("document-submit").click();
    await dialog.waitFor({ state: "detached" });
    const card = coach.locator(`[data-testid="document"][data-title="${title}"]`);
    await card.waitFor();
    await expect.poll(() => card.getByTestId("document-ack-summary").textContent()).toBe("已确认 0 / 1");
    await card.getByTestId("document-pending").getByText(setup.name).waitFor();

    const client = await newPage(clientContext);
    await client.goto(`${BASE_URL}/login`);
    await signInCoach(client, setup.email, CLIENT_PASSWORD);
    await waitForPath(client, "/client");
    await client.getByTestId("client-tabbar").getByRole("link", { name: "文档" }).click();
    await waitForPath(client, "/client/documents");
    const doc = client.locator(`[data-testid="client-document"][data-title="${title}"]`);
    await doc.waitFor();
    expect(await blockingViolations(client, "client documents")).toEqual([]);
    const href = await doc.getByTestId("document-download").getAttribute("href");
    const file = await clientContext.request.get(`${BASE_URL}${href}`);
    expect((await file.body()).subarray(0, 5).toString()).toBe("%PDF-");
    await doc.getByTestId("document-acknowledge").click();
    await doc.getByTestId("document-acknowledged-at").waitFor();
    const width = await client.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);

    await coach.reload();
    await expect.poll(() => card.getByTestId("document-ack-summary").textContent()).toBe("已确认 1 / 1");
    await card.getByTestId("document-acknowledged").getByText(setup.name).waitFor();

    for (const locale of ["zh-CN", "en"] as const) {
      for (const viewport of [WIDE, PHONE]) {
        await shoot(coach, "documents-library", locale, viewport, "document");
        await shoot(client, "documents-client", locale, viewport, "client-document");
      }
    }
    await coach.evaluate(() => localStorage.setItem("coach:locale", "zh-CN"));

    // Deleting asks first; the document is gone for the client too.
    await coach.setViewportSize(WIDE);
    await coach.reload();
    await card.getByTestId("delete-document").click();
    await coach.getByTestId("confirm-delete").click();
    await card.waitFor({ state: "detached" });
    const left = await api<{ documents: { title: string }[] }>(
      clientContext.request,
      "GET",
      `/clients/${setup.clientId}/documents`,
      setup.token,
    );
    expect(left.documents.map((d) => d.title)).not.toContain(title);
    expect(coach.errors).toEqual([]);
    expect(client.errors).toEqual([]);
  });
});

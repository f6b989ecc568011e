import type { APIRequestContext, Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
 * Messages (issue 26): the demo trainer and a new client of theirs in two browser contexts. A
 * message arrives without a reload, the read receipt shows, recall reaches the other side, the
 * bell lists the client's message, and a message written offline in the client app is delivered
 * once after the connection is back. Coach on a desktop, client at phone width; English once.
 */

const CLIENT_PASSWORD = "Talk-Often-2026!";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A new client of the demo trainer who has accepted the invitation (so can sign in). */
async function newClient(request: APIRequestContext) {
  const { token: coachToken } = await api<{ token: string }>(
    request,
    "POST",
    "/oauth/token",
    null,
    DEMO.trainer,
  );
  const email = `messages-${uniqueSuffix()}@example.com`;
  const name = `唐小禾${uniqueSuffix().slice(-3)}`;
  const created = await api<{ client: { id: number } }>(request, "POST", "/clients", coachToken, {
    client: { user: { name, email } },
  });
  const clientId = created.client.id;
  const invite = await api<{ invite: { url: string } }>(
    request,
    "POST",
    `/clients/${clientId}/invite`,
    coachToken,
  );
  const token = new URL(invite.invite.url).pathname.split("/").at(-1);
  await api(request, "POST", "/invites/accept", null, { token, password: CLIENT_PASSWORD });
  return { coachToken, clientId, email, name };
}

const thread = (page: Page) => page.getByTestId("conversation-thread");
const messageWith = (page: Page, text: string) =>
  thread(page).getByTestId("message").filter({ hasText: text });

async function send(page: Page, text: string) {
  const input = thread(page).getByTestId("composer-input");
  await input.fill(text);
  await input.press("Enter");
  await expect.poll(() => input.inputValue()).toBe("");
}

describe("messages", () => {
  let coachContext: BrowserContext;
  let clientContext: BrowserContext;
  let setup: Awaited<ReturnType<typeof newClient>>;

  beforeAll(async () => {
    coachContext = await newContext(browser, DESKTOP);
    clientContext = await newContext(browser, PHONE);
    setup = await newClient(coachContext.request);
  });
  afterAll(async () => {
    await coachContext?.close();
    await clientContext?.close();
  });

  it("coach and client talk in real time: delivery, read receipt, bell, recall, offline once", async () => {
    const coach = await newPage(coachContext);
    await coach.goto(`${BASE_URL}/login?to=${encodeURIComponent(`/messages?client=${setup.clientId}`)}`);
    await signInCoach(coach, DEMO.trainer.email, DEMO.trainer.password);
    await waitForPath(coach, "/messages");
    await expect.poll(() => coach.getByTestId("thread-title").textContent()).toBe(setup.name);

    const client = await newPage(clientContext);
    await client.goto(`${BASE_URL}/login`);
    await signInCoach(client, setup.email, CLIENT_PASSWORD);
    await waitForPath(client, "/client");
    await client.getByTestId("client-tabbar").getByRole("link", { name: "消息" }).click();
    await waitForPath(client, "/client/messages");
    await thread(client).getByTestId("composer-input").waitFor();

    // Coach → client, no reload: the socket puts it into the open thread.
    await send(coach, "你好！今天的训练感觉怎么样？");
    await messageWith(client, "你好！今天的训练感觉怎么样？").waitFor();
    // The client's thread is open, so the message is read: the coach sees 已读 under it.
    await messageWith(coach, "你好！今天的训练感觉怎么样？").getByTestId("read-receipt").waitFor();

    // Client → coach while the coach is on another screen: the bell counts and lists it, unread.
    await coach.getByTestId("sidebar").getByRole("link", { name: "首页", exact: true }).click();
    await waitForPath(coach, "/");
    await send(client, "深蹲时膝盖有点酸 https://example.com/knee");
    await coach.getByTestId("bell-count").waitFor();
    await coach.getByTestId("notification-bell").click();
    const item = coach.getByTestId("notification-item").filter({ hasText: "深蹲时膝盖有点酸" });
    await item.first().waitFor();
    await expect(item.first().getAttribute("data-unread")).resolves.toBe("true");
    await screenshot(coach, "messages-bell-desktop");
    await item.first().click();
    await waitForPath(coach, "/messages");
    const arrived = messageWith(coach, "深蹲时膝盖有点酸");
    await arrived.waitFor();
    await expect(
      arrived.getByRole("link", { name: "https://example.com/knee" }).getAttribute("href"),
    ).resolves.toBe("https://example.com/knee");
    // The thread showed it, so its notice is read as well (server: conversations/read-mark.ts).
    await coach.getByTestId("notification-bell").click();
    await expect.poll(() => item.first().getAttribute("data-unread")).toBeNull();
    await coach.keyboard.press("Escape");
    await screenshot(coach, "messages-desktop");

    // Recall within two minutes, from the message's menu: both sides see the notice.
    await send(coach, "这条发错了");
    await messageWith(client, "这条发错了").waitFor();
    const mine = messageWith(coach, "这条发错了");
    await mine.hover();
    await mine.getByTestId("message-menu").click();
    await coach.getByTestId("message-recall").click();
    await thread(coach).getByTestId("message-recalled").filter({ hasText: "你撤回了一条消息" }).waitFor();
    await thread(client).getByTestId("message-recalled").filter({ hasText: "撤回了一条消息" }).waitFor();
    await expect(messageWith(client, "这条发错了").count()).resolves.toBe(0);
    // The receipt stays on the last message still shown, not on the recalled one.
    await messageWith(coach, "你好！今天的训练感觉怎么样？").getByTestId("read-receipt").waitFor();
    await screenshot(client, "messages-client-phone");

    // Offline: the message waits in the queue (待同步) and is delivered once when back online.
    await clientContext.setOffline(true);
    await send(client, "地铁里没信号，晚点再练");
    await messageWith(client, "地铁里没信号").getByTestId("message-queued").waitFor();
    await clientContext.setOffline(false);
    await messageWith(coach, "地铁里没信号").waitFor();
    await expect.poll(() => thread(client).getByTestId("message-queued").count()).toBe(0);
    await expect
      .poll(async () => {
        const answer = await api<{ messages: Array<{ body: string | null }> }>(
          coachContext.request,
          "GET",
          `/clients/${setup.clientId}/conversation?per_page=50`,
          setup.coachToken,
        );
        return answer.messages.filter((m) => m.body === "地铁里没信号，晚点再练").length;
      })
      .toBe(1);
    expect(coach.errors).toEqual([]);
    expect(client.errors).toEqual([]);
  });

  it("the inbox on a phone and in English", async () => {
    const page = await newPage(coachContext);
    await page.setViewportSize(PHONE);
    await page.goto(`${BASE_URL}/messages`);
    const row = page.getByTestId("inbox-row").filter({ hasText: setup.name });
    await row.waitFor();
    await screenshot(page, "messages-inbox-phone");
    await row.click();
    await thread(page).getByTestId("composer-input").waitFor();
    await expect(page.getByTestId("inbox").isVisible()).resolves.toBe(false);
    await screenshot(page, "messages-thread-phone");
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);

    await page.evaluate(() => localStorage.setItem("coach:locale", "en"));
    await page.setViewportSize(DESKTOP);
    await page.goto(`${BASE_URL}/messages?client=${setup.clientId}`);
    await expect
      .poll(() => thread(page).getByTestId("composer-input").getAttribute("placeholder"))
      .toBe("Type a message. Enter sends, Shift+Enter for a new line");
    await page.getByTestId("inbox-search").fill("膝盖");
    await expect.poll(() => page.getByTestId("inbox-row").count()).toBeGreaterThan(0);
    await screenshot(page, "messages-desktop-en");
    await page.evaluate(() => localStorage.removeItem("coach:locale"));
  });
});

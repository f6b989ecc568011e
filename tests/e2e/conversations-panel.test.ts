import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  bodiesOf,
  openClientMessages,
  sendFrom,
  signInAt,
  TRAINER_PASSWORD,
  thread,
  trainerWithClients,
} from "./conversation-support";
import { DESKTOP, launchBrowser, newContext, newPage, PHONE, screenshot, toasts } from "./support";

/**
 * Issue 26's conversation screens beside /messages: the panel next to a client's calendar (the
 * coach writes there, the client's answer arrives without a reload) and the client list's bulk
 * "发送消息", one message into each chosen client's own conversation. A new trainer of the demo
 * organization and three new clients of theirs: no other file touches them.
 */

let browser: Browser;
let team: Awaited<ReturnType<typeof trainerWithClients>>;
/** Each test signs its people in afresh: a desktop context for the coach, phones for clients. */
let coachContext: BrowserContext;
let clientContext: BrowserContext;

beforeAll(async () => {
  browser = await launchBrowser();
  const setup = await newContext(browser);
  team = await trainerWithClients(setup.request, 3, "panel");
  await setup.close();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  coachContext = await newContext(browser, DESKTOP);
  clientContext = await newContext(browser, PHONE);
});
afterEach(async () => {
  await coachContext?.close();
  await clientContext?.close();
});

describe("conversations beside the calendar and to many clients", () => {
  it("the calendar's panel: the coach writes, the client's reply arrives without a reload", async () => {
    const [first] = team.clients;
    if (!first) throw new Error("no client");
    const coach = await newPage(coachContext);
    await signInAt(coach, team.trainer, TRAINER_PASSWORD, `/clients/${first.slug}/workouts`);
    await coach.getByTestId("calendar-grid").waitFor();
    const toggle = coach.getByTestId("toggle-conversation");
    expect(await toggle.getAttribute("aria-pressed")).toBe("false");
    await toggle.click();
    const panel = coach.getByTestId("conversation-panel");
    await panel.getByTestId("composer-input").waitFor();
    expect(await toggle.getAttribute("aria-pressed")).toBe("true");
    expect(await panel.getByRole("heading", { level: 2 }).textContent()).toBe(first.name);

    await sendFrom(panel.getByTestId("composer-input"), "这周的计划已经排好了，有问题随时说");
    await panel.getByTestId("message").filter({ hasText: "这周的计划已经排好了" }).waitFor();

    const client = await newPage(clientContext);
    await openClientMessages(client, first);
    await thread(client).getByTestId("message").filter({ hasText: "这周的计划已经排好了" }).waitFor();
    await sendFrom(thread(client).getByTestId("composer-input"), "收到，周三可能要晚一点练");

    // The socket brings the reply into the open panel: no reload, no navigation.
    await panel.getByTestId("message").filter({ hasText: "收到，周三可能要晚一点练" }).waitFor();
    // The client's thread was open when the coach's message came, so the coach sees it read.
    await panel
      .getByTestId("message")
      .filter({ hasText: "这周的计划已经排好了" })
      .getByTestId("read-receipt")
      .waitFor();
    await screenshot(coach, "conversation-panel-desktop");

    await coach.getByRole("button", { name: "关闭面板" }).click();
    await panel.waitFor({ state: "detached" });
    expect(await toggle.getAttribute("aria-pressed")).toBe("false");
    expect(coach.errors).toEqual([]);
    expect(client.errors).toEqual([]);
  });

  it("the client list's bulk 发送消息 puts one message into each chosen client's conversation", async () => {
    const [, second, third] = team.clients;
    if (!second || !third) throw new Error("no clients");
    const coach = await newPage(coachContext);
    await signInAt(coach, team.trainer, TRAINER_PASSWORD, "/clients");
    for (const chosen of [second, third]) {
      await coach
        .getByTestId("client-row")
        .filter({ hasText: chosen.name })
        .getByTestId("select-client")
        .click();
    }
    await expect.poll(() => coach.getByTestId("bulk-count").textContent()).toContain("2");
    await coach.getByTestId("bulk-message").click();
    const dialog = coach.getByTestId("broadcast-dialog");
    await dialog.waitFor();
    const recipients = dialog.getByTestId("broadcast-recipients").getByRole("listitem");
    expect((await recipients.allTextContents()).sort()).toEqual([second.name, third.name].sort());
    expect(await dialog.getByTestId("broadcast-send").isDisabled()).toBe(true);
    const text = "周末的体测改到周日上午九点";
    await dialog.getByTestId("broadcast-body").fill(text);
    await screenshot(coach, "broadcast-dialog-desktop");
    await dialog.getByTestId("broadcast-send").click();
    await toasts(coach).filter({ hasText: "已发送给 2 位学员" }).waitFor();
    await dialog.waitFor({ state: "detached" });

    // Each chosen client reads it in their own thread; the client not chosen has nothing.
    for (const chosen of [second, third]) {
      // Each on their own phone.
      const phone = await newContext(browser, PHONE);
      const page = await newPage(phone);
      await openClientMessages(page, chosen);
      await thread(page).getByTestId("message").filter({ hasText: text }).waitFor();
      expect(await bodiesOf(phone.request, chosen.token, chosen.id)).toEqual([text]);
      expect(page.errors).toEqual([]);
      await phone.close();
    }
    const notChosen = team.clients[0];
    if (!notChosen) throw new Error("no client");
    expect(await bodiesOf(coachContext.request, team.trainer.token, notChosen.id)).not.toContain(text);
    expect(coach.errors).toEqual([]);
  });
});

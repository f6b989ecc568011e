import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAt, TRAINER_PASSWORD, trainerWithClients } from "./conversation-support";
import { DESKTOP, launchBrowser, newContext, newPage, screenshot, toasts } from "./support";

/**
 * The coach's profile (issue 29: "the profile sets it"): the 语言 field saves the account's language
 * with the rest of the form (emails use it) and shows the app in it at once; another device where
 * nobody chose a language follows the account's. A new trainer of its own, so no other test's
 * language changes.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("the profile's language", () => {
  it("saves English with the form, switches the app, and keeps it after a reload and on another device", async () => {
    const context = await newContext(browser, DESKTOP);
    const { trainer } = await trainerWithClients(context.request, 0, "lang");
    const page = await newPage(context);
    await signInAt(page, trainer, TRAINER_PASSWORD, "/profile");
    const form = page.getByTestId("profile-form");
    const language = form.getByRole("combobox", { name: "语言" });
    await expect.poll(async () => (await language.textContent())?.trim()).toBe("简体中文");
    await language.click();
    await page.getByRole("option", { name: "English", exact: true }).click();
    await page.getByTestId("profile-save").click();

    await toasts(page).filter({ hasText: "Profile updated" }).waitFor();
    await page.getByTestId("page-title").getByText("Profile").waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("en");
    expect(await page.getByTestId("sidebar").textContent()).toContain("Clients");
    await screenshot(page, "profile-language-en");

    await page.reload();
    await page.getByTestId("page-title").getByText("Profile").waitFor();
    const reloaded = page.getByTestId("profile-form").getByRole("combobox", { name: "Language" });
    await expect.poll(async () => (await reloaded.textContent())?.trim()).toBe("English");
    expect(page.errors).toEqual([]);
    await context.close();

    // A fresh browser (a Chinese one, no choice stored): signing in brings the account's English.
    const other = await newContext(browser, DESKTOP);
    const second = await newPage(other);
    await signInAt(second, trainer, TRAINER_PASSWORD, "/profile");
    await second.getByTestId("page-title").getByText("Profile").waitFor();
    expect(await second.evaluate(() => localStorage.getItem("coach:locale"))).toBe("en");
    await other.close();
  });
});

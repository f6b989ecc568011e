import { type Browser, chromium } from "playwright-core";

/**
 * The Debian Chromium the browser tests and `npm run bench -- browser` drive ($CHROMIUM_PATH, else
 * /usr/bin/chromium). Its own module so the bench can launch it without loading vitest's hooks.
 */
const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: CHROMIUM_FLAGS,
    headless: true,
  });
}

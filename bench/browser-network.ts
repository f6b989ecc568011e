import type { Page } from "playwright-core";

/** What one page load asked for, counted as DevTools' Network panel counts it. */
export type NetworkTally = {
  /** Every http(s) request the page made (data: and blob: URLs are not requests). */
  requests: number;
  /** Those answered from the browser's memory or disk cache, without the network. */
  fromCache: number;
  /** Bytes received over the network: compressed bodies plus response headers. */
  transferred: number;
  /** Content-Encoding of the answers that came over the network ("identity" when none). */
  encodings: Record<string, number>;
};

/**
 * Starts counting the network of `page` through the DevTools protocol (Playwright's own events do
 * not say whether an answer came from the cache or how many bytes crossed the wire). Read the
 * tally once the page is idle: bytes are known only when a response has finished loading.
 */
export async function tallyNetwork(page: Page): Promise<NetworkTally> {
  const tally: NetworkTally = { requests: 0, fromCache: 0, transferred: 0, encodings: {} };
  // By request id: Chromium may report one cached answer through more than one event.
  const cached = new Set<string>();
  const cdp = await page.context().newCDPSession(page);
  cdp.on("Network.requestWillBeSent", (e) => {
    if (/^https?:/.test(e.request.url)) tally.requests += 1;
  });
  cdp.on("Network.requestServedFromCache", (e) => {
    cached.add(e.requestId);
    tally.fromCache = cached.size;
  });
  cdp.on("Network.responseReceived", (e) => {
    if (!/^https?:/.test(e.response.url)) return;
    if (e.response.fromDiskCache || e.response.fromServiceWorker || cached.has(e.requestId)) {
      cached.add(e.requestId);
      tally.fromCache = cached.size;
      return;
    }
    const header = Object.entries(e.response.headers).find(
      ([name]) => name.toLowerCase() === "content-encoding",
    );
    const encoding = header?.[1] || "identity";
    tally.encodings[encoding] = (tally.encodings[encoding] ?? 0) + 1;
  });
  cdp.on("Network.loadingFinished", (e) => {
    tally.transferred += e.encodedDataLength;
  });
  await cdp.send("Network.enable");
  return tally;
}

/**
 * Records in the page, from its first script on, the moment (ms since navigation start) an
 * element matching `selector` first appears: the time to data, without the delay of polling for
 * it from the outside. Read it with `dataShownAt` once the element is there.
 */
export async function markWhenShown(page: Page, selector: string): Promise<void> {
  // A string, not a function: tsx wraps named functions in a helper the page does not have.
  await page.addInitScript({
    content: `(() => {
      const observer = new MutationObserver(() => {
        if (!document.querySelector(${JSON.stringify(selector)})) return;
        window.__dataShownAt = performance.now();
        observer.disconnect();
      });
      observer.observe(document, { childList: true, subtree: true });
    })();`,
  });
}

export async function dataShownAt(page: Page): Promise<number> {
  const at = await page.evaluate(() => (window as { __dataShownAt?: number }).__dataShownAt);
  if (at === undefined) throw new Error("browser bench: the data element was never recorded");
  return at;
}

import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { AxeResults, NodeResult } from "axe-core";
import type { Page } from "playwright-core";

/**
 * axe-core run inside the page under test (issue 23). The script is injected as an inline script,
 * which the app's Content-Security-Policy forbids: the browser context needs `bypassCSP: true`.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** WCAG 2.2 level A and AA (axe tags every rule with the version that introduced it). */
const WCAG_AA_TAGS = ["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"];

/** What blocks a person: the impacts the issue requires to be zero. */
const BLOCKING = new Set(["critical", "serious"]);

/** One failing element, described so a test failure says where to look without a rerun. */
export type Finding = string;

/** The colours and ratio axe measured, for a contrast failure ("#777 on #fff 4.1:1 at 9pt"). */
function contrastDetail(node: NodeResult): string {
  const data = node.any.find((check) => check.id === "color-contrast")?.data as
    | { fgColor?: string; bgColor?: string; contrastRatio?: number; fontSize?: string }
    | undefined;
  if (!data?.fgColor) return "";
  return ` (${data.fgColor} on ${data.bgColor} ${data.contrastRatio}:1 at ${data.fontSize})`;
}

/** Waits for finite animations (dialog zoom, page fade) to end: axe measures colours as painted. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/**
 * The critical and serious WCAG 2.2 AA violations on the page as it is now, one line per element:
 * `<screen> <rule> <selector> <detail>`.
 */
export async function blockingViolations(page: Page, screen: string): Promise<Finding[]> {
  await settle(page);
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ content: AXE_SOURCE });
  const results: AxeResults = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof import("axe-core") }).axe.run(document, {
        runOnly: { type: "tag", values: tags },
        resultTypes: ["violations"],
      }),
    WCAG_AA_TAGS,
  );
  return results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ""))
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${screen} ${violation.id} ${node.target.join(" ")}${contrastDetail(node)} — ${node.html.slice(0, 120)}`,
      ),
    );
}

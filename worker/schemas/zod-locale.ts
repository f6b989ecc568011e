import * as z from "zod";
// The two locale modules themselves, not `z.locales`: that object holds all of zod's ~60 locales
// (~260 KiB of the Worker bundle) and keeps every one of them in.
import en from "zod/v4/locales/en.js";
import zhCN from "zod/v4/locales/zh-CN.js";

/**
 * zod's own messages (a too-long text without a message of ours …) in the product's languages:
 * zh-CN by default, and English for English callers. Our schemas' own messages are Chinese texts
 * and stay as written.
 */
const zh = zhCN();
const english = en();
z.config(zh);

type Issue = Parameters<typeof zh.localeError>[0];

function render(map: typeof zh, issue: Issue): string | undefined {
  const out = map.localeError(issue);
  return typeof out === "string" ? out : out?.message;
}

/**
 * An issue's message for `locale`. A message that zod itself wrote in Chinese is written again in
 * English for English callers; a message of ours (or one zod cannot write again exactly, without the
 * input) stays as it is.
 */
export function localizedIssueMessage(issue: { message: string }, locale: "zh-CN" | "en"): string {
  if (locale !== "en") return issue.message;
  try {
    if (render(zh, issue as Issue) !== issue.message) return issue.message;
    return render(english, issue as Issue) ?? issue.message;
  } catch {
    return issue.message;
  }
}

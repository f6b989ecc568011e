import * as z from "zod";
// The two locale modules themselves, not `z.locales`: that object holds all of zod's ~60 locales
// (~260 KiB of the Worker bundle) and keeps every one of them in.
import enLocale from "zod/v4/locales/en.js";
import zhCNLocale from "zod/v4/locales/zh-CN.js";
import { fieldMessageOfText, type IssueText } from "#shared/messages";

/**
 * zod's own messages (a too-long text without a message of ours …) in the product's languages:
 * zh-CN by default, and English for English callers. Our schemas' own messages are field message
 * codes (shared/messages.ts FIELD_MESSAGES), rendered the same way.
 *
 * zod writes its message when the issue is raised, from facts (the input received …) that the
 * finished issue no longer holds, so it is written then in both languages at once: the message
 * zod stores is `BOTH` + `{"zh": …, "en": …}`, read back by issueTextOfZod. Nothing shows a raw
 * zod message to a person: every answer goes through issuesFromZod (worker/errors.ts).
 */
const zh = zhCNLocale();
const en = enLocale();
const BOTH = "zod:";

type Issue = Parameters<typeof zh.localeError>[0];

function render(map: typeof zh, issue: Issue): string | undefined {
  const out = map.localeError(issue);
  return typeof out === "string" ? out : out?.message;
}

z.config({
  localeError: (issue) => {
    const zhText = render(zh, issue);
    if (zhText === undefined) return undefined;
    return BOTH + JSON.stringify({ zh: zhText, en: render(en, issue) ?? zhText });
  },
});

/**
 * What a zod issue says, for rendering in the request's language (worker/errors.ts renderIssues):
 * a field message of ours (`fieldText` in shared/messages.ts), zod's own message in both
 * languages, or (a message given some other way) the text as it is.
 */
export function issueTextOfZod(issue: { message: string }): IssueText {
  const ours = fieldMessageOfText(issue.message);
  if (ours) return ours;
  if (issue.message.startsWith(BOTH)) {
    try {
      const both = JSON.parse(issue.message.slice(BOTH.length)) as { zh?: unknown; en?: unknown };
      if (typeof both.zh === "string" && typeof both.en === "string") return { zh: both.zh, en: both.en };
    } catch {
      // not ours after all: shown as written
    }
  }
  return issue.message;
}

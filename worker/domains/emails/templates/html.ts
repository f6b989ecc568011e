/**
 * HTML for emails, escaped by default: every value put into `html\`…\`` is escaped unless it is
 * itself the result of `html` (a SafeHtml). Arrays are joined. There is no other way to build a
 * template's HTML, so a name like `<b>` prints as typed.
 * Decision: docs/decisions/2026-11-26-email-templates-and-outbox.md
 */

export class SafeHtml {
  constructor(readonly value: string) {}
  toString() {
    return this.value;
  }
}

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

type HtmlValue = SafeHtml | string | number | null | undefined | false | readonly HtmlValue[];

function render(value: HtmlValue): string {
  if (value === null || value === undefined || value === false) return "";
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join("");
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let out = strings[0]!;
  for (let i = 0; i < values.length; i++) out += render(values[i]!) + strings[i + 1]!;
  return new SafeHtml(out);
}

/** Plain text with its line breaks kept (a coach's instructions, an item's info). */
export function multiline(text: string): SafeHtml {
  return new SafeHtml(escapeHtml(text).replace(/\r?\n/g, "<br>"));
}

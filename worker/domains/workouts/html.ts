import { RICH_TEXT_TAGS, SAFE_LINK } from "#shared/rich-text-rules";

/**
 * Allow-list HTML sanitizer for rich-text fields (a workout's `short_description`). Pure string
 * code, so it runs the same on Node and in workerd (no DOM, no dependencies).
 *
 * Safety comes from re-serialising, not from recognising attacks: the input is tokenised, and the
 * output is built only from allowed tags (with attributes we write ourselves) and escaped text.
 * Whatever the tokenizer does not understand ends up as escaped text, never as markup.
 *
 * - Kept: p, br, strong, b, em, i, u, s, ul, ol, li, blockquote, h1–h4, span (no attributes), and
 *   a with an http(s)/mailto href only, always with rel="noopener noreferrer".
 * - Dropped with their content: script, style, iframe, object, embed, template, textarea, title,
 *   noscript, svg, math, … (see DROP_WITH_CONTENT); comments, doctypes, processing instructions.
 * - Other tags are dropped but their text is kept (`<div>x</div>` → `x`).
 * - Every attribute except a checked href is dropped (on*, style, class, src, …).
 * - Open tags are closed at the end; stray end tags are dropped.
 */

const ALLOWED = RICH_TEXT_TAGS;
const VOID = new Set(["br"]);

/** Elements whose whole content goes with them (raw text, embedded documents, foreign content). */
const DROP_WITH_CONTENT = new Set([
  "script",
  "style",
  "iframe",
  "frameset",
  "object",
  "applet",
  "template",
  "textarea",
  "title",
  "noscript",
  "noembed",
  "noframes",
  "xmp",
  "plaintext",
  "svg",
  "math",
  "select",
  "head",
]);

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
  colon: ":",
  tab: "\t",
  newline: "\n",
  sol: "/",
  lpar: "(",
  rpar: ")",
  period: ".",
  comma: ",",
};

function escapeText(text: string): string {
  // `&` stays when it starts a well-formed character reference (the browser shows the character
  // as text; a reference can never produce markup), otherwise it is escaped.
  return text
    .replace(/&(?![a-zA-Z][a-zA-Z0-9]{0,31};|#[0-9]{1,7};|#[xX][0-9a-fA-F]{1,6};)/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/**
 * Decodes character references the way a browser does inside an attribute before it reads a URL's
 * scheme: numeric references with or without ";", named ones with ";".
 */
function decodeEntities(value: string): string {
  return value.replace(/&(?:#([xX][0-9a-fA-F]+|[0-9]+);?|([a-zA-Z][a-zA-Z0-9]*);)/g, (match, num, named) => {
    if (num) {
      const code = num[0] === "x" || num[0] === "X" ? Number.parseInt(num.slice(1), 16) : Number(num);
      if (!Number.isFinite(code) || code <= 0 || code > 0x10ffff) return "\ufffd";
      return String.fromCodePoint(code);
    }
    return NAMED_ENTITIES[String(named).toLowerCase()] ?? match;
  });
}

/** http(s) and mailto only; anything else (javascript:, data:, vbscript:, relative, …) is refused. */
export function safeHref(raw: string): string | null {
  // Browsers drop tabs and newlines anywhere in a URL ("java\tscript:") and trim control
  // characters and spaces at both ends; the allow-listed prefix is checked after the same steps.
  const cleaned = decodeEntities(raw)
    .replace(/[\t\n\r]/g, "")
    // biome-ignore lint/suspicious/noControlCharactersInRegex: trimming control characters is the point
    .replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, "");
  if (!SAFE_LINK.test(cleaned)) return null;
  if (cleaned.length > 2048) return null;
  return cleaned;
}

type Attribute = { name: string; value: string };

/** Attributes of a start tag from `from` (just after the tag name); returns them and the index after `>`. */
function readAttributes(html: string, from: number): { attributes: Attribute[]; end: number } {
  const attributes: Attribute[] = [];
  let i = from;
  const n = html.length;
  while (i < n) {
    while (i < n && /[\s/]/.test(html[i]!)) i++;
    if (i >= n) break;
    if (html[i] === ">") return { attributes, end: i + 1 };
    const nameStart = i;
    // An attribute name may start with "=" in the HTML grammar; consume at least one character.
    i++;
    while (i < n && !/[\s/>=]/.test(html[i]!)) i++;
    const name = html.slice(nameStart, i).toLowerCase();
    while (i < n && /\s/.test(html[i]!)) i++;
    let value = "";
    if (html[i] === "=") {
      i++;
      while (i < n && /\s/.test(html[i]!)) i++;
      const quote = html[i];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, i + 1);
        if (close === -1) return { attributes, end: n };
        value = html.slice(i + 1, close);
        i = close + 1;
      } else {
        const start = i;
        while (i < n && !/[\s>]/.test(html[i]!)) i++;
        value = html.slice(start, i);
      }
    }
    attributes.push({ name, value });
  }
  return { attributes, end: n };
}

/** Index just after the end tag `</name ...>` (case-insensitive), or the end of input. */
function skipPast(html: string, from: number, name: string): number {
  const lower = html.toLowerCase();
  let i = from;
  while (i < html.length) {
    const at = lower.indexOf(`</${name}`, i);
    if (at === -1) return html.length;
    const after = lower[at + 2 + name.length];
    if (after === undefined || /[\s/>]/.test(after)) {
      const close = html.indexOf(">", at);
      return close === -1 ? html.length : close + 1;
    }
    i = at + 2;
  }
  return html.length;
}

export function sanitizeHtml(input: string): string {
  const html = input.replace(/\0/g, "");
  const out: string[] = [];
  const open: string[] = [];
  let i = 0;
  let text = "";
  const flush = () => {
    if (text) out.push(escapeText(text));
    text = "";
  };
  const n = html.length;
  while (i < n) {
    const lt = html.indexOf("<", i);
    if (lt === -1) {
      text += html.slice(i);
      break;
    }
    text += html.slice(i, lt);
    i = lt;
    const next = html[i + 1];
    if (html.startsWith("<!--", i)) {
      const close = html.indexOf("-->", i + 4);
      i = close === -1 ? n : close + 3;
      continue;
    }
    if (next === "!" || next === "?") {
      const close = html.indexOf(">", i);
      i = close === -1 ? n : close + 1;
      continue;
    }
    const isEnd = next === "/";
    const nameStart = isEnd ? i + 2 : i + 1;
    const nameMatch = /^[a-zA-Z][^\s/>]*/.exec(html.slice(nameStart, nameStart + 64));
    if (!nameMatch) {
      if (isEnd) {
        // "</>" or "</ x>": a bogus comment to the browser; drop it.
        const close = html.indexOf(">", i);
        i = close === -1 ? n : close + 1;
      } else {
        text += "<";
        i++;
      }
      continue;
    }
    const name = nameMatch[0].toLowerCase();
    const { attributes, end } = readAttributes(html, nameStart + nameMatch[0].length);
    i = end;
    if (isEnd) {
      if (!ALLOWED.has(name) || VOID.has(name)) continue;
      const at = open.lastIndexOf(name);
      if (at === -1) continue;
      flush();
      while (open.length > at) out.push(`</${open.pop()}>`);
      continue;
    }
    if (DROP_WITH_CONTENT.has(name)) {
      i = skipPast(html, i, name);
      continue;
    }
    if (!ALLOWED.has(name)) continue;
    flush();
    if (name === "a") {
      const href = attributes.find((a) => a.name === "href");
      const safe = href ? safeHref(href.value) : null;
      out.push(safe ? `<a href="${escapeAttribute(safe)}" rel="noopener noreferrer">` : "<a>");
    } else {
      out.push(`<${name}>`);
    }
    if (!VOID.has(name)) open.push(name);
  }
  flush();
  while (open.length > 0) out.push(`</${open.pop()}>`);
  return out.join("");
}

/** Sanitised HTML; null and undefined pass through (absent or cleared field). */
export function sanitizeOptionalHtml<T extends string | null | undefined>(input: T): T {
  return (typeof input === "string" ? sanitizeHtml(input) : input) as T;
}

/** A piece of a message body: plain text, or an address to show as a link. */
export type TextPart = { kind: "text"; text: string } | { kind: "link"; text: string; href: string };

// http(s) addresses and bare www. ones; stops at whitespace and at CJK punctuation, which in
// Chinese text follows an address without a space (见 https://a.cn/x，谢谢).
const ADDRESS = /\b(?:https?:\/\/|www\.)[^\s<>"'，。！？；：、）」』【】《》]+/gi;
// Punctuation that ends a sentence rather than the address ("see https://a.com/x.").
const TRAILING = /[.,!?;:)\]}'"]+$/;

/**
 * Splits plain text into text and link parts for display. The web renders the parts as text
 * nodes and <a> elements, never as HTML, so a body cannot inject markup; only http(s) addresses
 * become links (no javascript: or data:).
 */
export function linkify(body: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of body.matchAll(ADDRESS)) {
    const raw = match[0].replace(TRAILING, "");
    const index = match.index ?? 0;
    if (raw.length === 0 || /^www\.$/i.test(raw)) continue;
    if (index > last) parts.push({ kind: "text", text: body.slice(last, index) });
    const href = /^www\./i.test(raw) ? `https://${raw}` : raw;
    parts.push({ kind: "link", text: raw, href });
    last = index + raw.length;
  }
  if (last < body.length) parts.push({ kind: "text", text: body.slice(last) });
  return parts;
}

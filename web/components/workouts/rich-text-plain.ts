/**
 * A workout's rich-text description (HTML) as plain text and back, for the places that show or
 * edit it as text. No imports, so the editor's form values (workout-editor/values.ts) that use it
 * are tested under Node.
 */

/** Plain text of the stored HTML summary (the editor's textarea edits text). */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return "";
  return html
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/(p|div|li|h\d)>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** Text back to HTML: one paragraph per line, escaped (the server sanitises again). */
export function textToHtml(text: string): string | null {
  const lines = text
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);
  if (lines.length === 0) return null;
  const esc = (s: string) =>
    s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
  return lines.map((l) => `<p>${esc(l)}</p>`).join("");
}

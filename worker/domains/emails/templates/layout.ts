import type { EmailBrand } from "../brand";
import { html, type SafeHtml } from "./html";
import type { RenderContext } from "./rendered";
import { type EmailLocale, emailTexts } from "./texts";

/**
 * The frame every email shares: one column at most 560px wide that shrinks to the phone's width,
 * inline styles (mail clients drop <style> unevenly), colours that read on light and on dark
 * backgrounds (clients that invert colours keep the contrast; `color-scheme` lets Apple Mail and
 * others switch on their own), the brand's logo and name on top, its colour on the button, and the
 * footer with the sender line and the unsubscribe and settings links.
 */

export type EmailFrame = {
  locale: EmailLocale;
  brand: EmailBrand;
  /** The first line a mail list shows (hidden in the body). */
  preheader: string;
  heading: string;
  body: SafeHtml;
  /** The button under the body. */
  action?: { label: string; url: string };
  /** Where this kind of email is turned off with one click; absent for mails that cannot be. */
  unsubscribeUrl: string | null;
  settingsUrl: string;
};

/** The frame's part a template takes from its context as is. */
export const frameOf = (ctx: RenderContext) => ({
  locale: ctx.locale,
  brand: ctx.brand,
  unsubscribeUrl: ctx.unsubscribeUrl,
  settingsUrl: ctx.settingsUrl,
});

const FONT =
  "-apple-system,BlinkMacSystemFont,'PingFang SC','Microsoft YaHei','Segoe UI',Roboto,Arial,sans-serif";

/** The brand's logo (alt text: its name, for clients that block images) beside its name. */
function brandHeader(brand: EmailBrand) {
  const logo = brand.logoUrl
    ? html`<img src="${brand.logoUrl}" alt="${brand.name}" height="32" style="height:32px;width:auto;max-width:160px;vertical-align:middle;border:0;margin-right:8px;">`
    : "";
  return html`<tr><td style="padding:16px 20px 0 20px;font-size:15px;line-height:32px;font-weight:600;color:#3f3f46;">${logo}<span style="vertical-align:middle;">${brand.name}</span></td></tr>`;
}

export function emailHtml(frame: EmailFrame): string {
  const texts = emailTexts(frame.locale);
  const { brand } = frame;
  const doc = html`<!doctype html>
<html lang="${frame.locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="supported-color-schemes" content="light dark">
<title>${frame.heading}</title>
</head>
<body style="margin:0;padding:0;background:#f4f4f5;color:#18181b;font-family:${FONT};">
<div style="display:none;max-height:0;overflow:hidden;">${frame.preheader}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f5;">
<tr><td align="center" style="padding:16px 8px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border:1px solid #e4e4e7;border-radius:8px;">
${brandHeader(brand)}
<tr><td style="padding:12px 20px 8px 20px;font-size:20px;line-height:28px;font-weight:600;color:#18181b;">${frame.heading}</td></tr>
<tr><td style="padding:0 20px 16px 20px;font-size:15px;line-height:22px;color:#27272a;">${frame.body}</td></tr>
${
  frame.action
    ? html`<tr><td style="padding:0 20px 20px 20px;"><a href="${frame.action.url}" style="display:inline-block;padding:10px 18px;background:${brand.button.background};color:${brand.button.text};text-decoration:none;border-radius:6px;font-size:15px;font-weight:600;">${frame.action.label}</a></td></tr>`
    : ""
}
</table>
<p style="max-width:560px;margin:12px auto 0 auto;font-size:12px;line-height:18px;color:#71717a;">
${texts.sentBy(brand.name, brand.via)}<br>
${frame.unsubscribeUrl ? html`<a href="${frame.unsubscribeUrl}" style="color:#71717a;">${texts.unsubscribe}</a> · ` : ""}<a href="${frame.settingsUrl}" style="color:#71717a;">${texts.settings}</a>
</p>
</td></tr>
</table>
</body>
</html>`;
  return doc.value;
}

/** The text part: the same content, the links written out. */
export function emailText(frame: Omit<EmailFrame, "body" | "preheader"> & { lines: string[] }): string {
  const texts = emailTexts(frame.locale);
  const parts = [frame.heading, "", ...frame.lines];
  if (frame.action) parts.push("", `${frame.action.label}: ${frame.action.url}`);
  parts.push("", "--", texts.sentBy(frame.brand.name, frame.brand.via));
  if (frame.unsubscribeUrl) parts.push(`${texts.unsubscribe}: ${frame.unsubscribeUrl}`);
  parts.push(`${texts.settings}: ${frame.settingsUrl}`);
  return `${parts.join("\n")}\n`;
}

import { html, type SafeHtml } from "./html";
import { type EmailLocale, emailTexts } from "./texts";

/**
 * The frame every email shares: one column at most 560px wide that shrinks to the phone's width,
 * inline styles (mail clients drop <style> unevenly), colours that read on light and on dark
 * backgrounds (clients that invert colours keep the contrast; `color-scheme` lets Apple Mail and
 * others switch on their own), and the footer with the unsubscribe and settings links.
 */

export type EmailFrame = {
  locale: EmailLocale;
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

const FONT =
  "-apple-system,BlinkMacSystemFont,'PingFang SC','Microsoft YaHei','Segoe UI',Roboto,Arial,sans-serif";

export function emailHtml(frame: EmailFrame): string {
  const texts = emailTexts(frame.locale);
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
<tr><td style="padding:20px 20px 8px 20px;font-size:20px;line-height:28px;font-weight:600;color:#18181b;">${frame.heading}</td></tr>
<tr><td style="padding:0 20px 16px 20px;font-size:15px;line-height:22px;color:#27272a;">${frame.body}</td></tr>
${
  frame.action
    ? html`<tr><td style="padding:0 20px 20px 20px;"><a href="${frame.action.url}" style="display:inline-block;padding:10px 18px;background:#2563eb;color:#ffffff;text-decoration:none;border-radius:6px;font-size:15px;font-weight:600;">${frame.action.label}</a></td></tr>`
    : ""
}
</table>
<p style="max-width:560px;margin:12px auto 0 auto;font-size:12px;line-height:18px;color:#71717a;">
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
  parts.push("", "--");
  if (frame.unsubscribeUrl) parts.push(`${texts.unsubscribe}: ${frame.unsubscribeUrl}`);
  parts.push(`${texts.settings}: ${frame.settingsUrl}`);
  return `${parts.join("\n")}\n`;
}

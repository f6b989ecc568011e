import type { NotificationKind } from "../../../../db/schema";
import type { NeedsAttentionReason } from "../../shared/json-columns";
import { percent } from "./client-emails";
import { html } from "./html";
import { emailHtml, emailText, frameOf } from "./layout";
import type { RenderContext, RenderedEmail } from "./rendered";
import { emailTexts } from "./texts";

/** The coach's emails: unread notifications, and the weekly digest of the clients. */

export type EmailNotification = { kind: NotificationKind; client: string; text: string };

export function coachNotificationsEmail(
  ctx: RenderContext,
  unread: EmailNotification[],
  total: number,
  url: string,
): RenderedEmail {
  const texts = emailTexts(ctx.locale);
  const lines = unread.map((n) => texts.notifications[n.kind](n.client, n.text));
  const heading = texts.coachNotificationsHeading;
  const action = { label: texts.openApp, url };
  return {
    subject: texts.coachNotificationsSubject(total),
    html: emailHtml({
      ...frameOf(ctx),
      preheader: lines[0] ?? "",
      heading,
      body: html`<ul style="padding-left:20px;margin:0;">${lines.map((l) => html`<li style="margin:0 0 6px 0;">${l}</li>`)}</ul>`,
      action,
    }),
    text: emailText({ ...frameOf(ctx), heading, action, lines: lines.map((l) => `- ${l}`) }),
  };
}

export type DigestClient = {
  name: string;
  completed: number;
  missed: number;
  compliance: number | null;
  reasons: NeedsAttentionReason[];
};

export function coachDigestEmail(
  ctx: RenderContext,
  monday: string,
  clients: DigestClient[],
  url: string,
): RenderedEmail {
  const texts = emailTexts(ctx.locale);
  const heading = texts.coachDigestHeading;
  const action = { label: texts.openApp, url };
  const line = (c: DigestClient) =>
    `${c.name}: ${texts.compliance(c.compliance === null ? texts.noCompliance : percent(c.compliance))} · ${texts.completed(c.completed)} · ${texts.missed(c.missed)}`;
  const attention = clients.filter((c) => c.reasons.length > 0);
  const why = (c: DigestClient) => `${c.name}: ${c.reasons.map((r) => texts.reasons[r]).join(", ")}`;
  return {
    subject: texts.coachDigestSubject(monday),
    html: emailHtml({
      ...frameOf(ctx),
      preheader: `${clients.length}`,
      heading,
      body: html`${
        attention.length > 0
          ? html`<p><strong>${texts.needsAttention}</strong><br>${attention.map((c, i) => html`${i > 0 ? html`<br>` : ""}${why(c)}`)}</p>`
          : ""
      }<p>${clients.map((c, i) => html`${i > 0 ? html`<br>` : ""}${line(c)}`)}</p>`,
      action,
    }),
    text: emailText({
      ...frameOf(ctx),
      heading,
      action,
      lines: [
        ...(attention.length > 0 ? [texts.needsAttention, ...attention.map(why), ""] : []),
        ...clients.map(line),
      ],
    }),
  };
}

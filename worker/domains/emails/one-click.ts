import { eq } from "drizzle-orm";
import { isCoachEmailKind } from "#shared/email-outbox";
import { users } from "../../../db/schema/users";
import type { ServiceDeps } from "../../services/deps";
import { LINK_PATHS } from "./links";
import { unsubscribe } from "./switches";
import { html, type SafeHtml } from "./templates/html";
import { emailLocale, emailTexts } from "./templates/texts";
import { readUnsubscribeToken } from "./unsubscribe-link";

/**
 * The pages of the one-click unsubscribe link (worker/http/unsubscribe.ts serves them):
 * `confirm` (GET: asks, changes nothing — mail scanners open links) and `unsubscribe` (POST: the
 * kind goes off for that person at once). A token that does not verify answers 404.
 */
export async function unsubscribePage(
  deps: ServiceDeps,
  token: string,
  action: "confirm" | "unsubscribe",
): Promise<{ status: 200 | 404; html: string }> {
  const claims = await readUnsubscribeToken(deps, token);
  const [user] = claims
    ? await deps.db.select({ locale: users.locale }).from(users).where(eq(users.id, claims.userId)).limit(1)
    : [];
  if (!claims || !user) {
    const texts = emailTexts(emailLocale(null));
    return { status: 404, html: page(null, texts.invalidLink, html``) };
  }
  const texts = emailTexts(emailLocale(user.locale));
  const kind = texts.kinds[claims.kind];
  if (action === "confirm")
    return {
      status: 200,
      html: page(
        user.locale,
        texts.unsubscribeConfirm(kind),
        html`<form method="post"><button type="submit" style="padding:8px 16px;font-size:16px;">${texts.unsubscribeButton}</button></form>`,
      ),
    };
  await unsubscribe(deps, claims.userId, claims.kind);
  // A path: the page is at the host the email linked to (the organization's for its clients).
  const settings = isCoachEmailKind(claims.kind) ? LINK_PATHS.coachSettings : LINK_PATHS.clientSettings;
  return {
    status: 200,
    html: page(
      user.locale,
      texts.unsubscribedPage,
      html`<p>${texts.unsubscribedBody(kind)}</p><p><a href="${settings}">${texts.settings}</a></p>`,
    ),
  };
}

function page(locale: string | null, title: string, body: SafeHtml): string {
  return html`<!doctype html><html lang="${emailLocale(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="light dark"><title>${title}</title></head><body style="font-family:sans-serif;max-width:480px;margin:40px auto;padding:0 16px;line-height:1.5;"><h1 style="font-size:20px;">${title}</h1>${body}</body></html>`
    .value;
}

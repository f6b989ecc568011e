import { eq } from "drizzle-orm";
import type { Context, Hono } from "hono";
import { users } from "../../db/schema";
import { appLink, LINK_PATHS } from "../domains/emails/links";
import { unsubscribe } from "../domains/emails/switches";
import { html } from "../domains/emails/templates/html";
import { emailLocale, emailTexts } from "../domains/emails/templates/texts";
import { readUnsubscribeToken, UNSUBSCRIBE_PATH } from "../domains/emails/unsubscribe-link";
import type { ServiceDeps } from "../services/deps";

/**
 * The one-click unsubscribe link of every email (RFC 8058), without signing in:
 * - POST (the mail client's `List-Unsubscribe=One-Click`, or the page's button) turns that kind off
 *   for that person at once and answers 200, whatever else the request carries or lacks;
 * - GET shows a small page asking to confirm (mail scanners open links: a GET changes nothing).
 * The signed token (worker/domains/emails/unsubscribe-link.ts) is the only credential; a bad one
 * answers 404.
 */
export function mountUnsubscribe(app: Hono, deps: ServiceDeps) {
  const page = (
    c: Context,
    status: 200 | 404,
    locale: string | null,
    title: string,
    body: ReturnType<typeof html>,
  ) =>
    c.html(
      html`<!doctype html><html lang="${emailLocale(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="light dark"><title>${title}</title></head><body style="font-family:sans-serif;max-width:480px;margin:40px auto;padding:0 16px;line-height:1.5;"><h1 style="font-size:20px;">${title}</h1>${body}</body></html>`
        .value,
      status,
    );

  async function resolve(c: Context) {
    const claims = await readUnsubscribeToken(deps, c.req.param("token") ?? "");
    if (!claims) return null;
    const [user] = await deps.db
      .select({ locale: users.locale })
      .from(users)
      .where(eq(users.id, claims.userId))
      .limit(1);
    return user ? { ...claims, locale: user.locale } : null;
  }
  const invalid = (c: Context) => {
    const texts = emailTexts(emailLocale(null));
    return page(c, 404, null, texts.invalidLink, html``);
  };

  app.get(`${UNSUBSCRIBE_PATH}/:token`, async (c) => {
    const found = await resolve(c);
    if (!found) return invalid(c);
    const texts = emailTexts(emailLocale(found.locale));
    const kind = texts.kinds[found.kind];
    return page(
      c,
      200,
      found.locale,
      texts.unsubscribeConfirm(kind),
      html`<form method="post"><button type="submit" style="padding:8px 16px;font-size:16px;">${texts.unsubscribeButton}</button></form>`,
    );
  });

  app.post(`${UNSUBSCRIBE_PATH}/:token`, async (c) => {
    const found = await resolve(c);
    if (!found) return invalid(c);
    await unsubscribe(deps, found.userId, found.kind);
    const texts = emailTexts(emailLocale(found.locale));
    const settings = appLink(deps, LINK_PATHS.clientSettings);
    return page(
      c,
      200,
      found.locale,
      texts.unsubscribedPage,
      html`<p>${texts.unsubscribedBody(texts.kinds[found.kind])}</p><p><a href="${settings}">${texts.settings}</a></p>`,
    );
  });
}

import type { Hono } from "hono";
import { UNSUBSCRIBE_PATH, unsubscribePage } from "../domains";
import type { ServiceDeps } from "../services/deps";

/**
 * The one-click unsubscribe link of every email (RFC 8058), without signing in: POST (the mail
 * client's `List-Unsubscribe=One-Click`, or the page's button) turns that kind off at once and
 * answers 200 whatever else the request carries or lacks; GET shows a page asking to confirm.
 * The signed token is the only credential (worker/domains/emails/one-click.ts).
 */
export function mountUnsubscribe(app: Hono, deps: ServiceDeps) {
  for (const [method, action] of [
    ["get", "confirm"],
    ["post", "unsubscribe"],
  ] as const)
    app[method](`${UNSUBSCRIBE_PATH}/:token`, async (c) => {
      const answer = await unsubscribePage(deps, c.req.param("token"), action);
      return c.html(answer.html, answer.status);
    });
}

const tokenParameter = {
  name: "token",
  in: "path",
  required: true,
  description: "The signed token of the email's link",
  schema: { type: "string" },
};
const html = (description: string) => ({
  description,
  content: { "text/html": { schema: { type: "string" } } },
});

/** The unsubscribe link in the OpenAPI document: HTML pages, no JSON. */
export const unsubscribeOpenApiPaths = {
  [`${UNSUBSCRIBE_PATH}/{token}`]: {
    get: {
      tags: ["emails"],
      summary: "The page an email's unsubscribe link opens: asks to confirm, changes nothing",
      security: [],
      parameters: [tokenParameter],
      responses: { "200": html("The confirmation page"), "404": html("The link is not valid") },
    },
    post: {
      tags: ["emails"],
      summary: "One-click unsubscribe (RFC 8058): turns that kind of email off for that person at once",
      security: [],
      parameters: [tokenParameter],
      responses: { "200": html("Unsubscribed"), "404": html("The link is not valid") },
    },
  },
};

import type { APIRequestContext, Page } from "playwright-core";
import { expect } from "vitest";
import { api, BASE_URL, DEMO, signInCoach, uniqueSuffix, waitForPath } from "./support";

/**
 * Setup shared by the browser tests of issue 26 beyond messages.test.ts: a new trainer of the demo
 * organization (so its notification settings, bell and inbox are its own, whatever other files do
 * to the demo trainer) with new clients who accepted their invitations.
 */

export const TRAINER_PASSWORD = "Coach-Talks-2026!";
export const CLIENT_PASSWORD = "Reply-Soon-2026!";

export type Person = { email: string; name: string };
export type TeamClient = Person & { id: number; slug: string; token: string };

async function tokenOf(request: APIRequestContext, email: string, password: string): Promise<string> {
  return (await api<{ token: string }>(request, "POST", "/oauth/token", null, { email, password })).token;
}

/**
 * A new trainer in the demo organization, made by its admin, with `clients` new clients; nothing
 * unread in its bell.
 */
export async function trainerWithClients(request: APIRequestContext, clients: number, label: string) {
  const adminToken = await tokenOf(request, DEMO.admin.email, DEMO.admin.password);
  const suffix = uniqueSuffix();
  const trainer: Person = { email: `${label}-${suffix}@demo.coach`, name: `${label}教练${suffix.slice(-3)}` };
  const created = await api<{ trainer: { id: number } }>(request, "POST", "/trainers", adminToken, {
    trainer: { user: { ...trainer, password: TRAINER_PASSWORD } },
  });
  const trainerToken = await tokenOf(request, trainer.email, TRAINER_PASSWORD);
  const made: TeamClient[] = [];
  for (let n = 1; n <= clients; n += 1) made.push(await newClient(request, trainerToken, `${label}-${n}`));
  // Each accepted invitation is a notice; the tests start from a bell with nothing unread.
  await api(request, "POST", "/notifications/read", trainerToken, { all: true });
  return { trainer: { ...trainer, id: created.trainer.id, token: trainerToken }, clients: made };
}

/** A client of the trainer whose token is given, invited and accepted (so can sign in). */
async function newClient(
  request: APIRequestContext,
  trainerToken: string,
  label: string,
): Promise<TeamClient> {
  const suffix = uniqueSuffix();
  const person: Person = { email: `${label}-${suffix}@example.com`, name: `学员${label}${suffix.slice(-3)}` };
  const created = await api<{ client: { id: number; slug: string } }>(
    request,
    "POST",
    "/clients",
    trainerToken,
    {
      client: { user: person },
    },
  );
  const { id, slug } = created.client;
  const invite = await api<{ invite: { url: string } }>(
    request,
    "POST",
    `/clients/${id}/invite`,
    trainerToken,
  );
  const token = new URL(invite.invite.url).pathname.split("/").at(-1);
  await api(request, "POST", "/invites/accept", null, { token, password: CLIENT_PASSWORD });
  return { ...person, id, slug, token: await tokenOf(request, person.email, CLIENT_PASSWORD) };
}

/** A message into a client's conversation over REST, as whoever the token belongs to. */
export async function sendAs(request: APIRequestContext, token: string, clientId: number, body: string) {
  return api<{ message: { id: number } }>(
    request,
    "POST",
    `/clients/${clientId}/conversation/messages`,
    token,
    {
      message: { body },
    },
  );
}

/** The bodies of a client's conversation as the token's owner reads it, newest first. */
export async function bodiesOf(request: APIRequestContext, token: string, clientId: number) {
  const answer = await api<{ messages: Array<{ body: string | null }> }>(
    request,
    "GET",
    `/clients/${clientId}/conversation?per_page=50`,
    token,
  );
  return answer.messages.map((m) => m.body);
}

/** Signs in through the form and waits for `path` (a coach page, or /client for a client). */
export async function signInAt(page: Page, person: { email: string }, password: string, path: string) {
  await page.goto(`${BASE_URL}/login?to=${encodeURIComponent(path)}`);
  await signInCoach(page, person.email, password);
  await waitForPath(page, path);
}

/** A client signed in to the client app with its 消息 tab open. */
export async function openClientMessages(page: Page, client: Person) {
  await signInAt(page, client, CLIENT_PASSWORD, "/client");
  await page.getByTestId("client-tabbar").getByRole("link", { name: "消息" }).click();
  await waitForPath(page, "/client/messages");
  await thread(page).getByTestId("composer-input").waitFor();
}

export const thread = (scope: Page) => scope.getByTestId("conversation-thread");

/** Types into a composer and sends with Enter; waits for the box to empty (the server answered). */
export async function sendFrom(composerInput: ReturnType<Page["getByTestId"]>, text: string) {
  await composerInput.fill(text);
  await composerInput.press("Enter");
  await expect.poll(() => composerInput.inputValue()).toBe("");
}

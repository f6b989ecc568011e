import { BASE_URL, DEMO, signInCoach, storedSession, type TestPage, waitForPath } from "./support";

// Helpers of the program tests (programs.test.ts, program-sync.test.ts): REST reads, demo data, days.

export type ApiWorkout = {
  id: number;
  due: string | null;
  state: string;
  program_id: number | null;
  title: string;
};
export type ApiClient = { id: number; slug: string; user_id: number };

/** Signs in as the demo organization's admin; answers the stored token for REST calls. */
export async function signInLead(page: TestPage): Promise<string> {
  await page.goto(`${BASE_URL}/login`);
  await signInCoach(page, DEMO.admin.email, DEMO.admin.password);
  await waitForPath(page, "/");
  await page.getByTestId("page-title").waitFor();
  await page.waitForLoadState("networkidle");
  return (await storedSession(page))?.token ?? "";
}

export async function api<T>(
  page: TestPage,
  token: string,
  path: string,
): Promise<{ status: number; body: T }> {
  const res = await page.request.get(`${BASE_URL}/api${path}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return { status: res.status(), body: (res.ok() ? await res.json() : null) as T };
}

/** Seeded demo clients "client-N-…" with their names (the picker searches by name). */
export async function demoClients(page: TestPage, token: string, numbers: number[]) {
  const { body } = await api<{ clients: ApiClient[]; users: Array<{ id: number; name: string }> }>(
    page,
    token,
    "/clients?limit=100",
  );
  return numbers.map((n) => {
    const client = body.clients.find((c) => c.slug.startsWith(`client-${n}-`));
    if (!client) throw new Error(`no demo client ${n}`);
    return { ...client, name: body.users.find((u) => u.id === client.user_id)?.name ?? "" };
  });
}

export function addDays(ymd: string, days: number): string {
  const d = new Date(`${ymd}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function mondayOf(ymd: string): string {
  const d = new Date(`${ymd}T00:00:00Z`);
  return addDays(ymd, -((d.getUTCDay() + 6) % 7));
}

/** Today in the demo clients' time zone (Asia/Shanghai, as the browser context). */
export function today(): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Shanghai" }).format(new Date());
}

export function dayCell(page: TestPage, position: number) {
  return page.locator(`[data-testid="program-day"][data-position="${position}"]`);
}

import { insertTwoOrganizations } from "../factories";
import { createTestDb, type TestDb } from "./db";
import { type TestApi, testApi } from "./http";

export type TwoOrganizations = Awaited<ReturnType<typeof insertTwoOrganizations>>;

/**
 * The usual start of an API test file: a fresh migrated database (`d1Limits` as in createTestDb),
 * the app over it, and two organizations with an admin, a trainer and a client each, created at
 * `now` when given (the test clock is set first).
 * `beforeAll(async () => ({ t, api, w } = await openTwoOrganizations()))`; close `t` afterwards.
 */
export async function openTwoOrganizations(
  opts: { d1Limits?: boolean; now?: string } = {},
): Promise<{ t: TestDb; api: TestApi; w: TwoOrganizations }> {
  const t = await createTestDb(opts);
  if (opts.now) t.clock.set(opts.now);
  return { t, api: testApi(t), w: await insertTwoOrganizations(t) };
}

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIELD_MESSAGES, type FieldMessageCode } from "#shared/messages";
import { insertClient } from "../factories";
import type { TestDb } from "../helpers/db";
import type { TestApi } from "../helpers/http";
import { openTwoOrganizations, type TwoOrganizations } from "../helpers/two-organizations";

/**
 * Every message a REST caller receives, field messages included, follows Accept-Language (zh-CN by
 * default): schemas and services name field messages by code (shared/messages.ts FIELD_MESSAGES),
 * rendered per request like every other message; zod's own messages follow too. tRPC renders them
 * the same way (the web sends its interface language as Accept-Language).
 */

let t: TestDb;
let api: TestApi;
let w: TwoOrganizations;
let noContactClient: number;
beforeAll(async () => {
  ({ t, api, w } = await openTwoOrganizations());
  noContactClient = (await insertClient(t, w.a.trainer)).id;
});
afterAll(() => t.close());

const CJK = /[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]/;
type ErrorBody = { msg: string; error: string; code: string; issues?: { path: string; message: string }[] };

type Case = {
  name: string;
  method: string;
  path: string | (() => string);
  body?: unknown;
  rawBody?: string;
  contentType?: string;
  as: "coach" | "admin" | "super" | "anonymous";
  headers?: Record<string, string>;
};

const long = (n: number) => "x".repeat(n);
const CASES: Case[] = [
  {
    name: "organization without a name",
    method: "POST",
    path: "/organizations",
    body: { organization: { name: "" } },
    as: "coach",
  },
  {
    name: "organization with a bad subdomain and homepage",
    method: "PUT",
    path: () => `/organizations/${w.a.org.id}`,
    body: { organization: { subdomain: "-Bad-", homepage_url: "ftp://x" } },
    as: "admin",
  },
  {
    name: "user with every field wrong",
    method: "PUT",
    path: () => `/users/${w.a.trainer.userId}`,
    body: {
      user: {
        name: " ",
        email: "no-at",
        phone_number: "abc",
        skype: long(300),
        birthday: "2026-2-30",
        units: "x",
      },
    },
    as: "coach",
  },
  {
    name: "user birthday in the wrong format",
    method: "PUT",
    path: () => `/users/${w.a.trainer.userId}`,
    body: { user: { birthday: "2026/1/1" } },
    as: "coach",
  },
  { name: "client without user", method: "POST", path: "/clients", body: { client: {} }, as: "coach" },
  {
    name: "client with another organization's trainer",
    method: "POST",
    path: "/clients",
    body: () => ({ client: { trainer_id: w.b.trainer.trainerId, user: { name: "新学员" } } }),
    as: "coach",
  },
  {
    name: "archive without clients",
    method: "POST",
    path: "/clients/archive",
    body: { client_ids: [] },
    as: "coach",
  },
  {
    name: "invite without contact",
    method: "POST",
    path: () => `/clients/${noContactClient}/invite`,
    as: "coach",
  },
  {
    name: "import with a wrong CSV header",
    method: "POST",
    path: () => `/clients/${noContactClient}/import`,
    rawBody: "a,b\n1,2\n",
    contentType: "text/csv",
    as: "coach",
  },
  {
    name: "client workouts with bad states",
    method: "GET",
    path: () => `/clients/${noContactClient}/workouts?states=x`,
    as: "coach",
  },
  {
    name: "workout without target",
    method: "POST",
    path: "/workouts",
    body: { workout: { workout_items: [] } },
    as: "coach",
  },
  {
    name: "workout for a client without due, long title",
    method: "POST",
    path: "/workouts",
    body: () => ({
      workout: {
        client_id: noContactClient,
        title: long(300),
        attachments: [{ name: " ", url: "https://x.test" }],
      },
    }),
    as: "coach",
  },
  { name: "workout list with bad ids", method: "GET", path: "/workouts?ids=a,b", as: "coach" },
  { name: "workout feed with bad order", method: "GET", path: "/workouts?order=sideways", as: "coach" },
  {
    name: "workout list dates without client",
    method: "GET",
    path: "/workouts?start_date=2026-03-01",
    as: "coach",
  },
  {
    name: "comment empty",
    method: "POST",
    path: "/comments",
    body: { comment: { workout_id: 1, body: "" } },
    as: "coach",
  },
  {
    name: "program long description",
    method: "POST",
    path: "/programs",
    body: { program: { name: "", description: long(10_001) } },
    as: "coach",
  },
  {
    name: "program copy days",
    method: "POST",
    path: "/programs/1/copy_days",
    body: { days: [], to: 0 },
    as: "coach",
  },
  {
    name: "program from calendar",
    method: "POST",
    path: "/programs/from_calendar",
    body: () => ({
      client_id: noContactClient,
      start_date: "2026-03-09",
      end_date: "2026-03-01",
      program: { name: "x" },
    }),
    as: "coach",
  },
  {
    name: "assign job bad key",
    method: "POST",
    path: "/programs/1/assign_job",
    body: { client_ids: [], start_date: "x", job_key: "a b" },
    as: "coach",
  },
  {
    name: "exercise without name",
    method: "POST",
    path: "/exercises",
    body: { exercise: { name: "", tags: [" "] } },
    as: "coach",
  },
  { name: "trainer without user", method: "POST", path: "/trainers", body: { trainer: {} }, as: "admin" },
  {
    name: "transfer without clients",
    method: "POST",
    path: "/trainer_client_transfers",
    body: { trainer: { client_ids: [], to_trainer_id: 1 } },
    as: "coach",
  },
  {
    name: "password change too short",
    method: "POST",
    path: "/users/change_password",
    body: { user: { current_password: "", password: "short" } },
    as: "coach",
  },
  {
    name: "common password",
    method: "POST",
    path: "/users/change_password",
    body: { user: { current_password: "x", password: "password123" } },
    as: "coach",
  },
  {
    name: "blank password",
    method: "POST",
    path: "/users/change_password",
    body: { user: { current_password: "x", password: "         " } },
    as: "coach",
  },
  {
    name: "sign-in without account",
    method: "POST",
    path: "/oauth/token",
    body: { grant_type: "password", password: "" },
    as: "anonymous",
  },
  {
    name: "sign-in with a bad grant",
    method: "POST",
    path: "/oauth/token",
    body: { grant_type: "magic", username: "a", password: "b" },
    as: "anonymous",
  },
  {
    name: "SMS reset with a bad code",
    method: "POST",
    path: "/user/reset_password",
    body: { mobile: "abc", code: "12", password: "x" },
    as: "anonymous",
  },
  {
    name: "invitation with a bad token",
    method: "POST",
    path: "/invites/accept",
    body: { token: "!!", password: "x" },
    as: "anonymous",
  },
  {
    name: "registration with bad fields",
    method: "POST",
    path: "/register",
    body: { user: { name: "", email: "x", password: "1" } },
    as: "anonymous",
  },
  {
    name: "admin organization without owner",
    method: "POST",
    path: "/admin/organizations",
    body: { name: "", owner: { kind: "new", email: "x" } },
    as: "super",
  },
  {
    name: "admin move without target",
    method: "POST",
    path: () => `/admin/trainers/${w.a.trainer.trainerId}/move`,
    body: {},
    as: "super",
  },
  {
    name: "text with a NUL character",
    method: "POST",
    path: "/comments",
    body: { comment: { workout_id: 1, body: "a\u0000b" } },
    as: "coach",
  },
  {
    name: "Idempotency-Key too long",
    method: "POST",
    path: "/comments",
    body: { comment: { workout_id: 1, body: "x" } },
    as: "coach",
    headers: { "idempotency-key": long(101) },
  },
];

function tokenOf(as: Case["as"]): string | undefined {
  if (as === "coach") return w.a.trainer.token;
  if (as === "admin") return w.a.admin.token;
  if (as === "super") return w.superAdmin.token;
  return undefined;
}

async function send(c: Case, lang?: string) {
  const path = typeof c.path === "function" ? c.path() : c.path;
  return api.request<ErrorBody>(c.method, `/api${path}`, {
    token: tokenOf(c.as),
    body: typeof c.body === "function" ? (c.body as () => unknown)() : c.body,
    rawBody: c.rawBody,
    headers: {
      ...(c.headers ?? {}),
      ...(c.contentType ? { "content-type": c.contentType } : {}),
      ...(lang ? { "accept-language": lang } : {}),
    },
  });
}

describe("REST field messages follow Accept-Language", () => {
  it("in English no answer carries a Chinese character, and field problems are named", async () => {
    let withIssues = 0;
    for (const c of CASES) {
      const res = await send(c, "en");
      expect(res.status, c.name).toBeGreaterThanOrEqual(400);
      expect(res.status, c.name).toBeLessThan(500);
      expect(JSON.stringify(res.body), c.name).not.toMatch(CJK);
      if (res.body.issues?.length) withIssues++;
    }
    expect(withIssues).toBeGreaterThanOrEqual(CASES.length - 2);
  });

  it("zh-CN stays the default, with the same texts as before", async () => {
    const org = await send(CASES[0]!);
    expect(org.body.issues).toContainEqual({ path: "organization.name", message: "名称不能为空" });
    const en = await send(CASES[0]!, "en");
    expect(en.body.issues).toContainEqual({ path: "organization.name", message: "The name cannot be empty" });

    const user = await send(CASES[2]!);
    const byPath = Object.fromEntries((user.body.issues ?? []).map((i) => [i.path, i.message]));
    expect(byPath).toMatchObject({
      "user.name": "名称不能为空",
      "user.email": "邮箱格式不正确",
      "user.phone_number": "手机号格式不正确",
      "user.birthday": "日期不存在",
    });
    expect(byPath["user.skype"]).toMatch(CJK);
    const password = await send(CASES.find((c) => c.name === "password change too short")!);
    expect(password.body.issues?.map((i) => i.message)).toContain("密码至少 8 位");
    const invite = await send(CASES.find((c) => c.name === "invite without contact")!);
    expect(invite.body.issues).toEqual([{ path: "id", message: "该学员没有邮箱或手机号" }]);
  });

  it("tRPC renders issues in the request's language too", async () => {
    const call = (lang?: string) =>
      api.app.request("/trpc/organizations.create", {
        method: "POST",
        headers: {
          authorization: `Bearer ${w.a.trainer.token}`,
          "content-type": "application/json",
          ...(lang ? { "accept-language": lang } : {}),
        },
        body: JSON.stringify({ organization: { name: "" } }),
      });
    const en = await (await call("en")).text();
    expect(en).toContain("The name cannot be empty");
    expect(en).not.toMatch(CJK);
    expect(await (await call()).text()).toContain("名称不能为空");
  });
});

describe("the field message table", () => {
  const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
  it.each(Object.keys(FIELD_MESSAGES) as FieldMessageCode[])(
    "%s: zh and en with the same placeholders",
    (code) => {
      const { zh, en } = FIELD_MESSAGES[code];
      expect(zh.trim()).not.toBe("");
      expect(en).not.toMatch(CJK);
      expect(placeholders(en)).toEqual(placeholders(zh));
    },
  );
});

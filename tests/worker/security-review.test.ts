import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { organizations, trainers, user_credentials, user_invites, users } from "../../db/schema";
import { insertLogo } from "../../worker/domains/organizations/logo";
import { actorFromToken } from "../../worker/services/actor";
import { insertClient, insertTrainer, insertUser, type Persona, unique } from "../factories";
import { callerFor } from "../helpers/caller";
import type { TestDb } from "../helpers/db";
import type { TestApi } from "../helpers/http";
import { openTwoOrganizations, type TwoOrganizations } from "../helpers/two-organizations";

/**
 * Issue 20's findings 1, 2, 3, 5 and 6 (a black-box review), each as the attack it describes, on
 * REST and on tRPC: what must hold now, and what answered 200 before.
 */

let t: TestDb;
let api: TestApi;
let w: TwoOrganizations;
let owner: Persona;
beforeAll(async () => {
  ({ t, api, w } = await openTwoOrganizations());
  // Organization A's owner: a coach whose user is organizations.owner_id (no admin flag needed).
  const o = await insertTrainer(t, w.a.org.id, { phone_number: "13800000001" });
  await t.db.update(organizations).set({ owner_id: o.userId }).where(eq(organizations.id, w.a.org.id));
  owner = o;
});
afterAll(() => t.close());

/** The actor as a request would load it (ownership included), for tRPC calls. */
const actorOf = async (p: Persona) => (await actorFromToken(t.deps, p.token))!;
const trpcAs = async (p: Persona) => callerFor(t, await actorOf(p));
/** A logo of the organization, as the app records one (organizations/logo.ts). */
const logoOf = (o: TwoOrganizations["a"], url: string) =>
  insertLogo(t.deps, o.admin.actor, o.org.id, url, t.clock.now().toISOString()).returning();
const userRow = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;

describe("finding 1: nobody below or at a person's rank changes their email or phone", () => {
  it("an admin cannot give the owner's account a new phone or email (REST and tRPC), but may rename", async () => {
    const rest = await api.put(
      `/api/users/${owner.userId}`,
      { user: { phone_number: "13900000009" } },
      { token: w.a.admin.token },
    );
    expect(rest.status).toBe(403);
    expect(rest.body).toMatchObject({
      code: "FORBIDDEN",
      msg: "只有本人可以修改同级或更高权限成员的邮箱和手机号",
    });
    const viaTrpc = (await trpcAs(w.a.admin)).users.update({
      id: owner.userId,
      user: { email: "attacker@test.local" },
    });
    await expect(viaTrpc).rejects.toMatchObject({ code: "FORBIDDEN" });
    const after = await userRow(owner.userId);
    expect(after.phone_number).toBe("13800000001");
    expect(after.email).not.toBe("attacker@test.local");
    // The same values as today change nothing, so other edits still go through.
    const rename = await api.put(
      `/api/users/${owner.userId}`,
      { user: { name: "新名字", phone_number: "13800000001" } },
      { token: w.a.admin.token },
    );
    expect(rename.status).toBe(200);
  });

  it("an admin cannot change another admin's email; the owner can; the super admin and the person can", async () => {
    const second = await insertTrainer(t, w.a.org.id, { admin: true });
    const byAdmin = await api.put(
      `/api/users/${second.userId}`,
      { user: { email: `${unique("x")}@test.local` } },
      { token: w.a.admin.token },
    );
    expect(byAdmin.status).toBe(403);
    for (const who of [owner, w.superAdmin, second]) {
      const email = `${unique("ok")}@test.local`;
      const res = await api.put(`/api/users/${second.userId}`, { user: { email } }, { token: who.token });
      expect(res.status).toBe(200);
      expect((await userRow(second.userId)).email).toBe(email);
    }
    // An admin still changes a trainer's and a client's details.
    const trainerRes = await api.put(
      `/api/users/${w.a.trainer.userId}`,
      { user: { phone_number: "13700000002" } },
      { token: w.a.admin.token },
    );
    expect(trainerRes.status).toBe(200);
  });

  it("a trainer still changes its client's phone through PUT /clients", async () => {
    const res = await api.put(
      `/api/clients/${w.a.client.id}`,
      { client: { user: { phone_number: "13600000003" } } },
      { token: w.a.trainer.token },
    );
    expect(res.status).toBe(200);
    expect((await userRow(w.a.client.user_id)).phone_number).toBe("13600000003");
  });
});

describe("finding 2: an image id is taken only from the caller's organization", () => {
  it("another organization's logo answers 404 on REST and tRPC; the organization's own is taken", async () => {
    const [foreign] = await logoOf(w.b, "https://b.example/logo.png");
    const rest = await api.put(
      `/api/organizations/${w.a.org.id}`,
      { organization: { image_id: foreign!.id } },
      { token: w.a.admin.token },
    );
    expect(rest.status).toBe(404);
    expect(JSON.stringify(rest.body)).not.toContain("b.example");
    const viaTrpc = (await trpcAs(w.a.admin)).organizations.update({
      id: w.a.org.id,
      organization: { image_id: foreign!.id },
    });
    await expect(viaTrpc).rejects.toMatchObject({ code: "NOT_FOUND" });
    // Not even the super admin moves one organization's image onto another.
    const bySuper = await api.put(
      `/api/organizations/${w.a.org.id}`,
      { organization: { image_id: foreign!.id } },
      { token: w.superAdmin.token },
    );
    expect(bySuper.status).toBe(404);
    expect(
      (await t.db.select().from(organizations).where(eq(organizations.id, w.a.org.id)))[0]!.image_id,
    ).toBeNull();

    const [own] = await logoOf(w.a, "https://a.example/logo.png");
    const ok = await api.put(
      `/api/organizations/${w.a.org.id}`,
      { organization: { image_id: own!.id } },
      { token: w.a.admin.token },
    );
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ logo_url: "https://a.example/logo.png" });
  });

  it("another organization's client's avatar answers 404", async () => {
    const set = await api.put(
      `/api/clients/${w.b.client.id}`,
      { client: { user: { image_url: "https://b.example/avatar.jpg" } } },
      { token: w.b.trainer.token },
    );
    expect(set.status).toBe(200);
    const avatarId = (await userRow(w.b.client.user_id)).image_id!;
    expect(avatarId).toBeTypeOf("number");
    const res = await api.put(
      `/api/organizations/${w.a.org.id}`,
      { organization: { image_id: avatarId } },
      { token: w.a.admin.token },
    );
    expect(res.status).toBe(404);
  });
});

describe("finding 3: an existing account named as owner is only invited", () => {
  it("a pre-registered account does not become owner or admin until it accepts, signed in as itself", async () => {
    // The attacker registers the future owner's email with a password of its choosing.
    const email = `${unique("ceo")}@bigcorp.test`;
    const registered = await api.post("/api/register", {
      user: { email, password: "Attack3r!pass", name: "CEO" },
    });
    expect(registered.status).toBe(201);
    const created = await api.post(
      "/api/admin/organizations",
      { name: "Big Corp", owner: { kind: "existing", email } },
      { token: w.superAdmin.token },
    );
    expect(created.status).toBe(201);
    const body = created.body as { organization: { id: number; owner: unknown; pending_owner: unknown } };
    expect(body.organization.owner).toBeNull();
    expect(body.organization.pending_owner).toMatchObject({ email });
    const orgId = body.organization.id;
    const [org] = await t.db.select().from(organizations).where(eq(organizations.id, orgId));
    expect(org).toMatchObject({ owner_id: null });
    const account = (await t.db.select().from(users).where(eq(users.email, email)))[0]!;
    expect(org!.pending_owner_id).toBe(account.id);
    // Its coach profile stays unplaced: no admin of the organization either.
    const [trainer] = await t.db.select().from(trainers).where(eq(trainers.user_id, account.id));
    expect(trainer).toMatchObject({ organization_id: null, super_admin: false });
    // The super admin's list says "owner invited".
    const list = await api.get(`/api/admin/organizations?q=${encodeURIComponent(email)}`, {
      token: w.superAdmin.token,
    });
    expect((list.body as { organizations: unknown[] }).organizations).toEqual([
      expect.objectContaining({ id: orgId, owner: null, pending_owner: expect.objectContaining({ email }) }),
    ]);

    // Signed in as that account, it sees the invitation and accepts it: now the owner and an admin.
    const login = await api.post("/api/oauth/token", { email, password: "Attack3r!pass" });
    const token = (login.body as { token: string }).token;
    const me = await api.get("/api/auth/me", { token });
    expect(me.body).toEqual({
      data: { user_id: account.id, pending_ownership: [{ id: orgId, name: "Big Corp" }] },
    });
    // Someone else cannot accept it.
    const other = await insertTrainer(t, null);
    expect(
      (await api.post(`/api/organizations/${orgId}/accept_ownership`, {}, { token: other.token })).status,
    ).toBe(404);
    const accepted = await api.post(`/api/organizations/${orgId}/accept_ownership`, {}, { token });
    expect(accepted.status).toBe(200);
    const [after] = await t.db.select().from(organizations).where(eq(organizations.id, orgId));
    expect(after).toMatchObject({ owner_id: account.id, pending_owner_id: null });
    const [placed] = await t.db.select().from(trainers).where(eq(trainers.user_id, account.id));
    expect(placed).toMatchObject({ organization_id: orgId, super_admin: true });
    // Accepted once: a second try finds nothing pending.
    const again = await api.post(`/api/organizations/${orgId}/accept_ownership`, {}, { token });
    expect(again.status).toBe(403);
  });

  it("a free-standing person (no coach profile) gets an unplaced one, accepts through tRPC", async () => {
    const person = await insertUser(t, { password: "Person1234!" });
    const created = await (await trpcAs(w.superAdmin)).admin.createOrganization({
      name: "Person studio",
      owner: { kind: "existing", email: person.email! },
    });
    expect(created.organization.owner).toBeNull();
    expect(created.owner.id).toBe(person.id);
    expect(created.msg).toEqual({ code: "ORGANIZATION_CREATED_OWNER_INVITED" });
    const signedIn = await callerFor(t, null).auth.login({ email: person.email!, password: "Person1234!" });
    const actor = (await actorFromToken(t.deps, signedIn.token!))!;
    const caller = callerFor(t, actor);
    expect(await caller.auth.me()).toMatchObject({ pending_ownership: [{ id: created.organization.id }] });
    await caller.organizations.acceptOwnership({ id: created.organization.id });
    const [org] = await t.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, created.organization.id));
    expect(org!.owner_id).toBe(person.id);
  });
});

describe("finding 5: an email or phone change revokes open invitations", () => {
  it("the link sent to the old address no longer opens the account (REST and tRPC)", async () => {
    for (const surface of ["rest", "trpc"] as const) {
      const client = await insertClient(t, w.a.trainer, { email: `${unique("inv")}@test.local` });
      const invited = await api.post(`/api/clients/${client.id}/invite`, {}, { token: w.a.trainer.token });
      const url = (invited.body as { invite: { url: string } }).invite.url;
      const token = url.slice(url.lastIndexOf("/") + 1);
      expect((await api.get(`/api/invites/${token}`)).status).toBe(200);
      const email = `${unique("new")}@test.local`;
      if (surface === "rest") {
        const res = await api.put(
          `/api/users/${client.user_id}`,
          { user: { email } },
          { token: w.a.trainer.token },
        );
        expect(res.status).toBe(200);
      } else {
        await (await trpcAs(w.a.trainer)).clients.update({ id: client.id, client: { user: { email } } });
      }
      expect((await api.get(`/api/invites/${token}`)).status).toBe(404);
      expect(await t.db.select().from(user_invites).where(eq(user_invites.user_id, client.user_id))).toEqual(
        [],
      );
      expect((await userRow(client.user_id)).has_pending_invite).toBe(false);
    }
  });
});

describe("finding 6: an invitation never replaces a password", () => {
  it("accepting for an active account answers 409 ALREADY_ACTIVE and changes nothing", async () => {
    const client = await insertClient(t, w.a.trainer, {
      email: `${unique("act")}@test.local`,
      password: "Client1234!",
    });
    const invited = await api.post(`/api/clients/${client.id}/invite`, {}, { token: w.a.trainer.token });
    const url = (invited.body as { invite: { url: string } }).invite.url;
    const token = url.slice(url.lastIndexOf("/") + 1);
    const info = await api.get(`/api/invites/${token}`);
    expect(info.body).toMatchObject({ invite: { already_active: true } });
    const [before] = await t.db
      .select()
      .from(user_credentials)
      .where(eq(user_credentials.user_id, client.user_id));
    const rest = await api.post("/api/invites/accept", { token, password: "Trainer-owns-it1" });
    expect(rest.status).toBe(409);
    expect(rest.body).toMatchObject({ code: "ALREADY_ACTIVE", msg: "该账户已激活，请直接登录或重置密码" });
    await expect(
      callerFor(t, null).auth.acceptInvite({ token, password: "Trainer-owns-it1" }),
    ).rejects.toMatchObject({ code: "CONFLICT" });
    const [after] = await t.db
      .select()
      .from(user_credentials)
      .where(eq(user_credentials.user_id, client.user_id));
    expect(after).toEqual(before);
    const email = (await userRow(client.user_id)).email;
    const login = await api.post("/api/oauth/token", { email, password: "Client1234!" });
    expect(login.status).toBe(200);
  });

  it("an invitation accepted for an account without password still signs it in", async () => {
    const client = await insertClient(t, w.a.trainer, { email: `${unique("new")}@test.local` });
    const invited = await api.post(`/api/clients/${client.id}/invite`, {}, { token: w.a.trainer.token });
    const url = (invited.body as { invite: { url: string } }).invite.url;
    const token = url.slice(url.lastIndexOf("/") + 1);
    expect((await api.get(`/api/invites/${token}`)).body).toMatchObject({
      invite: { already_active: false },
    });
    const res = await api.post("/api/invites/accept", { token, password: "Client-own-pass1" });
    expect(res.status).toBe(200);
  });

  it("only those who outrank the person invite it: an admin cannot send the owner-ranked an invitation", async () => {
    // A client whose user also owns an organization is out of a trainer's rank.
    const client = await insertClient(t, w.a.trainer, { email: `${unique("boss")}@test.local` });
    const org = await t.db
      .insert(organizations)
      .values({
        name: unique("其他"),
        owner_id: client.user_id,
        created_at: "2026-01-01",
        updated_at: "2026-01-01",
      })
      .returning();
    expect(org).toHaveLength(1);
    const res = await api.post(`/api/clients/${client.id}/invite`, {}, { token: w.a.trainer.token });
    expect(res.status).toBe(403);
    await expect((await trpcAs(w.a.trainer)).clients.invite({ id: client.id })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
  });
});

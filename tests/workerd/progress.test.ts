/**
 * Progress on Workers (issue 28) over D1 and R2: a bodyweight a day (a second entry that day
 * updates it), a photo session whose JPEG arrives with EXIF and is stored and served without it,
 * only to those who may see the client and never cached publicly, and an assessment round trip.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { TPhotoSession } from "../../worker/domains/progress/schemas";
import { type Coach, expectStatus, setupTwoOrganizations } from "../scenarios/harness";
import { jpegWithExif, jpegWithoutExif, readFile, signedInClient, target, upload } from "./kit";

let orgs: Awaited<ReturnType<typeof setupTwoOrganizations>>;
let coach: Coach;
let client: Awaited<ReturnType<typeof signedInClient>>;
let otherClient: Awaited<ReturnType<typeof signedInClient>>;

beforeAll(async () => {
  orgs = await setupTwoOrganizations(target);
  coach = orgs.coachA;
  client = await signedInClient(orgs.api, coach);
  otherClient = await signedInClient(orgs.api, coach);
});

const clientPath = (what: string) => `/api/clients/${client.id}/${what}`;

describe("progress on D1 and R2", () => {
  it("keeps one bodyweight a day: a second entry that day updates it", async () => {
    const { api } = orgs;
    const first = await api.post(
      clientPath("weight_trackings"),
      { weight_tracking: { date: "2026-03-01", weight_kg: 80.5 } },
      { token: client.token },
    );
    expectStatus(first, 201);
    const again = await api.post(
      clientPath("weight_trackings"),
      { weight_tracking: { date: "2026-03-01", weight: 160, unit: "斤", body_fat_percent: 18 } },
      { token: coach.token },
    );
    expectStatus(again, 201);
    expect(again.body.weight_tracking).toMatchObject({
      id: first.body.weight_tracking.id,
      date: "2026-03-01",
      weight_kg: 80,
      body_fat_percent: 18,
    });
    const next = await api.post(
      clientPath("weight_trackings"),
      { weight_tracking: { date: "2026-03-02", weight_kg: 79.5 } },
      { token: client.token },
    );
    expectStatus(next, 201);

    const list = await api.get(clientPath("weight_trackings"), { token: client.token });
    expectStatus(list, 200);
    expect(
      list.body.weight_trackings.map((w: { date: string; weight_kg: number }) => [w.date, w.weight_kg]),
    ).toEqual([
      ["2026-03-02", 79.5],
      ["2026-03-01", 80],
    ]);
  });

  it("answers the 进展 view's bodyweights older than a year as each week's first weight", async () => {
    const { api } = orgs;
    const old = `/api/clients/${otherClient.id}/weight_trackings`;
    // 2020-01-06 is a Monday: the 8th shares its week, the 13th starts the next one.
    for (const [date, weight_kg] of [
      ["2020-01-06", 90],
      ["2020-01-08", 89],
      ["2020-01-13", 88],
    ] as const) {
      expectStatus(
        await api.post(old, { weight_tracking: { date, weight_kg } }, { token: coach.token }),
        201,
      );
    }
    const view = await api.get(`/api/clients/${otherClient.id}/progress`, { token: coach.token });
    expectStatus(view, 200);
    expect(view.body.weight_trackings).toEqual([]);
    expect(view.body.older_weights).toMatchObject({
      count: 3,
      weekly: [
        { date: "2020-01-06", weight_kg: 90 },
        { date: "2020-01-13", weight_kg: 88 },
      ],
    });
  });

  it("stores and serves a session's photo without its EXIF, privately, to the client and its coach only", async () => {
    const { api } = orgs;
    const photo = await upload(client.token, new File([jpegWithExif()], "front.jpg", { type: "image/jpeg" }));
    const created = await api.post(
      clientPath("photo_sessions"),
      {
        photo_session: {
          date: "2026-03-01",
          weight_kg: 80,
          photos: [{ upload_id: photo.id, pose: "front" }],
        },
      },
      { token: client.token },
    );
    expectStatus(created, 201);
    const session = created.body.photo_session as TPhotoSession;
    expect(session.photos.map((p) => p.pose)).toEqual(["front"]);

    // In R2 and as served: a JPEG still, the metadata gone.
    const row = await env.DB.prepare("select storage_key from uploads where id = ?")
      .bind(photo.id)
      .first<{ storage_key: string }>();
    const stored = new Uint8Array(await (await env.UPLOADS.get(row!.storage_key))!.arrayBuffer());
    expect(stored).toEqual(jpegWithoutExif());

    for (const token of [client.token, coach.token]) {
      const list = await api.get(clientPath("photo_sessions"), { token });
      expectStatus(list, 200);
      const url = (list.body.photo_sessions as TPhotoSession[])[0]!.photos[0]!.url;
      const served = await readFile(url);
      expect(served.status).toBe(200);
      expect(served.headers.get("cache-control")).toMatch(/^private\b|\bno-store\b/);
      expect(served.bytes).toEqual(stored);
    }

    // Another client of the same coach, and another organization's coach: neither the session
    // (nor its signed URL) nor the file by its plain path, even with their own token.
    const plainPath = session.photos[0]!.url.split("?")[0]!;
    for (const token of [otherClient.token, orgs.coachB.token]) {
      const list = await api.get(clientPath("photo_sessions"), { token });
      expect([403, 404]).toContain(list.status);
      expect(JSON.stringify(list.body)).not.toContain(photo.id);
      const overview = await api.get(clientPath("progress"), { token });
      expect([403, 404]).toContain(overview.status);
      expect([403, 404]).toContain((await readFile(plainPath, token)).status);
    }
    expect((await readFile(`${plainPath}?exp=9999999999&sig=forged`)).status).toBe(404);
  });

  it("records an assessment of an organization's template and reads it back", async () => {
    const { api } = orgs;
    const group = await api.post(
      "/api/assessment_groups",
      {
        assessment_group: {
          name: "体测",
          tests: [
            { name: "俯卧撑 1 分钟", unit: "次", direction: "higher" },
            { name: "深蹲 1RM", unit: "kg", direction: "higher" },
          ],
        },
      },
      { token: coach.token },
    );
    expectStatus(group, 201);
    const [pushups, squat] = group.body.assessment_group.tests as { id: number }[];
    const values = [
      { test_id: pushups!.id, value: 32 },
      { test_id: squat!.id, value: 102.5 },
    ];
    const made = await api.post(
      clientPath("assessments"),
      { assessment: { date: "2026-03-03", assessment_group_id: group.body.assessment_group.id, values } },
      { token: coach.token },
    );
    expectStatus(made, 201);

    for (const token of [coach.token, client.token]) {
      const list = await api.get(clientPath("assessments"), { token });
      expectStatus(list, 200);
      expect(list.body).toEqual([
        expect.objectContaining({
          id: made.body.assessment.id,
          client_id: client.id,
          assessment_group_id: group.body.assessment_group.id,
          date: "2026-03-03",
          values,
        }),
      ]);
      const groups = await api.get(clientPath("assessment_groups"), { token });
      expect(groups.body.map((g: { id: number }) => g.id)).toEqual([group.body.assessment_group.id]);
    }
    expect([403, 404]).toContain(
      (await api.get(clientPath("assessments"), { token: orgs.coachB.token })).status,
    );
  });
});

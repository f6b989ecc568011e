import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { insertClient, insertOrganization, insertTrainer, persona } from "../factories";
import { createTestDb, type TestDb } from "../helpers/db";
import { type TestApi, testApi } from "../helpers/http";

/**
 * Our answers read as a TrueCoach client reads them: zod schemas written from
 * ../shared/TRUECOACH.md with TrueCoach's field types (numbers where it has numbers, dates as
 * YYYY-MM-DD, RFC 3339 timestamps, compliance as a number or a decimal string, nullable where it
 * says). Loose objects: a typed client ignores fields it does not know, but every field it reads
 * must be there with its type.
 */

const id = z.number().int().positive();
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const timestamp = z.iso.datetime({ offset: true });
const compliance = z.union([z.number().min(0).max(1), z.string().regex(/^\d+(\.\d+)?$/)]).nullable();
const text = z.string().nullable();

const TCMeta = z.object({
  page: z.number().int().min(1),
  total_pages: z.number().int().min(0),
  per_page: z.number().int().min(1),
  total_count: z.number().int().min(0),
});
const TCToken = z.looseObject({
  access_token: z.string().min(20),
  token_type: z.literal("bearer"),
  user_id: id,
  expires_in: z.number().int().positive(),
});
const TCUser = z.looseObject({ id, name: z.string(), email: text, image_id: id.nullable() });
const TCImage = z.looseObject({
  id,
  image_url: z.string(),
  mime_type: z.string(),
  file_size: z.number().int(),
  parent: z.object({ type: z.string(), id }).nullable(),
});
const TCClient = z.looseObject({
  id,
  user_id: id,
  trainer_id: id.nullable(),
  organization_id: id.nullable(),
  state: z.string(),
  due: date.nullable(),
  compliance_rate_for_7_days: compliance,
  compliance_rate_for_30_days: compliance,
  compliance_rate_for_90_days: compliance,
  updated_at: timestamp,
});
const TCSelected = z.array(z.looseObject({ id: z.union([z.number(), z.string()]), name: z.string() }));
const TCWorkout = z.looseObject({
  id,
  due: date.nullable(),
  short_description: text,
  created_at: timestamp,
  updated_at: timestamp,
  title: z.string(),
  state: z.enum(["pending", "completed", "missed"]),
  rest_day: z.boolean(),
  rest_day_instructions: text,
  warmup: text,
  warmup_selected_exercises: TCSelected,
  cooldown: text,
  cooldown_selected_exercises: TCSelected,
  position: z.number().int().nullable(),
  order: z.number().int(),
  uuid: z.string(),
  program_name: text,
  hidden: z.boolean(),
  client_id: id.nullable(),
  comment_ids: z.array(id),
  note_id: id.nullable(),
  program_id: id.nullable(),
  workout_item_ids: z.array(id),
});
const TCItem = z.looseObject({
  id,
  workout_id: id,
  name: z.string(),
  info: text,
  result: text,
  is_circuit: z.boolean(),
  state: z.enum(["pending", "completed"]),
  selected_exercises: TCSelected,
  linked: z.boolean(),
  position: z.number().int(),
  assessment_id: id.nullable(),
  created_at: timestamp,
  attachments: z.array(
    z.looseObject({
      name: z.string(),
      attachmentUrl: z.string(),
      type: text.optional(),
      size: z.number().nullable().optional(),
    }),
  ),
  exercise_id: id.nullable(),
  request_video: z.boolean(),
});
const TCComment = z.looseObject({
  id,
  body: z.string(),
  workout_id: id,
  created_at: timestamp,
  attachments: z.array(z.unknown()),
  commenter: z.object({ type: z.enum(["client", "trainer", "organization", "user"]), id }),
});
const TCWorkoutPage = z.looseObject({
  meta: TCMeta,
  workouts: z.array(TCWorkout),
  workout_items: z.array(TCItem),
  comments: z.array(TCComment),
});
const TCClientList = z.looseObject({
  clients: z.array(TCClient),
  users: z.array(TCUser),
  images: z.array(TCImage),
  meta: TCMeta,
});
const TCTrainer = z.looseObject({ id, user_id: id, organization_id: id.nullable(), created_at: timestamp });
const TCProgram = z.looseObject({ id, name: z.string(), created_at: timestamp, updated_at: timestamp });
const TCExercise = z.looseObject({ id, exercise_name: z.string(), created_at: timestamp });

let t: TestDb;
let api: TestApi;
let token: string;
let clientId: number;
let clientToken: string;
let workoutId: number;

/** Parses as TrueCoach would and fails with the first field it cannot read. */
function read<T>(schema: z.ZodType<T>, body: unknown, where: string): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new Error(`${where}: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

beforeAll(async () => {
  t = await createTestDb();
  api = testApi(t);
  const org = await insertOrganization(t);
  const email = "typed.coach@test.local";
  const coach = await insertTrainer(t, org.id, { admin: true, email, password: "Typed-coach-1357" });
  // Sign in as an integration does: OAuth 2 password grant, form body, trailing slash.
  const res = await api.request<unknown>("POST", "/api/oauth/token/", {
    rawBody: new URLSearchParams({
      grant_type: "password",
      username: email,
      password: "Typed-coach-1357",
    }).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
  expect(res.status).toBe(200);
  const login = read(TCToken, res.body, "oauth/token");
  expect(login.user_id).toBe(coach.userId);
  token = login.access_token;

  const client = await insertClient(t, coach);
  clientId = client.id;
  clientToken = (await persona(t, client.user_id)).token;
  await api.put(
    `/api/clients/${clientId}`,
    { client: { user: { image_url: "https://cdn.test/typed.jpg" } } },
    { token },
  );
  const workouts = [
    {
      due: "2026-02-23",
      title: "Lower",
      state: "completed",
      short_description: "<p class='name-and-info'>A) Squat<br/>B) Bench<br/></p>",
      warmup: "Row 5 min",
      warmup_selected_exercises: [{ id: 3, name: "Row" }],
      workout_items: [
        {
          name: "Squat",
          info: "• 4@6\n• 4@7",
          result: "4@6, 4@7",
          state: "completed",
          is_circuit: false,
          selected_exercises: [{ id: 1, name: "Back squat" }],
          attachments: [
            { name: "cue", attachmentUrl: "https://cdn.test/cue.mp4", type: "video/mp4", size: 1024 },
          ],
        },
        { name: "Circuit", info: "3 rounds", is_circuit: true },
      ],
    },
    { due: "2026-02-25", title: "Missed one" },
    { due: "2026-02-26", title: "Rest", rest_day: true, rest_day_instructions: "Walk" },
    { due: "2026-03-04", title: "Upcoming" },
  ];
  for (const w of workouts) {
    const made = await api.post<{ workout: { id: number } }>(
      "/api/workouts",
      { workout: { client_id: clientId, ...w } },
      { token },
    );
    expect(made.status).toBe(201);
    workoutId ??= made.body.workout.id;
  }
  await api.post("/api/comments", { comment: { workout_id: workoutId, body: "Nice depth" } }, { token });
  await api.post(
    "/api/comments",
    { comment: { workout_id: workoutId, body: "Thanks!" } },
    { token: clientToken },
  );
  await api.post("/api/programs", { program: { name: "Strength block" } }, { token });
  await api.post("/api/exercises", { exercise: { exercise_name: "Back squat" } }, { token });
});
afterAll(() => t.close());

describe("a TrueCoach client reads our answers with its types", () => {
  it("clients: the list with users and images, and one client", async () => {
    const list = read(TCClientList, (await api.get("/api/clients", { token })).body, "GET /clients");
    const user = list.users.find((u) => u.id === list.clients[0]?.user_id);
    // Avatars join through users[].image_id = images[].id.
    expect(list.images.find((i) => i.id === user?.image_id)?.image_url).toBe("https://cdn.test/typed.jpg");
    const one = (await api.get<{ client: unknown; user: unknown }>(`/api/clients/${clientId}`, { token }))
      .body;
    read(TCClient, one.client, "GET /clients/{id} client");
    read(TCUser, one.user, "GET /clients/{id} user");
  });

  it("a client's workouts, as coach and as the client, in TrueCoach's query", async () => {
    const path = `/api/clients/${clientId}/workouts?order=desc&page=1&per_page=30&states=completed,missed`;
    for (const [who, bearer] of [
      ["coach", token],
      ["client", clientToken],
    ] as const) {
      const page = read(TCWorkoutPage, (await api.get(path, { token: bearer })).body, `${who}: ${path}`);
      expect(page.workouts.map((w) => w.title)).toEqual(["Missed one", "Lower"]);
      expect(page.meta).toEqual({ page: 1, per_page: 30, total_pages: 1, total_count: 2 });
      expect(page.comments.map((c) => c.commenter.type).sort()).toEqual(["client", "trainer"]);
    }
  });

  it("GET /workouts in its three shapes", async () => {
    for (const path of [
      `/api/workouts?client_id=${clientId}&order=desc&per_page=2`,
      `/api/workouts?client_id=${clientId}&start_date=2026-02-23&end_date=2026-03-01&order=due_ASC`,
      "/api/workouts?per_page=5&page=1",
      `/api/workouts?ids=${workoutId}`,
    ]) {
      const body = (await api.get(path, { token })).body;
      const page = read(
        TCWorkoutPage.extend({ users: z.array(TCUser), images: z.array(TCImage) }),
        body,
        path,
      );
      expect(page.workouts.length, path).toBeGreaterThan(0);
    }
  });

  it("comments, trainers, programs and exercises", async () => {
    const comments = (
      await api.get<{ comments: unknown }>(`/api/comments?workout_id=${workoutId}`, { token })
    ).body;
    read(z.array(TCComment).min(2), comments.comments, "GET /comments");
    const trainers = (await api.get("/api/trainers", { token })).body;
    read(
      z.looseObject({
        trainers: z.array(TCTrainer).min(1),
        users: z.array(TCUser),
        images: z.array(TCImage),
        meta: TCMeta,
      }),
      trainers,
      "GET /trainers",
    );
    const programs = (await api.get("/api/programs?per_page=10", { token })).body;
    read(z.looseObject({ programs: z.array(TCProgram).min(1), meta: TCMeta }), programs, "GET /programs");
    const exercises = (await api.get("/api/exercises?per_page=10", { token })).body;
    read(z.looseObject({ exercises: z.array(TCExercise).min(1), meta: TCMeta }), exercises, "GET /exercises");
  });
});

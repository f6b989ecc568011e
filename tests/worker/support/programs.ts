import { count, eq } from "drizzle-orm";
import { expect } from "vitest";
import { program_assignments, programs, users, workout_items, workouts } from "../../../db/schema";
import type { TestDb } from "../../helpers/db";
import type { TestApi } from "../../helpers/http";

/**
 * Small REST steps the program tests share (tests/worker/programs.*.test.ts): create a program,
 * add a template day, add or complete a client's workout, count rows.
 */

export type ProgramAnswer = {
  id: number;
  name: string;
  length: number;
  highest_position: number;
  weeks: number;
  workouts_count: number;
  clients_count: number;
  workout_ids: number[];
  program_assignment_ids: number[];
};

export type AssignAnswer = {
  success: number;
  msg: string;
  workouts_count: number;
  program_assignment_ids: number[];
  clients_done: number[];
  clients_skipped: number[];
  job_key: string;
  preview?: {
    client_id: number;
    added: number;
    replaced_pending: number;
    completed_in_range: number;
    completed_deleted: number;
    busy_dates: string[];
    busy_completed_dates: string[];
  }[];
};

export function programSteps(t: TestDb, api: TestApi, token: () => string) {
  async function createProgram(name = "计划") {
    const res = await api.post<{ program: ProgramAnswer }>(
      "/api/programs",
      { program: { name } },
      { token: token() },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.program;
  }

  async function addTemplate(programId: number, position: number, extra: Record<string, unknown> = {}) {
    const res = await api.post<{ workout: { id: number } }>(
      "/api/workouts",
      { workout: { program_id: programId, position, title: `第${position}天`, ...extra } },
      { token: token() },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.workout.id;
  }

  async function addClientWorkout(clientId: number, due: string, title: string, completed = false) {
    const res = await api.post<{ workout: { id: number; workout_items: { id: number }[] } }>(
      "/api/workouts",
      {
        workout: {
          client_id: clientId,
          due,
          title,
          state: completed ? "completed" : "pending",
          workout_items: [{ name: `${title}-动作`, result: completed ? "完成 5×5" : undefined }],
        },
      },
      { token: token() },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.workout.id;
  }

  async function assign(programId: number, body: Record<string, unknown>) {
    return api.post<AssignAnswer>(`/api/programs/${programId}/assign_job`, body, { token: token() });
  }

  const programRow = async (id: number) =>
    (await t.db.select().from(programs).where(eq(programs.id, id)))[0]!;

  const clientWorkouts = (clientId: number) =>
    t.db.select().from(workouts).where(eq(workouts.client_id, clientId)).orderBy(workouts.due, workouts.id);

  async function setTimeZone(userId: number, timezone: string) {
    await t.db.update(users).set({ timezone }).where(eq(users.id, userId));
  }

  async function counts() {
    return {
      programs: (await t.db.select({ n: count() }).from(programs))[0]!.n,
      workouts: (await t.db.select({ n: count() }).from(workouts))[0]!.n,
      items: (await t.db.select({ n: count() }).from(workout_items))[0]!.n,
      assignments: (await t.db.select({ n: count() }).from(program_assignments))[0]!.n,
    };
  }

  return {
    createProgram,
    addTemplate,
    addClientWorkout,
    assign,
    programRow,
    clientWorkouts,
    setTimeZone,
    counts,
  };
}

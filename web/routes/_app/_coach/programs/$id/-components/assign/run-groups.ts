import { ASSIGN_GROUP_CLIENTS } from "#shared/shared-rules";
import type { RouterInputs, RouterOutputs } from "@/lib/trpc";

export type AssignInput = RouterInputs["programs"]["assign"];
export type AssignOutput = RouterOutputs["programs"]["assign"];
export type ClientPreview = Extract<AssignOutput, { preview: unknown }>["preview"][number];

/** The dry run's per-client preview of one answer (none on a real run). */
export function previewOf(result: AssignOutput | undefined): ClientPreview[] {
  return result && "preview" in result ? result.preview : [];
}

/**
 * The days that would hold two workouts under a mode (issue 22): adding alongside doubles every
 * busy day; replace keeps completed work unless told otherwise, so those days still hold two.
 */
export function doubledDates(
  preview: Pick<ClientPreview, "busy_dates" | "busy_completed_dates">,
  mode: { replace: boolean; deleteCompleted: boolean },
): string[] {
  if (!mode.replace) return preview.busy_dates;
  return mode.deleteCompleted ? [] : preview.busy_completed_dates;
}

/** What every group of one assignment shares (the clients vary per group). */
export type AssignSettings = Omit<AssignInput, "client_ids" | "dry_run" | "job_key">;

/** One group's fate: sent or not yet, done, or failed with the server's error. */
export type GroupState = {
  clientIds: number[];
  status: "waiting" | "running" | "done" | "failed";
  result?: AssignOutput;
  error?: unknown;
};

/** The clients in groups of ASSIGN_GROUP_CLIENTS (the server's measured request size). */
export function splitGroups(clientIds: readonly number[], size = ASSIGN_GROUP_CLIENTS): number[][] {
  const groups: number[][] = [];
  for (let i = 0; i < clientIds.length; i += size) groups.push(clientIds.slice(i, i + size));
  return groups;
}

/**
 * Sends the groups one after another under one job key, reporting each group's state. A failed
 * group does not stop the others; sending it again later is safe (the server skips clients that
 * already hold this job's assignment).
 */
export async function runGroups(
  groups: GroupState[],
  send: (clientIds: number[]) => Promise<AssignOutput>,
  onChange: (groups: GroupState[]) => void,
): Promise<GroupState[]> {
  let current = groups;
  const set = (index: number, patch: Partial<GroupState>) => {
    current = current.map((g, i) => (i === index ? { ...g, ...patch } : g));
    onChange(current);
  };
  for (const [index, group] of groups.entries()) {
    if (group.status === "done") continue;
    set(index, { status: "running", error: undefined });
    try {
      const result = await send(group.clientIds);
      set(index, { status: "done", result });
    } catch (error) {
      set(index, { status: "failed", error });
    }
  }
  return current;
}

/** A fresh job key for one assignment (all its groups). */
export function newJobKey(): string {
  return typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { RouterInputs, RouterOutputs } from "@/lib/trpc";

/** Why a client needs the coach's attention, as the list answers it. */
export type NeedsAttentionReason =
  RouterOutputs["clients"]["list"]["clients"][number]["needs_attention_reasons"][number];

/**
 * The client list's shapes and labels, shared by the /clients screen and its dialogs.
 *
 * The list answer side-loads users and trainers (join `clients[].user_id → users[].id`,
 * `clients[].trainer_id → trainers[].id`, the trainer's name through its `user_id`).
 */
export type ClientList = RouterOutputs["clients"]["list"];
export type ListedClient = ClientList["clients"][number];
export type ListedUser = ClientList["users"][number];
export type ClientState = RouterInputs["clients"]["create"]["client"]["state"] & string;
export type ClientType = RouterInputs["clients"]["create"]["client"]["client_type"] & string;

/** The states as the server knows them. */
export { CLIENT_STATES } from "#shared/shared-rules";

export const STATE_LABELS: Record<ClientState, MessageDescriptor> = {
  active: msg`在训`,
  pending: msg`待开始`,
  inactive: msg`暂停`,
  archived: msg`已归档`,
};

export const TYPE_LABELS: Record<ClientType, MessageDescriptor> = {
  remote: msg`线上`,
  in_person: msg`线下`,
  hybrid: msg`线上 + 线下`,
};

export const REASON_LABELS: Record<
  NeedsAttentionReason,
  { label: MessageDescriptor; hint: MessageDescriptor }
> = {
  programming_ends: {
    label: msg`计划将结束`,
    hint: msg`已安排的训练即将用完（或已用完），请为学员安排后续训练。`,
  },
  missed_workouts: {
    label: msg`错过训练`,
    hint: msg`学员最近错过了多次训练，可以联系一下了解情况。`,
  },
  compliance_drop: {
    label: msg`完成率下降`,
    hint: msg`近 7 天的完成率明显低于近 30 天，学员可能遇到了困难。`,
  },
  no_nutrition_log: {
    label: msg`没有饮食记录`,
    hint: msg`学员有饮食计划，但已经 3 天没有记录饮食了。`,
  },
};

/** A compliance rate (0–1) as a tone: ≥ 80 % good, ≥ 50 % fair, else poor; null has none. */
export function complianceTone(rate: number | null | undefined): "good" | "fair" | "poor" | null {
  if (rate === null || rate === undefined) return null;
  if (rate >= 0.8) return "good";
  if (rate >= 0.5) return "fair";
  return "poor";
}

export function formatRate(rate: number | null | undefined): string {
  return rate === null || rate === undefined ? "—" : `${Math.round(rate * 100)}%`;
}

/** The list joined with its side-loads: each client with its user and its trainer's name. */
export type ClientEntry = {
  client: ListedClient;
  user: ListedUser | undefined;
  trainerName: string | null;
};

export function joinClients(list: ClientList): ClientEntry[] {
  const users = new Map(list.users.map((u) => [u.id, u]));
  const trainers = new Map(list.trainers.map((t) => [t.id, t]));
  return list.clients.map((client: ListedClient) => {
    const trainer = client.trainer_id != null ? trainers.get(client.trainer_id) : undefined;
    return {
      client,
      user: users.get(client.user_id),
      trainerName: trainer ? (users.get(trainer.user_id)?.name ?? null) : null,
    };
  });
}

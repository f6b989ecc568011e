import type { EditableTrainer } from "@/components/trainers/edit-trainer-dialog";
import type { RouterOutputs } from "@/lib/trpc";

export type TeamList = RouterOutputs["trainers"]["list"];
export type TeamTrainer = TeamList["trainers"][number];
export type TeamUser = TeamList["users"][number];
/** One row of the team: the trainer and its person. */
export type Member = { trainer: TeamTrainer; user: TeamUser | undefined };
export type MemberRole = "owner" | "admin" | "trainer";

export const TEAM_PAGE_SIZE = 50;

export function membersOf(list: TeamList | undefined): Member[] {
  if (!list) return [];
  const users = new Map(list.users.map((u) => [u.id, u]));
  return list.trainers.map((trainer) => ({ trainer, user: users.get(trainer.user_id) }));
}

/** The owner is an admin too (shared/roles.ts); the badge shows the stronger of the two. */
export function roleOf(trainer: TeamTrainer): MemberRole {
  if (trainer.is_organization_owner) return "owner";
  return trainer.super_admin ? "admin" : "trainer";
}

export function memberName(m: Member): string {
  return m.user?.name || m.user?.email || `#${m.trainer.id}`;
}

/** A member as the shared edit dialog takes it; the admin fields are not offered on oneself or the owner. */
export function editableMember(m: Member, self: boolean): EditableTrainer {
  return {
    trainerId: m.trainer.id,
    userId: m.user?.id ?? null,
    name: memberName(m),
    email: m.user?.email ?? null,
    phone: m.user?.phone_number ?? null,
    isAdmin: m.trainer.super_admin,
    canAddClients: m.trainer.can_add_clients,
    maxClients: m.trainer.max_clients,
    adminFieldsEditable: !self && roleOf(m.trainer) !== "owner",
  };
}

import type { organizations, trainers, users } from "../../db/schema";

/**
 * Turns rows into the spec's wire shapes. Drizzle keys already are the spec's names, so this only
 * drops what must never leave the server and adds derived fields (links, counts).
 */
type UserRow = typeof users.$inferSelect;
type TrainerRow = typeof trainers.$inferSelect;
type OrganizationRow = typeof organizations.$inferSelect;

export function publicUser(user: UserRow) {
  // Who created the person is bookkeeping for SPEC's two-call client creation, not profile data;
  // the name's sort key is the lists' business (users/name-key.ts).
  const {
    invite_token: _secret,
    created_by_organization_id: _creator,
    name_key: _sortKey,
    disabled_at,
    ...rest
  } = user;
  return { ...rest, disabled: disabled_at !== null };
}
export type PublicUser = ReturnType<typeof publicUser>;

export function publicTrainer(
  trainer: TrainerRow,
  extra: {
    active_clients_count: number;
    organization: Pick<OrganizationRow, "owner_id" | "pending_owner_id"> | null;
  },
) {
  return {
    ...trainer,
    active_clients_count: extra.active_clients_count,
    is_organization_owner: extra.organization?.owner_id === trainer.user_id,
    is_organization_pending_owner: extra.organization?.pending_owner_id === trainer.user_id,
    links: { clients: `/api/trainers/${trainer.id}/clients`, subscription: null },
  };
}
export type PublicTrainer = ReturnType<typeof publicTrainer>;

export function publicOrganization(organization: OrganizationRow, extra: { active_clients_count: number }) {
  return {
    ...organization,
    active_clients_count: extra.active_clients_count,
    links: {
      documents: `/api/organizations/${organization.id}/documents`,
      trainers: `/api/organizations/${organization.id}/trainers`,
      clients: "/api/organization/clients",
    },
  };
}
export type PublicOrganization = ReturnType<typeof publicOrganization>;

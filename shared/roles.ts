/**
 * Role derivation of SPEC section 6, shared by the server (authorization) and the web (route guards):
 * super if the user has the super_admin flag; else admin if the first trainer has super_admin or
 * owns its organization (organizations.owner_id: the owner is an admin wherever an admin may act);
 * else trainer if a trainer exists; else client for a person with a client profile (SPEC: "a
 * client is a user with has_trainer and trainer_id"); else empty.
 */
export type Role = "super" | "admin" | "trainer" | "client" | "";

export function deriveRole(
  user: { super_admin: boolean; has_trainer?: boolean; trainer_id?: number | null } | null | undefined,
  trainers: ReadonlyArray<{ super_admin: boolean; is_organization_owner?: boolean }>,
  /** Whether the user has a clients row; default: SPEC's reading of the user (has_trainer + trainer_id). */
  isClient?: boolean,
): Role {
  if (!user) return "";
  if (user.super_admin) return "super";
  const first = trainers[0];
  if (first?.super_admin || first?.is_organization_owner) return "admin";
  if (first) return "trainer";
  if (isClient ?? Boolean(user.has_trainer && user.trainer_id != null)) return "client";
  return "";
}

export const COACH_ROLES: readonly Role[] = ["trainer", "admin", "super"];
export const SUPER_ROLES: readonly Role[] = ["super"];
export const CLIENT_ROLES: readonly Role[] = ["client"];

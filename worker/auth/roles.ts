/**
 * Role derivation of SPEC section 6, shared by the server (authorization) and the web (route guards):
 * super if the user has the super_admin flag; else admin if the first trainer has super_admin;
 * else trainer if a trainer exists; else empty.
 */
export type Role = "super" | "admin" | "trainer" | "";

export function deriveRole(
  user: { super_admin: boolean } | null | undefined,
  trainers: ReadonlyArray<{ super_admin: boolean }>,
): Role {
  if (!user) return "";
  if (user.super_admin) return "super";
  const first = trainers[0];
  if (first?.super_admin) return "admin";
  if (first) return "trainer";
  return "";
}

export const COACH_ROLES: readonly Role[] = ["trainer", "admin", "super"];
export const SUPER_ROLES: readonly Role[] = ["super"];

import { msg } from "@lingui/core/macro";
import type { Role, Session } from "@/lib/auth";

export const ROLE_LABELS = {
  super: msg`超级管理员`,
  admin: msg`组织管理员`,
  trainer: msg`教练`,
  client: msg`学员`,
  "": msg`访客`,
} as const satisfies Record<Role, unknown>;

/** The owner is an admin by rights but is called what the team page calls it: 所有者 (one name for one role). */
const OWNER_LABEL = msg`所有者`;

/** The label of the signed-in person's role, as the team page names it. */
export function roleLabelOf(session: Pick<Session, "role" | "trainer"> | null | undefined) {
  if (session?.role === "admin" && session.trainer?.is_organization_owner) return OWNER_LABEL;
  return ROLE_LABELS[session?.role ?? ""];
}

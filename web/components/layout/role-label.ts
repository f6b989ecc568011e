import { msg } from "@lingui/core/macro";
import type { Role } from "@/lib/auth";

export const ROLE_LABELS = {
  super: msg`超级管理员`,
  admin: msg`组织管理员`,
  trainer: msg`教练`,
  client: msg`学员`,
  "": msg`访客`,
} as const satisfies Record<Role, unknown>;

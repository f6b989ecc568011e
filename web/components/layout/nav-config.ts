import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import {
  Building2,
  CalendarRange,
  Contact,
  Dumbbell,
  House,
  type LucideIcon,
  Mail,
  MessagesSquare,
  ShieldCheck,
  UserRound,
  Users,
  UsersRound,
} from "lucide-react";
import { COACH_ROLES, type Role, SUPER_ROLES } from "@/lib/auth";

export type NavItem = {
  to: string;
  label: MessageDescriptor;
  icon: LucideIcon;
  /** Active only on the exact path (home); otherwise also on sub-paths. */
  exact?: boolean;
  /** An unread count shown on the entry. */
  badge?: "conversations";
};

export type NavGroup = { label: MessageDescriptor; roles: readonly Role[]; items: NavItem[] };

/** The sidebar's menu. Titles match the routes' staticData titles (same source text, same id). */
export const NAV_GROUPS: NavGroup[] = [
  {
    label: msg`教练工作台`,
    roles: COACH_ROLES,
    items: [
      { to: "/", label: msg`首页`, icon: House, exact: true },
      { to: "/clients", label: msg`学员`, icon: Users },
      { to: "/messages", label: msg`消息`, icon: MessagesSquare, badge: "conversations" },
      { to: "/programs", label: msg`训练计划`, icon: CalendarRange },
      { to: "/library", label: msg`动作库`, icon: Dumbbell },
      { to: "/team", label: msg`团队`, icon: UsersRound },
    ],
  },
  {
    label: msg`超级管理`,
    roles: SUPER_ROLES,
    items: [
      { to: "/admin/organizations", label: msg`组织管理`, icon: Building2 },
      { to: "/admin/trainers", label: msg`教练管理`, icon: ShieldCheck },
      { to: "/admin/clinets", label: msg`学员管理`, icon: Contact },
      { to: "/admin/emails", label: msg`邮件统计`, icon: Mail },
    ],
  },
  {
    label: msg`账户`,
    roles: COACH_ROLES,
    items: [{ to: "/profile", label: msg`个人资料`, icon: UserRound }],
  },
];

export function navGroupsFor(role: Role): NavGroup[] {
  return NAV_GROUPS.filter((g) => role !== "" && g.roles.includes(role));
}

export function isNavItemActive(item: NavItem, pathname: string): boolean {
  if (item.exact) return pathname === item.to;
  return pathname === item.to || pathname.startsWith(`${item.to}/`);
}

/** The icon that best represents a path (for starred pages): the longest matching menu entry. */
export function iconForPath(pathname: string): LucideIcon | null {
  let best: NavItem | null = null;
  for (const group of NAV_GROUPS) {
    for (const item of group.items) {
      if (isNavItemActive(item, pathname) && (!best || item.to.length > best.to.length)) best = item;
    }
  }
  return best?.icon ?? null;
}

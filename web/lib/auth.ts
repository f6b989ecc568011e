import { useSyncExternalStore } from "react";
import { COACH_ROLES, deriveRole, type Role, SUPER_ROLES } from "#shared/roles";
import { onStorageChange, readJson, STORAGE_KEYS, writeJson } from "./storage";
import type { RouterOutputs } from "./trpc";

export { COACH_ROLES, deriveRole, type Role, SUPER_ROLES };

/** The "base information" of SPEC section 7: GET /users/{id} → user, trainers, organizations. */
export type BaseInfo = RouterOutputs["users"]["get"];
export type SessionUser = BaseInfo["user"];
export type SessionTrainer = BaseInfo["trainers"][number];
export type SessionOrganization = BaseInfo["organizations"][number];

/**
 * What SPEC section 3 says is kept locally: token, user, role, trainer, organization, timestamp.
 * One JSON value under `coach:session`. A session with a token but no user is a sign-in in
 * progress (the token is needed to load the base information) and grants no route.
 */
export type Session = {
  token: string;
  user: SessionUser | null;
  role: Role;
  trainer: SessionTrainer | null;
  organization: SessionOrganization | null;
  /** When the session was stored (ms since epoch). */
  timestamp: number;
  /** Set for a client's sign-in (issue 13): the client app (/client) is theirs, not the coach area. */
  client_id?: number | null;
};

function isSession(value: unknown): value is Session {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.token === "string" &&
    v.token.length > 0 &&
    typeof v.timestamp === "number" &&
    typeof v.role === "string" &&
    (v.user === null || (typeof v.user === "object" && typeof (v.user as { id?: unknown }).id === "number"))
  );
}

/**
 * The auth state the router context carries. The router reloads it from storage before every
 * navigation (SPEC: "before each navigation the stored authentication is reloaded"), so a sign-out
 * in another tab, or a token edited by hand, takes effect on the next click.
 */
export class AuthStore {
  private session: Session | null = null;
  private listeners = new Set<() => void>();

  constructor() {
    this.reload();
    if (typeof window !== "undefined") onStorageChange(STORAGE_KEYS.session, () => this.reload());
  }

  /** Re-reads the stored session; notifies subscribers only when it changed. */
  reload(): void {
    const next = readJson(STORAGE_KEYS.session, isSession);
    if (JSON.stringify(next) !== JSON.stringify(this.session)) {
      this.session = next;
      this.emit();
    }
  }

  get current(): Session | null {
    return this.session;
  }
  get token(): string | null {
    return this.session?.token ?? null;
  }
  get role(): Role {
    return this.session?.user ? this.session.role : "";
  }
  /** Signed in: a token and the loaded user. */
  get isAuthenticated(): boolean {
    return Boolean(this.session?.token && this.session.user);
  }

  /** A signed-in client (no coach role, a client profile): they belong in /client. */
  get isClient(): boolean {
    return this.isAuthenticated && this.session?.client_id != null && !COACH_ROLES.includes(this.role);
  }
  get clientId(): number | null {
    return this.isClient ? (this.session?.client_id ?? null) : null;
  }

  hasRole(roles: readonly Role[]): boolean {
    return this.isAuthenticated && this.role !== "" && roles.includes(this.role);
  }

  /** First step of a sign-in: keep the token so the next calls (auth.me, users.get) carry it. */
  setToken(token: string): void {
    this.write({
      token,
      user: this.session?.user ?? null,
      role: this.session?.role ?? "",
      trainer: this.session?.trainer ?? null,
      organization: this.session?.organization ?? null,
      timestamp: Date.now(),
    });
  }

  /** Completes a sign-in with the base information; the role follows SPEC section 6. */
  setBaseInfo(token: string, info: BaseInfo): Session {
    const session: Session = {
      token,
      user: info.user,
      role: deriveRole(info.user, info.trainers),
      trainer: info.trainers[0] ?? null,
      organization: info.organizations[0] ?? null,
      timestamp: Date.now(),
    };
    this.write(session);
    return session;
  }

  /** Completes a client's sign-in: the base information plus the client profile it signed in as. */
  setClientSession(token: string, info: BaseInfo, clientId: number): Session {
    const session: Session = { ...this.setBaseInfo(token, info), client_id: clientId };
    this.write(session);
    return session;
  }

  /** Admin sign-in answers with the user directly; the role comes from its super_admin flag. */
  setAdminSession(token: string, user: SessionUser): Session {
    const session: Session = {
      token,
      user,
      role: deriveRole(user, []),
      trainer: null,
      organization: null,
      timestamp: Date.now(),
    };
    this.write(session);
    return session;
  }

  /** Applies fresher base information to the current session (only when something changed). */
  refreshBaseInfo(info: BaseInfo): void {
    const s = this.session;
    if (!s?.user || s.user.id !== info.user.id) return;
    const next: Session = {
      ...s,
      user: info.user,
      role: deriveRole(info.user, info.trainers),
      trainer: info.trainers[0] ?? null,
      organization: info.organizations[0] ?? null,
    };
    const same = (a: Session) => JSON.stringify([a.user, a.role, a.trainer, a.organization]);
    if (same(next) !== same(s)) this.write({ ...next, timestamp: Date.now() });
  }

  /** Replaces the user (after a profile update) keeping everything else. */
  updateUser(user: SessionUser): void {
    if (!this.session) return;
    this.write({ ...this.session, user, timestamp: Date.now() });
  }

  signOut(): void {
    if (this.session === null && readJson(STORAGE_KEYS.session, isSession) === null) return;
    this.session = null;
    writeJson(STORAGE_KEYS.session, null);
    this.emit();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): Session | null => this.session;

  private write(session: Session): void {
    this.session = session;
    writeJson(STORAGE_KEYS.session, session);
    this.emit();
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}

export const auth = new AuthStore();

/** The current session, re-rendering on sign-in, sign-out and profile changes. */
export function useSession(): Session | null {
  return useSyncExternalStore(auth.subscribe, auth.getSnapshot, auth.getSnapshot);
}

/**
 * Only same-site paths are accepted as a post-sign-in target (`to`), so a crafted link cannot send
 * a user elsewhere after signing in.
 */
export function safeRedirectTarget(to: unknown, fallback = "/"): string {
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) {
    return fallback;
  }
  return to;
}

/** Where a client goes after signing in: the wanted path if it is in the client app, else /client. */
export function clientTarget(to: unknown): string {
  const target = safeRedirectTarget(to, "/client");
  return target === "/client" || target.startsWith("/client/") || target.startsWith("/client?")
    ? target
    : "/client";
}

/** Sign-in page for a wanted path: /admin/* uses the admin sign-in (SPEC section 2). */
export function signInPathFor(pathname: string): "/login" | "/admin/login" {
  return pathname === "/admin" || pathname.startsWith("/admin/") ? "/admin/login" : "/login";
}

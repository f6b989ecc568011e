import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { z } from "zod";
import { clients, sms_codes, trainers, user_credentials, users } from "../../db/schema";
import { signAccessToken } from "../auth/jwt";
import { dummyPasswordHash, hashPassword, sha256Hex, verifyPassword } from "../auth/password";
import { APP_ERRORS, AppError } from "../errors";
import type {
  TLoginInput,
  ZChangePasswordInput,
  ZLoginInput,
  ZRegisterInput,
  ZResetPasswordInput,
  ZSendSmsInput,
} from "../schemas/auth";
import { DEFAULT_TRAINER_SETTINGS } from "../schemas/trainers";
import type { Actor } from "./actor";
import type { ServiceDeps } from "./deps";
import { publicUser } from "./serialize";
import { assertNotThrottled, clearFailures, recordFailure, throttleKeys } from "./throttle";
import { assertContactFree, lastInsertId, userInsertStatements } from "./users";

export type RequestMeta = { ip: string | null };

export async function issueToken(deps: ServiceDeps, userId: number, tokenVersion: number) {
  return signAccessToken(
    { userId, tokenVersion },
    { secret: deps.config.jwtSecret, ttlSeconds: deps.config.accessTokenTtl, now: deps.clock.now() },
  );
}

async function findAccount(deps: ServiceDeps, identifier: string) {
  const byEmail = identifier.includes("@");
  const [row] = await deps.db
    .select({
      user: users,
      password_hash: user_credentials.password_hash,
      token_version: user_credentials.token_version,
      trainer: trainers,
      client: clients,
    })
    .from(users)
    .innerJoin(user_credentials, eq(user_credentials.user_id, users.id))
    .leftJoin(trainers, eq(trainers.user_id, users.id))
    .leftJoin(clients, eq(clients.user_id, users.id))
    .where(byEmail ? eq(users.email, identifier.toLowerCase()) : eq(users.phone_number, identifier))
    .limit(1);
  return row ?? null;
}

/**
 * Checks a password with throttling. Every failure (unknown account, wrong password, no password
 * set) answers the same INVALID_CREDENTIALS after the same amount of hashing work.
 */
async function authenticate(deps: ServiceDeps, identifier: string, password: string, meta: RequestMeta) {
  const keys = throttleKeys(identifier, meta.ip);
  await assertNotThrottled(deps, keys);
  const account = await findAccount(deps, identifier);
  const stored = account?.password_hash ?? (await dummyPasswordHash(deps.config.passwordPepper));
  const ok = await verifyPassword(password, stored, deps.config.passwordPepper);
  if (!account?.password_hash || !ok) {
    await recordFailure(deps, keys);
    throw new AppError("INVALID_CREDENTIALS");
  }
  if (account.user.disabled_at) throw new AppError("ACCOUNT_DISABLED");
  await clearFailures(deps, identifier);
  return account;
}

/**
 * POST /oauth/token (coach login). Answers `success: 0` with a token for any valid account;
 * `trainer_id` is null for accounts without a trainer profile, which the coach app refuses
 * (SPEC section 5) with the `msg` given here.
 */
export async function login(deps: ServiceDeps, input: z.output<typeof ZLoginInput>, meta: RequestMeta) {
  const account = await authenticate(deps, input.identifier, input.password, meta);
  const token = await issueToken(deps, account.user.id, account.token_version);
  return {
    success: 0 as const,
    token,
    trainer_id: account.trainer?.id ?? null,
    msg: account.trainer ? "登录成功" : APP_ERRORS.NOT_A_TRAINER.zh,
  };
}
export type { TLoginInput };

/** POST /admin/login: super admins only. */
export async function adminLogin(deps: ServiceDeps, input: z.output<typeof ZLoginInput>, meta: RequestMeta) {
  const account = await authenticate(deps, input.identifier, input.password, meta);
  if (!account.user.super_admin) throw new AppError("NOT_SUPER_ADMIN");
  const token = await issueToken(deps, account.user.id, account.token_version);
  return { token, user: publicUser(account.user) };
}

/** GET /auth/me */
export function me(actor: Actor) {
  return { user_id: actor.user.id };
}

/**
 * POST /register and /trainers/register: a coach signs up. The trainer has no organization until
 * an administrator places it in one, so its first sign-in meets 请联系管理员激活账户。
 */
export async function register(deps: ServiceDeps, input: z.output<typeof ZRegisterInput>) {
  await assertContactFree(deps, input.user);
  const now = deps.clock.now().toISOString();
  const [insertUser, insertCredentials] = await userInsertStatements(deps, null, input.user);
  const [created, , trainerRows] = await deps.db.batch([
    insertUser,
    insertCredentials,
    deps.db
      .insert(trainers)
      .values({
        user_id: lastInsertId,
        organization_id: null,
        settings: DEFAULT_TRAINER_SETTINGS,
        created_at: now,
        updated_at: now,
      })
      .returning(),
  ]);
  const user = created[0];
  const trainer = trainerRows[0];
  if (!user || !trainer) throw new AppError("INTERNAL");
  const token = await issueToken(deps, user.id, 0);
  return { success: 0 as const, token, trainer_id: trainer.id, msg: "注册成功", user: publicUser(user) };
}

/** POST /users/change_password: ends every older token and hands back a fresh one. */
export async function changePassword(
  deps: ServiceDeps,
  actor: Actor,
  input: z.output<typeof ZChangePasswordInput>,
) {
  const [cred] = await deps.db
    .select()
    .from(user_credentials)
    .where(eq(user_credentials.user_id, actor.user.id))
    .limit(1);
  const keys = throttleKeys(`user:${actor.user.id}`, null);
  await assertNotThrottled(deps, keys);
  const ok =
    cred?.password_hash != null &&
    (await verifyPassword(input.user.current_password, cred.password_hash, deps.config.passwordPepper));
  if (!cred || !ok) {
    await recordFailure(deps, keys);
    throw new AppError("WRONG_PASSWORD");
  }
  const tokenVersion = cred.token_version + 1;
  await setPassword(deps, actor.user.id, input.user.password, tokenVersion);
  return {
    success: 0 as const,
    msg: "密码修改成功",
    token: await issueToken(deps, actor.user.id, tokenVersion),
  };
}

async function setPassword(deps: ServiceDeps, userId: number, password: string, tokenVersion: number) {
  const now = deps.clock.now().toISOString();
  await deps.db
    .update(user_credentials)
    .set({
      password_hash: await hashPassword(password, deps.config.passwordPepper),
      token_version: tokenVersion,
      password_changed_at: now,
      updated_at: now,
    })
    .where(eq(user_credentials.user_id, userId));
}

/** Revokes every token of the caller (logout everywhere). */
export async function logoutEverywhere(deps: ServiceDeps, actor: Actor) {
  await deps.db
    .update(user_credentials)
    .set({
      token_version: sql`${user_credentials.token_version} + 1`,
      updated_at: deps.clock.now().toISOString(),
    })
    .where(eq(user_credentials.user_id, actor.user.id));
  return { success: 0 as const, msg: "ok" };
}

export const SMS_CODE_TTL_SECONDS = 10 * 60;
export const SMS_RESEND_SECONDS = 60;
export const SMS_MAX_ATTEMPTS = 5;

function randomSixDigits(): string {
  const n = crypto.getRandomValues(new Uint32Array(1))[0] ?? 0;
  return String(n % 1_000_000).padStart(6, "0");
}

/**
 * POST /user/sms: sends a reset code when the number belongs to an account. The answer is the same
 * either way, so the endpoint does not reveal who has an account. One code a minute per number.
 */
export async function sendSmsCode(deps: ServiceDeps, input: z.output<typeof ZSendSmsInput>) {
  const answer = { success: 0 as const, msg: "验证码已发送" };
  const now = deps.clock.now();
  const [user] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.phone_number, input.mobile))
    .limit(1);
  if (!user) return answer;
  const [recent] = await deps.db
    .select({ created_at: sms_codes.created_at })
    .from(sms_codes)
    .where(eq(sms_codes.phone_number, input.mobile))
    .orderBy(desc(sms_codes.created_at))
    .limit(1);
  if (recent && now.getTime() - new Date(recent.created_at).getTime() < SMS_RESEND_SECONDS * 1000)
    return answer;
  const code = randomSixDigits();
  await deps.db.insert(sms_codes).values({
    phone_number: input.mobile,
    code_hash: await sha256Hex(`${input.mobile}:${code}`),
    expires_at: new Date(now.getTime() + SMS_CODE_TTL_SECONDS * 1000).toISOString(),
    created_at: now.toISOString(),
  });
  await deps.sms.send(input.mobile, `您的验证码是 ${code}，10 分钟内有效。`);
  return answer;
}

/** POST /user/reset_password: a valid, unexpired, unused code sets a new password and ends old tokens. */
export async function resetPassword(deps: ServiceDeps, input: z.output<typeof ZResetPasswordInput>) {
  const { mobile, code, password } = input.user;
  const nowIso = deps.clock.now().toISOString();
  const [pending] = await deps.db
    .select()
    .from(sms_codes)
    .where(
      and(
        eq(sms_codes.phone_number, mobile),
        isNull(sms_codes.consumed_at),
        gt(sms_codes.expires_at, nowIso),
      ),
    )
    .orderBy(desc(sms_codes.created_at))
    .limit(1);
  if (!pending || pending.attempts >= SMS_MAX_ATTEMPTS) throw new AppError("INVALID_SMS_CODE");
  if ((await sha256Hex(`${mobile}:${code}`)) !== pending.code_hash) {
    await deps.db
      .update(sms_codes)
      .set({ attempts: pending.attempts + 1 })
      .where(eq(sms_codes.id, pending.id));
    throw new AppError("INVALID_SMS_CODE");
  }
  const account = await findAccount(deps, mobile);
  if (!account) throw new AppError("INVALID_SMS_CODE");
  await deps.db.batch([
    deps.db.update(sms_codes).set({ consumed_at: nowIso }).where(eq(sms_codes.id, pending.id)),
    deps.db
      .update(user_credentials)
      .set({
        password_hash: await hashPassword(password, deps.config.passwordPepper),
        token_version: account.token_version + 1,
        password_changed_at: nowIso,
        updated_at: nowIso,
      })
      .where(eq(user_credentials.user_id, account.user.id)),
  ]);
  await clearFailures(deps, mobile);
  return { success: 0 as const, msg: "密码重置成功" };
}

import { and, desc, eq, gt, isNull, lt, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import { message } from "#shared/messages";
import { clients, sms_codes, trainers, user_credentials, users } from "../../../db/schema";
import { signAccessToken } from "../../auth/jwt";
import { dummyPasswordHash, hashPassword, sha256Hex, verifyPassword } from "../../auth/password";
import { AppError } from "../../errors";
import type { Actor } from "../../services/actor";
import type { ServiceDeps } from "../../services/deps";
import { closeSocketsOf } from "../../services/live-sockets";
import { publicUser } from "../../services/serialize";
import type { RequestMeta } from "../operation";
import { pendingOwnershipsOf } from "../organizations/organizations";
import { DEFAULT_TRAINER_SETTINGS } from "../trainers/schemas";
import { lastInsertId, userInsertStatements } from "../users/insert";
import { assertContactFree } from "../users/users";
import { refuseCommonPassword } from "./common-passwords";
import type {
  TLoginInput,
  ZChangePasswordInput,
  ZLoginInput,
  ZRegisterInput,
  ZResetPasswordInput,
  ZSendSmsInput,
} from "./schemas";
import { clearAttempts, releaseAttempts, reserveAttempts, type ThrottleKey, throttle } from "./throttle";

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

/** The attempt limits a password check counts against: the account, and the caller's address. */
function passwordKeys(userId: number | null, identifier: string, meta: RequestMeta): ThrottleKey[] {
  const keys = [throttle.account(userId, identifier)];
  if (meta.ip) keys.push(throttle.signInAddress(meta.ip));
  return keys;
}

/** A password check that went fine: the account's failures are forgotten, the address's attempt given back. */
async function passwordAccepted(deps: ServiceDeps, keys: ThrottleKey[]) {
  const [account, ...others] = keys;
  if (account) await clearAttempts(deps, [account]);
  await releaseAttempts(deps, others);
}

/**
 * Checks a password with throttling. The attempt is counted before the hash is computed (see
 * throttle.ts), against the account whichever identifier named it. Every failure (unknown account,
 * wrong password, no password set) answers the same INVALID_CREDENTIALS after the same amount of
 * hashing work.
 */
async function authenticate(deps: ServiceDeps, identifier: string, password: string, meta: RequestMeta) {
  const account = await findAccount(deps, identifier);
  const keys = passwordKeys(account?.user.id ?? null, identifier, meta);
  await reserveAttempts(deps, keys);
  const stored = account?.password_hash ?? (await dummyPasswordHash(deps.config.passwordPepper));
  const ok = await verifyPassword(password, stored, deps.config.passwordPepper);
  if (!account?.password_hash || !ok) throw new AppError("INVALID_CREDENTIALS");
  await passwordAccepted(deps, keys);
  if (account.user.disabled_at) throw new AppError("ACCOUNT_DISABLED");
  return account;
}

/**
 * POST /oauth/token (coach and client sign-in). Answers `success: 0` with a token for any valid
 * account; `trainer_id` is null for accounts without a trainer profile, which the coach app refuses
 * (SPEC section 5); `client_id` names a client's own record (the client app signs it in).
 */
export async function login(deps: ServiceDeps, input: z.output<typeof ZLoginInput>, meta: RequestMeta) {
  const account = await authenticate(deps, input.identifier, input.password, meta);
  const token = await issueToken(deps, account.user.id, account.token_version);
  return loginAnswer(deps, token, account.user.id, account.trainer?.id ?? null, account.client?.id ?? null);
}

/**
 * The answer of every sign-in (login, accepting an invitation): a coach gets its trainer_id, a
 * client its client_id (the web app then opens the client app); an account that is neither is told
 * it is not a coach account (SPEC section 5).
 */
export function loginAnswer(
  deps: ServiceDeps,
  token: string,
  userId: number,
  trainerId: number | null,
  clientId: number | null,
) {
  return {
    success: 0 as const,
    token,
    trainer_id: trainerId,
    client_id: trainerId === null ? clientId : null,
    msg: trainerId !== null || clientId !== null ? message("LOGIN_OK") : message("NOT_A_TRAINER"),
    // OAuth 2 password-grant fields (RFC 6749 §5.1) beside CONTRACT's, for TrueCoach integrations.
    access_token: token,
    token_type: "bearer" as const,
    expires_in: deps.config.accessTokenTtl,
    user_id: userId,
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
export async function me(deps: ServiceDeps, actor: Actor) {
  // A coach in no organization may be invited to own one (admin/organizations.ts): the sign-in
  // page offers to accept instead of 请联系管理员激活账户。 Nobody else pays for the look-up.
  const invitations = await pendingOwnershipsOf(deps, actor);
  return { user_id: actor.user.id, ...(invitations.length > 0 ? { pending_ownership: invitations } : {}) };
}

/**
 * POST /register and /trainers/register: a coach signs up. The trainer has no organization until
 * an administrator places it in one, so its first sign-in meets 请联系管理员激活账户。
 */
export async function register(deps: ServiceDeps, input: z.output<typeof ZRegisterInput>, meta: RequestMeta) {
  await refuseCommonPassword(deps.db, input.user.password);
  await assertContactFree(deps, input.user, meta.ip ? [throttle.probeAddress(meta.ip)] : []);
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
  return {
    success: 0 as const,
    token,
    trainer_id: trainer.id,
    msg: message("REGISTERED"),
    user: publicUser(user),
  };
}

/**
 * POST /users/change_password: ends every older token and hands back a fresh one. Wrong current
 * passwords count against the account like failed sign-ins. The token version is bumped in the
 * statement that writes the password, so of simultaneous changes only the last one's token stays valid.
 */
export async function changePassword(
  deps: ServiceDeps,
  actor: Actor,
  input: z.output<typeof ZChangePasswordInput>,
  meta: RequestMeta,
) {
  await refuseCommonPassword(deps.db, input.user.password);
  const keys = passwordKeys(actor.user.id, "", meta);
  await reserveAttempts(deps, keys);
  const [cred] = await deps.db
    .select({ password_hash: user_credentials.password_hash })
    .from(user_credentials)
    .where(eq(user_credentials.user_id, actor.user.id))
    .limit(1);
  const stored = cred?.password_hash ?? (await dummyPasswordHash(deps.config.passwordPepper));
  const ok = await verifyPassword(input.user.current_password, stored, deps.config.passwordPepper);
  if (!cred?.password_hash || !ok) throw new AppError("WRONG_PASSWORD");
  await passwordAccepted(deps, keys);
  const tokenVersion = await setPassword(deps, actor.user.id, input.user.password);
  // Open sockets were signed in with an older token: they close, the app reconnects with the new one.
  await closeSocketsOf(deps, actor.organizationId, [actor.user.id]);
  return {
    success: 0 as const,
    msg: message("PASSWORD_CHANGED"),
    token: await issueToken(deps, actor.user.id, tokenVersion),
  };
}

/**
 * The statement that sets a password and ends every older token (atomic version bump); `onlyIf`
 * adds a condition the write needs besides the user.
 */
export function setPasswordStatement(deps: ServiceDeps, userId: number, passwordHash: string, onlyIf?: SQL) {
  const now = deps.clock.now().toISOString();
  return deps.db
    .update(user_credentials)
    .set({
      password_hash: passwordHash,
      token_version: sql`${user_credentials.token_version} + 1`,
      password_changed_at: now,
      updated_at: now,
    })
    .where(and(eq(user_credentials.user_id, userId), onlyIf))
    .returning({ token_version: user_credentials.token_version });
}

async function setPassword(deps: ServiceDeps, userId: number, password: string): Promise<number> {
  const hash = await hashPassword(password, deps.config.passwordPepper);
  const [row] = await setPasswordStatement(deps, userId, hash);
  if (!row) throw new AppError("UNAUTHORIZED");
  return row.token_version;
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
  await closeSocketsOf(deps, actor.organizationId, [actor.user.id]);
  return { success: 0 as const, msg: message("OK") };
}

export const SMS_CODE_TTL_SECONDS = 10 * 60;
export const SMS_RESEND_SECONDS = 60;
export const SMS_MAX_ATTEMPTS = 5;
/** Codes per number and day: with five guesses each, at most 50 guesses a day at a 6-digit code. */
export const SMS_DAILY_LIMIT = 10;

function randomSixDigits(): string {
  const n = crypto.getRandomValues(new Uint32Array(1))[0] ?? 0;
  return String(n % 1_000_000).padStart(6, "0");
}

/**
 * POST /user/sms: sends a reset code when the number belongs to an account. The answer is the same
 * either way, so the endpoint does not reveal who has an account. One code a minute and
 * SMS_DAILY_LIMIT a day per number, decided by the insert itself (atomic: a batch of calls or
 * parallel requests send one message, not one each).
 */
export async function sendSmsCode(deps: ServiceDeps, input: z.output<typeof ZSendSmsInput>) {
  const answer = { success: 0 as const, msg: message("SMS_SENT") };
  const now = deps.clock.now();
  const [user] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.phone_number, input.mobile))
    .limit(1);
  if (!user) return answer;
  const code = randomSixDigits();
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();
  const t = sms_codes;
  const inserted = await deps.db.all<{ id: number }>(sql`
    INSERT INTO ${t} (phone_number, code_hash, expires_at, attempts, created_at)
    SELECT ${input.mobile}, ${await sha256Hex(`${input.mobile}:${code}`)},
      ${new Date(now.getTime() + SMS_CODE_TTL_SECONDS * 1000).toISOString()}, 0, ${now.toISOString()}
    WHERE NOT EXISTS (
        SELECT 1 FROM ${t} WHERE ${t.phone_number} = ${input.mobile} AND ${t.created_at} > ${ago(SMS_RESEND_SECONDS)})
      AND (SELECT count(*) FROM ${t} WHERE ${t.phone_number} = ${input.mobile} AND ${t.created_at} > ${ago(24 * 3600)})
        < ${SMS_DAILY_LIMIT}
    RETURNING id`);
  if (inserted.length === 0) return answer;
  try {
    await deps.sms.send(input.mobile, `您的验证码是 ${code}，10 分钟内有效。`);
  } catch (error) {
    // The code stays counted against the limits: a failing provider is not a way around them.
    console.warn("[sms] delivery failed:", error instanceof Error ? error.message : error);
    throw new AppError("DELIVERY_FAILED");
  }
  return answer;
}

/**
 * Counts one guess on the number's newest live code and returns it, in one statement: the guess
 * is counted before it is compared, so however guesses arrive (a batch, parallel requests) a code
 * is dead after SMS_MAX_ATTEMPTS of them.
 */
async function takeGuess(deps: ServiceDeps, mobile: string, nowIso: string) {
  const t = sms_codes;
  const newestLive = deps.db
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.phone_number, mobile), isNull(t.consumed_at), gt(t.expires_at, nowIso)))
    .orderBy(desc(t.created_at), desc(t.id))
    .limit(1);
  const [guess] = await deps.db
    .update(t)
    .set({ attempts: sql`${t.attempts} + 1` })
    .where(and(eq(t.id, newestLive), lt(t.attempts, SMS_MAX_ATTEMPTS)))
    .returning({ id: t.id, code_hash: t.code_hash });
  return guess ?? null;
}

/** POST /user/reset_password: a valid, unexpired, unused code sets a new password and ends old tokens. */
export async function resetPassword(deps: ServiceDeps, input: z.output<typeof ZResetPasswordInput>) {
  const { mobile, code, password } = input.user;
  await refuseCommonPassword(deps.db, password);
  const nowIso = deps.clock.now().toISOString();
  const guess = await takeGuess(deps, mobile, nowIso);
  if (!guess || (await sha256Hex(`${mobile}:${code}`)) !== guess.code_hash)
    throw new AppError("INVALID_SMS_CODE");
  const account = await findAccount(deps, mobile);
  if (!account) throw new AppError("INVALID_SMS_CODE");
  const t = sms_codes;
  const hash = await hashPassword(password, deps.config.passwordPepper);
  // One transaction: the password is written only while the code is still unused, then the code is
  // used up. Of parallel requests with the right code, the first transaction wins; the others find
  // the code used and write nothing.
  const [, consumed] = await deps.db.batch([
    setPasswordStatement(
      deps,
      account.user.id,
      hash,
      sql`EXISTS (SELECT 1 FROM ${t} WHERE ${t.id} = ${guess.id} AND ${t.consumed_at} IS NULL)`,
    ),
    deps.db
      .update(t)
      .set({ consumed_at: nowIso })
      .where(and(eq(t.id, guess.id), isNull(t.consumed_at)))
      .returning({ id: t.id }),
  ]);
  if (consumed.length === 0) throw new AppError("INVALID_SMS_CODE");
  await clearAttempts(deps, [throttle.account(account.user.id, mobile)]);
  const organizationId = account.trainer?.organization_id ?? account.client?.organization_id ?? null;
  await closeSocketsOf(deps, organizationId, [account.user.id]);
  return { success: 0 as const, msg: message("PASSWORD_RESET") };
}

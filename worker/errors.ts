import type { TRPC_ERROR_CODE_KEY } from "@trpc/server";

/**
 * The one error vocabulary of the app. Services throw AppError(code); the tRPC error formatter and
 * the REST onError both map it through APP_ERRORS, so a rule answers the same way on both surfaces.
 */
export const APP_ERRORS = {
  BAD_REQUEST: { trpc: "BAD_REQUEST", status: 400, zh: "请求参数有误", en: "Invalid request" },
  INVALID_JSON: { trpc: "BAD_REQUEST", status: 400, zh: "请求体不是有效的 JSON", en: "Malformed JSON body" },
  UNAUTHORIZED: { trpc: "UNAUTHORIZED", status: 401, zh: "请先登录", en: "Please sign in" },
  INVALID_CREDENTIALS: {
    trpc: "UNAUTHORIZED",
    status: 401,
    zh: "账号或密码错误",
    en: "Wrong account or password",
  },
  ACCOUNT_DISABLED: { trpc: "FORBIDDEN", status: 403, zh: "账户已停用", en: "This account is disabled" },
  NOT_A_TRAINER: {
    trpc: "FORBIDDEN",
    status: 403,
    zh: "该账户不是教练账户",
    en: "This account is not a coach account",
  },
  NOT_SUPER_ADMIN: {
    trpc: "FORBIDDEN",
    status: 403,
    zh: "仅超级管理员可以登录",
    en: "Only super administrators can sign in here",
  },
  NO_ORGANIZATION: {
    trpc: "FORBIDDEN",
    status: 403,
    zh: "请联系管理员激活账户。",
    en: "Please contact the administrator to activate your account.",
  },
  FORBIDDEN: { trpc: "FORBIDDEN", status: 403, zh: "没有权限执行此操作", en: "You may not do this" },
  NOT_FOUND: { trpc: "NOT_FOUND", status: 404, zh: "未找到", en: "Not found" },
  EMAIL_TAKEN: { trpc: "CONFLICT", status: 409, zh: "该邮箱已被使用", en: "This email is already in use" },
  PHONE_TAKEN: {
    trpc: "CONFLICT",
    status: 409,
    zh: "该手机号已被使用",
    en: "This phone number is already in use",
  },
  CONFLICT: { trpc: "CONFLICT", status: 409, zh: "数据冲突", en: "Conflict" },
  WRONG_PASSWORD: { trpc: "BAD_REQUEST", status: 400, zh: "当前密码不正确", en: "Current password is wrong" },
  INVALID_SMS_CODE: {
    trpc: "BAD_REQUEST",
    status: 400,
    zh: "验证码错误或已过期",
    en: "The code is wrong or has expired",
  },
  TOO_MANY_ATTEMPTS: {
    trpc: "TOO_MANY_REQUESTS",
    status: 429,
    zh: "尝试次数过多，请稍后再试",
    en: "Too many attempts, try again later",
  },
  UNSUPPORTED_MEDIA_TYPE: {
    trpc: "UNSUPPORTED_MEDIA_TYPE",
    status: 415,
    zh: "不支持的请求内容类型，请使用 application/json",
    en: "Unsupported content type: send application/json",
  },
  BATCH_TOO_LARGE: {
    trpc: "BAD_REQUEST",
    status: 400,
    zh: "一次批量请求的调用过多",
    en: "Too many calls in one batch",
  },
  BATCH_NOT_ALLOWED: {
    trpc: "BAD_REQUEST",
    status: 400,
    zh: "登录、注册、验证码和改密码请求不能与其他请求合并发送",
    en: "Sign-in, registration, SMS and password calls cannot share a batch",
  },
  PAYLOAD_TOO_LARGE: {
    trpc: "PAYLOAD_TOO_LARGE",
    status: 413,
    zh: "请求体过大",
    en: "Request body too large",
  },
  INTERNAL: { trpc: "INTERNAL_SERVER_ERROR", status: 500, zh: "服务器错误", en: "Server error" },
} as const satisfies Record<string, { trpc: TRPC_ERROR_CODE_KEY; status: number; zh: string; en: string }>;

export type AppErrorCode = keyof typeof APP_ERRORS;
export type Locale = "zh-CN" | "en";

export type ErrorIssue = { path: string; message: string };

export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    /** A person-readable message overriding the code's default (e.g. the spec's 学员添加失败). */
    readonly msg?: string,
    readonly issues?: ErrorIssue[],
    /** Seconds the caller should wait (throttling). */
    readonly retryAfter?: number,
  ) {
    super(msg ?? code);
    this.name = "AppError";
  }
}

export function messageFor(error: AppError, locale: Locale): string {
  const def = APP_ERRORS[error.code];
  if (error.msg) return error.msg;
  return locale === "en" ? def.en : def.zh;
}

/** REST error body of CONTRACT.md: `success` non-zero, msg for a person, machine code, zod issues. */
export function restErrorBody(error: AppError, locale: Locale) {
  return {
    success: APP_ERRORS[error.code].status,
    msg: messageFor(error, locale),
    code: error.code,
    ...(error.issues ? { issues: error.issues } : {}),
  };
}

export function localeFromHeader(acceptLanguage: string | undefined | null): Locale {
  if (!acceptLanguage) return "zh-CN";
  const first = acceptLanguage.split(",")[0]?.trim().toLowerCase() ?? "";
  return first.startsWith("en") ? "en" : "zh-CN";
}

/** The column of a UNIQUE violation reported by SQLite / libSQL / D1, found anywhere in the cause chain. */
export function uniqueViolation(error: unknown): string | null {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    const message = e instanceof Error ? e.message : String(e);
    const match = /UNIQUE constraint failed: ([\w.]+)/.exec(message);
    if (match) return match[1] ?? null;
    e = e instanceof Error ? e.cause : undefined;
  }
  return null;
}

/**
 * A write that lost a race with its pre-check (two sign-ups with one email) breaks a unique index;
 * that is a 409 like the pre-check's answer, never a 500. Both error mappings (tRPC init, REST
 * onError) go through here, so every service gets this without catching anything.
 */
export function conflictFromUnique(error: unknown): AppError | null {
  const column = uniqueViolation(error);
  if (column === "users.email") return new AppError("EMAIL_TAKEN");
  if (column === "users.phone_number") return new AppError("PHONE_TAKEN");
  if (column) return new AppError("CONFLICT");
  return null;
}

type ZodLikeIssue = { path: PropertyKey[]; message: string };
export function issuesFromZod(issues: readonly ZodLikeIssue[]): ErrorIssue[] {
  return issues.map((i) => ({ path: i.path.map(String).join("."), message: i.message }));
}

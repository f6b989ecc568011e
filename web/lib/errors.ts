import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { TRPCClientError } from "@trpc/client";
import { APP_ERRORS, type AppErrorCode } from "../../worker/errors";

/**
 * The server's error data (worker/trpc/init.ts errorFormatter): tRPC code, HTTP status, the
 * machine code, a message for a person (Chinese) and zod field issues for bad input.
 */
export type AppErrorData = {
  code?: string;
  httpStatus?: number;
  appCode?: string;
  msg?: string;
  issues?: Array<{ path: string; message: string }>;
};

/**
 * Machine code → message. The source text of each descriptor is the server's default Chinese
 * text for that code (worker/errors.ts), so the English catalog translates it.
 */
export const APP_ERROR_MESSAGES: Record<string, MessageDescriptor> = {
  BAD_REQUEST: msg`请求参数有误`,
  INVALID_JSON: msg`请求体不是有效的 JSON`,
  UNAUTHORIZED: msg`请先登录`,
  INVALID_CREDENTIALS: msg`账号或密码错误`,
  ACCOUNT_DISABLED: msg`账户已停用`,
  NOT_A_TRAINER: msg`该账户不是教练账户`,
  NOT_SUPER_ADMIN: msg`仅超级管理员可以登录`,
  NO_ORGANIZATION: msg`请联系管理员激活账户。`,
  FORBIDDEN: msg`没有权限执行此操作`,
  NOT_FOUND: msg`未找到`,
  EMAIL_TAKEN: msg`该邮箱已被使用`,
  PHONE_TAKEN: msg`该手机号已被使用`,
  CONFLICT: msg`数据冲突`,
  WRONG_PASSWORD: msg`当前密码不正确`,
  INVALID_SMS_CODE: msg`验证码错误或已过期`,
  TOO_MANY_ATTEMPTS: msg`尝试次数过多，请稍后再试`,
  UNSUPPORTED_MEDIA_TYPE: msg`不支持的请求内容类型，请使用 application/json`,
  BATCH_TOO_LARGE: msg`一次批量请求的调用过多`,
  BATCH_NOT_ALLOWED: msg`登录、注册、验证码和改密码请求不能与其他请求合并发送`,
  PAYLOAD_TOO_LARGE: msg`请求体过大`,
  INTERNAL: msg`服务器错误`,
};

/** Texts the client itself produces; kept here so tests and screens share one wording. */
export const CLIENT_MESSAGES = {
  network: msg`无法连接服务器，请检查网络后重试`,
  unknown: msg`操作失败，请稍后再试`,
  noOrganization: msg`请联系管理员激活账户。`,
  chunkLoad: msg`页面加载失败，请刷新后重试`,
};

/** Server messages the server sends in code (not from APP_ERRORS) that the UI can translate. */
const SERVER_TEXTS: Record<string, MessageDescriptor> = {
  登录成功: msg`登录成功`,
  注册成功: msg`注册成功`,
  密码修改成功: msg`密码修改成功`,
  密码重置成功: msg`密码重置成功`,
  验证码已发送: msg`验证码已发送`,
};

export function errorData(error: unknown): AppErrorData | null {
  if (error instanceof TRPCClientError) {
    const data = error.data as AppErrorData | undefined | null;
    return data ?? {};
  }
  return null;
}

export function isUnauthorized(error: unknown): boolean {
  const data = errorData(error);
  return data?.code === "UNAUTHORIZED" || data?.httpStatus === 401;
}

/** A failed request that never got an answer (offline, server down). */
export function isNetworkError(error: unknown): boolean {
  return error instanceof TRPCClientError && !error.data && error.cause instanceof TypeError;
}

/** A message of the server (success or failure) in the interface language when it is known. */
export function translateServerText(i18n: I18n, text: string): string {
  const known = SERVER_TEXTS[text];
  return known ? i18n._(known) : text;
}

/**
 * The message a person sees for a failed call: the server's `msg` (SPEC section 8). When that is
 * the code's default text it goes through the catalog (so the English interface shows English);
 * a specific server message (e.g. 学员添加失败) is shown as the server wrote it.
 */
export function errorMessage(i18n: I18n, error: unknown): string {
  if (isNetworkError(error)) return i18n._(CLIENT_MESSAGES.network);
  const data = errorData(error);
  if (data) {
    const code = data.appCode as AppErrorCode | undefined;
    const descriptor = code ? APP_ERROR_MESSAGES[code] : undefined;
    const serverMsg = data.msg ?? "";
    const isDefault = code !== undefined && code in APP_ERRORS && serverMsg === APP_ERRORS[code].zh;
    if (descriptor && (isDefault || !serverMsg)) return i18n._(descriptor);
    if (serverMsg) return translateServerText(i18n, serverMsg);
  }
  if (error instanceof Error && error.message && !(error instanceof TRPCClientError)) return error.message;
  return i18n._(CLIENT_MESSAGES.unknown);
}

/** Field problems reported by the server for bad input, for display under the toast title. */
export function errorIssues(error: unknown): string[] {
  return errorData(error)?.issues?.map((issue) => issue.message) ?? [];
}

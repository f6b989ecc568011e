import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { TRPCClientError } from "@trpc/client";
import type { Message } from "#shared/messages";
import { isServerMessage, renderMessage } from "./messages";

/**
 * The server's error data (worker/http/trpc/init.ts errorFormatter): tRPC code, HTTP status, the
 * machine code, the message as a code with params (rendered here, web/lib/messages.ts), the same
 * message as text in the request's language, and zod field issues for bad input.
 */
export type AppErrorData = {
  code?: string;
  httpStatus?: number;
  appCode?: string;
  message?: Message;
  msg?: string;
  issues?: Array<{ path: string; message: string }>;
  /** Seconds to wait before trying again (429). */
  retryAfter?: number;
};

/** Texts the client itself produces; kept here so tests and screens share one wording. */
export const CLIENT_MESSAGES = {
  network: msg`无法连接服务器，请检查网络后重试`,
  unknown: msg`操作失败，请稍后再试`,
  noOrganization: msg`请联系管理员激活账户。`,
  chunkLoad: msg`页面加载失败，请刷新后重试`,
};

/**
 * A failed request made without tRPC (the file upload's `fetch`), carrying the same data as a tRPC
 * error so notifications, field problems and the sign-out on 401 treat it alike.
 */
export class HttpRequestError extends Error {
  override name = "HttpRequestError";
  constructor(readonly data: AppErrorData) {
    super(data.msg ?? `HTTP ${data.httpStatus ?? "error"}`);
  }
}

export function errorData(error: unknown): AppErrorData | null {
  if (error instanceof HttpRequestError) return error.data;
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
  if (error instanceof HttpRequestError) return error.data.httpStatus === undefined;
  return error instanceof TRPCClientError && !error.data && error.cause instanceof TypeError;
}

/**
 * The message a person sees for a failed call (SPEC section 8): the server's message rendered by
 * its code in the interface language (e.g. 学员添加失败), else the default message of the error
 * code, else the client's own network or unknown-failure text.
 */
export function errorMessage(i18n: I18n, error: unknown): string {
  if (isNetworkError(error)) return i18n._(CLIENT_MESSAGES.network);
  const data = errorData(error);
  if (data) {
    if (isServerMessage(data.message)) return renderMessage(i18n, data.message);
    const byCode = { code: data.appCode };
    if (isServerMessage(byCode)) return renderMessage(i18n, byCode);
  }
  if (
    error instanceof Error &&
    error.message &&
    !(error instanceof TRPCClientError) &&
    !(error instanceof HttpRequestError)
  )
    return error.message;
  return i18n._(CLIENT_MESSAGES.unknown);
}

/** Field problems reported by the server for bad input, for display under the toast title. */
export function errorIssues(error: unknown): string[] {
  return errorData(error)?.issues?.map((issue) => issue.message) ?? [];
}

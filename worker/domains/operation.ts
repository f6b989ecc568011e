import { ZodError, type z } from "zod";
import { fieldMessage, type Message, message } from "#shared/messages";
import { AppError, conflictFromUnique, errorMessageOf, issuesFromZod, type Locale } from "../errors";
import type { Actor } from "../services/actor";
import type { ServiceDeps } from "../services/deps";
import { containsNul } from "./shared/nul";

/**
 * One declaration per operation. A domain lists its operations in a table
 * (`worker/domains/<domain>/operations.ts`); the tRPC router (worker/http/trpc/procedures.ts), the REST routes
 * (worker/http/rest/routes.ts), the OpenAPI document (worker/http/openapi.ts) and the completeness checks
 * of the tests all come from those tables. An operation says what it takes, what it does (one
 * service call) and, when it is also a REST route, where it lives and how SPEC's legacy body
 * shapes map to and from it.
 * Decision: docs/decisions/2026-11-22-operation-tables.md
 */

/** Facts of the request a service may use: the caller's address (attempt limits) and the origin it was sent to (links). */
export type RequestMeta = { ip: string | null; origin?: string | null };

/** What every operation's `run` receives: the caller (null when anonymous) and the request facts. */
export type OperationContext = { deps: ServiceDeps; actor: Actor | null; meta: RequestMeta; locale: Locale };
export type SignedInContext = OperationContext & { actor: Actor };

export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";

/** A positive integer id in a REST path (`/workouts/:id{…}`): other text is no route, so a 404. */
export const ID = "[1-9][0-9]{0,15}";

/** The parts of a REST request an operation's input is made from. */
export type RestParts = {
  params: Record<string, string>;
  query: Record<string, string>;
  /** The parsed body ({} when there is none). */
  body: unknown;
};

export type RestBinding<TResult> = {
  method: HttpMethod;
  /** Path under /api, Hono syntax; constrain parameters in the pattern (`:id{${ID}}`). */
  path: string;
  /** Success status (default 200). */
  status?: 200 | 201;
  /**
   * How the body is read: JSON (default for POST/PUT), JSON or a form (OAuth token requests),
   * JSON or `text/csv` (imports; the CSV arrives as the body's text), or not at all (default for
   * GET/DELETE; the query string is the input then).
   */
  body?: "json" | "json-or-form" | "json-or-csv" | "none";
  /** REST request → the operation's input. Default: the query (GET/DELETE) or body, plus the path params. */
  input?: (parts: RestParts) => unknown;
  /** What the API reference documents as the query (GET/DELETE) or body (POST/PUT) when `input` reshapes it. */
  requestSchema?: z.ZodType;
  /** The operation's result → the REST answer (a Response is sent as is). Default: the result as JSON. */
  answer?: (result: TResult) => unknown;
  /** Documented answer when `answer` reshapes the result. */
  answerSchema?: z.ZodType;
  /**
   * A failure answered in this route's own shape (OAuth 2's RFC 6749 errors on /oauth/token), given
   * the error and the request body as read; undefined leaves it to the common error answer.
   */
  error?: (error: unknown, body: unknown, locale: Locale) => { status: number; body: object } | undefined;
};

type InputOf<TInput extends z.ZodType | undefined> = TInput extends z.ZodType ? z.output<TInput> : undefined;

export type OperationKind = "query" | "mutation";

export type OperationDef<
  TInput extends z.ZodType | undefined,
  TResult,
  TSignedIn extends boolean,
  TKind extends OperationKind = OperationKind,
> = {
  /** One line for the API reference (English). */
  summary: string;
  kind: TKind;
  input?: TInput;
  /** The result's schema: documents the REST answer, and tests check every answer against it. */
  output?: z.ZodType;
  /** Guesses a secret, sends a message or creates an account: never in a tRPC batch with other calls. */
  solo?: boolean;
  /** SPEC's message for any failure of this write (CLIENT_CREATE_FAILED, 学员添加失败 …), bad input included. */
  failure?: Message;
  run: (
    ctx: TSignedIn extends true ? SignedInContext : OperationContext,
    input: InputOf<TInput>,
  ) => Promise<TResult> | TResult;
  rest?: RestBinding<TResult> | readonly RestBinding<TResult>[];
};

export type Operation<
  TInput extends z.ZodType | undefined = z.ZodType | undefined,
  TResult = unknown,
  TSignedIn extends boolean = boolean,
  TKind extends OperationKind = OperationKind,
> = OperationDef<TInput, TResult, TSignedIn, TKind> & { signedIn: TSignedIn };

/**
 * Any operation of a table. `run` is loosened because a signed-in operation's `run` takes a
 * narrower context than a public one's; the adapters give each the context it declared.
 */
// biome-ignore lint/suspicious/noExplicitAny: a table holds operations of every input and result type
export type AnyOperation = Omit<Operation<any, any, boolean, OperationKind>, "run"> & {
  // biome-ignore lint/suspicious/noExplicitAny: see above
  run: (ctx: any, input: any) => unknown;
};
/** A domain's table; nested tables become tRPC sub-routers (`libraries.exercises.list`). */
export type OperationTable = { [name: string]: AnyOperation | OperationTable };

/** An operation that needs a signed-in caller (401 otherwise). */
export function op<
  TKind extends OperationKind,
  TInput extends z.ZodType | undefined = undefined,
  TResult = unknown,
>(def: OperationDef<TInput, TResult, true, TKind>): Operation<TInput, TResult, true, TKind> {
  return { ...def, signedIn: true };
}

/** An operation anonymous callers may use (sign-in, registration, SMS reset). */
export function publicOp<
  TKind extends OperationKind,
  TInput extends z.ZodType | undefined = undefined,
  TResult = unknown,
>(def: OperationDef<TInput, TResult, false, TKind>): Operation<TInput, TResult, false, TKind> {
  return { ...def, signedIn: false };
}

export function isOperation(value: AnyOperation | OperationTable): value is AnyOperation {
  return typeof (value as AnyOperation).run === "function";
}

export function restBindings(operation: AnyOperation): readonly RestBinding<unknown>[] {
  const rest = operation.rest as RestBinding<unknown> | readonly RestBinding<unknown>[] | undefined;
  if (!rest) return [];
  return Array.isArray(rest) ? rest : [rest as RestBinding<unknown>];
}

/** Every operation of a table with its dotted tRPC name. */
export function flattenOperations(table: OperationTable, prefix = ""): [string, AnyOperation][] {
  return Object.entries(table).flatMap(([name, value]) =>
    isOperation(value)
      ? [[`${prefix}${name}`, value] as [string, AnyOperation]]
      : flattenOperations(value, `${prefix}${name}.`),
  );
}

// Failures ------------------------------------------------------------------------------------

/**
 * An operation's `failure`: SPEC section 8 fixes the message a person sees when a client write
 * fails (学员添加失败, 学员修改失败, 学员用户删除不成功); both adapters relabel every failure of such an
 * operation with it, bad input included. The machine code and HTTP status stay those of the real cause;
 * the cause's own message moves into `issues`, so nothing is lost for the caller.
 */

export function relabelError(error: unknown, msg: Message): unknown {
  if (error instanceof AppError) {
    if (error.code === "UNAUTHORIZED" || error.msg?.code === msg.code) return error;
    const detail = errorMessageOf(error);
    return new AppError(error.code, msg, error.issues ?? [{ path: "", message: detail }], error.retryAfter);
  }
  if (error instanceof ZodError) return new AppError("BAD_REQUEST", msg, issuesFromZod(error.issues));
  const conflict = conflictFromUnique(error);
  if (conflict) return relabelError(conflict, msg);
  // Unexpected: keep the log entry the error handlers would have written, answer 500 with the text.
  console.error("[operation]", error);
  return new AppError("INTERNAL", msg, [{ path: "", message: message("INTERNAL") }]);
}

/** Runs `fn`; any failure is rethrown with `msg` as the person-readable message. */
export async function withFailureMessage<T>(msg: Message, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    throw relabelError(error, msg);
  }
}

// Input -----------------------------------------------------------------------------------------

/**
 * Validates with an operation's zod schema (the one tRPC uses); NUL characters are refused first.
 * REST bindings whose `input` reshapes a request use it too.
 */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  if (containsNul(value))
    throw new AppError("BAD_REQUEST", undefined, [{ path: "", message: fieldMessage("NUL_CHARACTER") }]);
  const result = schema.safeParse(value);
  if (!result.success) throw new AppError("BAD_REQUEST", undefined, issuesFromZod(result.error.issues));
  return result.data;
}

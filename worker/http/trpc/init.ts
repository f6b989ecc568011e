import { initTRPC, TRPCError } from "@trpc/server";
import { ZodError } from "zod";
import { fieldMessage } from "#shared/messages";
import { containsNul } from "../../domains";
import {
  APP_ERRORS,
  AppError,
  conflictFromUnique,
  errorMessageOf,
  issuesFromZod,
  messageFor,
  renderIssues,
} from "../../errors";
import type { TrpcContext } from "./context";

/**
 * The only initTRPC of the app.
 *
 * Errors: services throw AppError; a middleware turns it into a TRPCError with the mapped code and
 * keeps it as `cause`, and the formatter puts the machine code (`appCode`), the person-readable
 * `msg` (text in the request's language) and any field `issues` into `error.data` — the same facts
 * the REST body carries — plus `message`, the message as a code with params, which the web app
 * renders in its own language (web/lib/messages.ts).
 */
/**
 * Procedure metadata. `solo`: the call guesses a secret or sends a message (sign-in, registration,
 * SMS, password change/reset), so it must arrive alone, never inside a batch with other calls
 * (worker/http/trpc/batching.ts).
 */
export type ProcedureMeta = { solo?: boolean };

const t = initTRPC
  .context<TrpcContext>()
  .meta<ProcedureMeta>()
  .create({
    // Given rather than left to tRPC's default, which reads `globalThis.process.env.NODE_ENV`: on
    // Workers that read loads workerd's `process` module at every start (~2 % of it). The flag only
    // adds the stack to error shapes, and the formatter below removes it on every runtime anyway.
    isDev: false,
    errorFormatter({ shape, error, ctx }) {
      const cause = error.cause;
      let appError: AppError;
      if (cause instanceof AppError) appError = cause;
      else if (cause instanceof ZodError)
        appError = new AppError("BAD_REQUEST", undefined, issuesFromZod(cause.issues));
      else if (error.code === "UNAUTHORIZED") appError = new AppError("UNAUTHORIZED");
      else if (error.code === "INTERNAL_SERVER_ERROR") appError = new AppError("INTERNAL");
      // tRPC's own refusals (unknown procedure, unreadable body …): its English text goes to issues.
      else appError = new AppError("BAD_REQUEST", undefined, [{ path: "", message: error.message }]);
      const locale = ctx?.locale ?? "zh-CN";
      const issues = appError.issues ? renderIssues(appError.issues, locale) : undefined;
      return {
        ...shape,
        message: messageFor(appError, ctx?.locale ?? "zh-CN"),
        data: {
          ...shape.data,
          stack: undefined,
          appCode: appError.code,
          msg: messageFor(appError, ctx?.locale ?? "zh-CN"),
          message: errorMessageOf(appError),
          ...(issues ? { issues } : {}),
          // REST sends it as the Retry-After header; a tRPC caller (the client app's queue) reads it here.
          ...(appError.retryAfter ? { retryAfter: appError.retryAfter } : {}),
        },
      };
    },
  });

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/**
 * Maps AppError thrown anywhere below to its tRPC code, keeping the AppError as the cause; a lost
 * unique-index race becomes its 409 here too.
 */
const appErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok) {
    const cause =
      result.error.cause instanceof AppError ? result.error.cause : conflictFromUnique(result.error.cause);
    if (cause) throw new TRPCError({ code: APP_ERRORS[cause.code].trpc, message: cause.code, cause });
  }
  return result;
});

/** Refuses NUL characters in any input string before validation (see containsNul). */
const noNul = t.middleware(async ({ getRawInput, next }) => {
  if (containsNul(await getRawInput())) {
    throw new AppError("BAD_REQUEST", undefined, [{ path: "", message: fieldMessage("NUL_CHARACTER") }]);
  }
  return next();
});

export const publicProcedure = t.procedure.use(appErrors).use(noNul);

/** A signed-in caller; `ctx.actor` is non-null below it. */
export const protectedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.actor) throw new TRPCError({ code: "UNAUTHORIZED", cause: new AppError("UNAUTHORIZED") });
  return next({ ctx: { ...ctx, actor: ctx.actor } });
});

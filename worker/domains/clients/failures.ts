import { ZodError } from "zod";
import { type Message, message } from "#shared/messages";
import { AppError, conflictFromUnique, errorMessageOf, issuesFromZod } from "../../errors";

/**
 * SPEC section 8 fixes the message a person sees when a client write fails (学员添加失败,
 * 学员修改失败, 学员用户删除不成功). The machine code and HTTP status stay those of the real cause;
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
  console.error("[clients]", error);
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

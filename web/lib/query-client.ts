import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { errorData, isUnauthorized } from "./errors";
import { notifyError } from "./notify";

declare module "@tanstack/react-query" {
  interface Register {
    /** `silent`: the caller shows the failure itself. */
    queryMeta: { silent?: boolean };
    mutationMeta: { silent?: boolean };
  }
}

let unauthorizedHandler: () => void = () => {};

/** Set once by the router: signs out and sends the visitor to sign-in with `to`. */
export function setUnauthorizedHandler(handler: () => void) {
  unauthorizedHandler = handler;
}

/**
 * Every failed call lands here once (after retries): a red 错误 notification with the server's
 * message, and on 401 a sign-out (SPEC section 7: any 401 logs out). 4xx answers are never retried,
 * so a 401 signs out exactly once per call, never for a retry.
 */
function onError(error: unknown, silent: boolean | undefined) {
  if (isUnauthorized(error)) unauthorizedHandler();
  if (!silent) notifyError(error);
}

function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = errorData(error)?.httpStatus;
  if (status !== undefined && status >= 400 && status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onError(error, query.meta?.silent) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => onError(error, mutation.meta?.silent),
    }),
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

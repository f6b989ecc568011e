import { createTRPCClient, httpBatchLink, httpLink, splitLink } from "@trpc/client";
import { createTRPCOptionsProxy } from "@trpc/tanstack-react-query";
import { TRPC_BATCH_MAX } from "#shared/shared-rules";
import type { AppRouter } from "../../worker/http/trpc/root";
import { createQueryClient } from "./query-client";
import { requestHeaders } from "./request-headers";

export type { AppRouter, RouterInputs, RouterOutputs } from "../../worker/http/trpc/root";

export const queryClient = createQueryClient();

const headers = requestHeaders;

/**
 * How the SPA talks to the server: tRPC over `/trpc` (plain JSON, no transformer), with
 * the stored token as a bearer header and the interface language as Accept-Language (field
 * messages in `issues` come back in it) on every request. Calls are batched up to the server's
 * limit; auth mutations (sign-in, register, SMS, password) each go in a request of their own, as
 * the server requires (worker/http/trpc/batching.ts). The one exception is sending a file, a
 * multipart body no operation takes: web/lib/uploads/upload.ts.
 */
export const trpcClient = createTRPCClient<AppRouter>({
  links: [
    splitLink({
      // A call made as the page goes away (`{ context: { keepalive: true } }`): a request of its own
      // that the browser completes after the page is gone (web/components/workouts/use-pending-delete.ts).
      // Decision: docs/decisions/2026-11-22-delete-waits-for-undo.md
      condition: (op) => op.context.keepalive === true,
      true: httpLink({
        url: "/trpc",
        headers,
        fetch: (url, init) => fetch(url, { ...init, keepalive: true }),
      }),
      false: splitLink({
        condition: (op) => op.type === "mutation" && op.path.startsWith("auth."),
        true: httpLink({ url: "/trpc", headers }),
        false: httpBatchLink({ url: "/trpc", maxURLLength: 2000, maxItems: TRPC_BATCH_MAX, headers }),
      }),
    }),
  ],
});

/** `trpc.<domain>.<procedure>.queryOptions(input)` / `.mutationOptions()` for TanStack Query. */
export const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });
export type Trpc = typeof trpc;

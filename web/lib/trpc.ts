import { createTRPCClient, httpBatchLink } from "@trpc/client";
import { createTRPCOptionsProxy } from "@trpc/tanstack-react-query";
import type { AppRouter } from "../../worker/trpc/root";
import { auth } from "./auth";
import { createQueryClient } from "./query-client";

export type { AppRouter, RouterInputs, RouterOutputs } from "../../worker/trpc/root";

export const queryClient = createQueryClient();

/**
 * The only way the SPA talks to the server: tRPC over `/trpc` (batched, plain JSON, no
 * transformer), with the stored token as a bearer header on every request.
 */
export const trpcClient = createTRPCClient<AppRouter>({
  links: [
    httpBatchLink({
      url: "/trpc",
      maxURLLength: 2000,
      headers() {
        const token = auth.token;
        return token ? { Authorization: `Bearer ${token}` } : {};
      },
    }),
  ],
});

/** `trpc.<domain>.<procedure>.queryOptions(input)` / `.mutationOptions()` for TanStack Query. */
export const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });
export type Trpc = typeof trpc;

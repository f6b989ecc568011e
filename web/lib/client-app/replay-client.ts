import { createTRPCClient, httpLink } from "@trpc/client";
import { auth } from "@/lib/auth";
import { languageHeader } from "@/lib/request-language";
import type { AppRouter } from "@/lib/trpc";

/**
 * The tRPC client that replays queued writes: `httpLink` (never batched), because the server
 * applies an `Idempotency-Key` only to a single call; the key travels in the operation context.
 */
export const replayClient = createTRPCClient<AppRouter>({
  links: [
    httpLink({
      url: "/trpc",
      headers: ({ op }) => {
        const headers: Record<string, string> = languageHeader();
        if (auth.token) headers.Authorization = `Bearer ${auth.token}`;
        const key = op.context.idempotencyKey;
        if (typeof key === "string") headers["Idempotency-Key"] = key;
        return headers;
      },
    }),
  ],
});
